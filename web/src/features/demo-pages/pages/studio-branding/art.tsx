import { Stroke } from '../../components';
import type { Service } from './content';

/** Organic blob shapes and flowing gradients for the liquid page, all drawn locally. */

type Tone = Service['tone'];

export const toneStops: Record<Tone, [string, string]> = {
  coral: ['#ff8a65', '#ff4f81'],
  violet: ['#7c5cff', '#c084fc'],
  aqua: ['#22d3ee', '#3b6cf6'],
  sun: ['#fbbf24', '#fb7185'],
};

const BLOBS = [
  'M421 293c-12 80-94 140-180 132S78 372 64 294 96 118 180 86s170-12 214 46 39 81 27 161z',
  'M398 300c-20 84-118 126-204 100S56 304 70 222s82-158 168-160 146 50 166 120 14 34-6 118z',
  'M430 250c0 84-71 158-165 164S86 371 74 282 112 84 214 76s216 90 216 174z',
] as const;

function Gradient({ id, tone, angle = 45 }: { id: string; tone: Tone; angle?: number }) {
  const [a, b] = toneStops[tone];
  return (
    <linearGradient id={id} gradientTransform={`rotate(${angle} .5 .5)`}>
      <stop offset="0" stopColor={a} />
      <stop offset="1" stopColor={b} />
    </linearGradient>
  );
}

/**
 * The hero's three blobs, each its own small SVG so CSS can let it drift with transforms alone
 * (composited layers: the motion costs no repaint).
 */
export function HeroBlob({
  tone,
  shape,
  angle,
  className,
}: {
  tone: Tone;
  shape: 0 | 1 | 2;
  angle: number;
  className: string;
}) {
  const id = `s15-h-${tone}`;
  return (
    <svg className={className} viewBox="40 40 420 420" width="420" height="420" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id={id} tone={tone} angle={angle} />
        <radialGradient id={`${id}-shine`} cx="35%" cy="30%" r="60%">
          <stop offset="0" stopColor="#fff" stopOpacity=".5" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path d={BLOBS[shape]} fill={`url(#${id})`} />
      <path d={BLOBS[shape]} fill={`url(#${id}-shine)`} />
    </svg>
  );
}

export function ToneBlob({ tone, index }: { tone: Tone; index: number }) {
  const id = `s15-t-${tone}`;
  return (
    <svg viewBox="0 0 500 500" width="64" height="64" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id={id} tone={tone} />
      </defs>
      <path d={BLOBS[index % BLOBS.length]} fill={`url(#${id})`} />
    </svg>
  );
}

export function ProjectArt({ tone, index }: { tone: Tone; index: number }) {
  const id = `s15-p-${tone}`;
  const [a, b] = toneStops[tone];
  return (
    <svg
      viewBox="0 0 600 340"
      width="600"
      height="340"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <Gradient id={id} tone={tone} angle={index * 40} />
      </defs>
      <rect width="600" height="340" fill={`url(#${id})`} />
      <path d={BLOBS[(index + 1) % BLOBS.length]} fill="#fff" opacity=".22" transform="translate(300 -40) scale(.8)" />
      <path d={BLOBS[index % BLOBS.length]} fill={a} opacity=".85" transform="translate(-60 120) scale(.7)" />
      <path d={BLOBS[(index + 2) % BLOBS.length]} fill={b} opacity=".9" transform="translate(360 170) scale(.45)" />
      <circle cx="300" cy="170" r="56" fill="#fff" opacity=".9" />
      <circle cx="300" cy="170" r="26" fill={b} />
    </svg>
  );
}

/** A soft wave that joins two sections of different colours. */
export function Wave({ className, flip = false }: { className?: string; flip?: boolean }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 120"
      width="1440"
      height="120"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={flip ? { transform: 'scaleY(-1)' } : undefined}
    >
      <path d="M0 64c120-40 260-56 420-24s300 72 480 56 300-80 420-72 120 24 120 24v72H0z" fill="currentColor" />
    </svg>
  );
}

/** The flowing line behind the process steps (desktop). */
export function FlowLine({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1000 120"
      width="1000"
      height="120"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="s15-flow" x1="0" x2="1">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset=".5" stopColor="#c084fc" />
          <stop offset="1" stopColor="#ff8a65" />
        </linearGradient>
      </defs>
      <Stroke
        d="M0 60C120 0 200 0 250 60s130 60 250 0 170-60 250 0 180 60 250 0"
        color="url(#s15-flow)"
        width="4"
        cap="round"
      />
    </svg>
  );
}
