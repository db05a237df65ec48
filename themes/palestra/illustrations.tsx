/** The gym's drawings in SVG: the hero's barbell, the trainers' portraits, the stories' rising bars. */
import type { CSSProperties } from 'react';

/** The design's orange and near-black, through the page's palette (its own colours when none is set). */
const ORANGE = 'var(--orange, #ff4b1f)';
const INK = 'var(--night, #0d0d0d)';
/** A fill through a custom property: SVG attributes take no var(), a style does. */
const fill = (colour: string): CSSProperties => ({ fill: colour });

export type AvatarTone = 'orange' | 'white' | 'grey';

function Plate({ x, height, width }: { x: number; height: number; width: number }) {
  return (
    <g>
      <rect
        x={x}
        y={261 - height / 2}
        width={width}
        height={height}
        rx="5"
        style={fill(INK)}
        stroke="#3a3a3a"
        strokeWidth="2"
      />
      <rect x={x + width / 2 - 1.5} y={261 - height / 2 + 10} width="3" height={height - 20} fill="#2b2b2b" />
    </g>
  );
}

/** Hero art: a loaded barbell across an orange disc, a kettlebell and hazard stripes; the year it opened, if known. */
export function HeroBarbell({ since }: { since?: number }) {
  return (
    <svg viewBox="0 0 560 520" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="s6-stripes" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="11" height="22" style={fill(ORANGE)} />
        </pattern>
      </defs>
      <circle cx="300" cy="250" r="210" style={fill(ORANGE)} />
      <circle
        cx="300"
        cy="250"
        r="210"
        fill="none"
        style={{ stroke: INK }}
        strokeWidth="2"
        strokeDasharray="2 10"
        transform="rotate(10 300 250)"
        opacity="0.5"
      />
      <rect x="30" y="430" width="200" height="40" fill="url(#s6-stripes)" />
      <text
        x="300"
        y="110"
        textAnchor="middle"
        fontSize="18"
        fontWeight="800"
        letterSpacing="6"
        style={fill(INK)}
        fontFamily="'Arial Narrow', 'Liberation Sans Narrow', sans-serif"
      >
        {since !== undefined ? `EST. ${since}` : null}
      </text>
      <g transform="rotate(-16 290 261)">
        <rect x="40" y="255" width="500" height="12" rx="3" fill="#cfcfcf" />
        <rect x="40" y="258" width="500" height="2" fill="#ffffff" opacity="0.6" />
        <rect x="96" y="246" width="12" height="30" rx="2" fill="#9a9a9a" />
        <rect x="472" y="246" width="12" height="30" rx="2" fill="#9a9a9a" />
        <Plate x={108} height={230} width={30} />
        <Plate x={140} height={190} width={24} />
        <Plate x={166} height={140} width={18} />
        <Plate x={442} height={230} width={30} />
        <Plate x={416} height={190} width={24} />
        <Plate x={396} height={140} width={18} />
        <text
          x="123"
          y="266"
          textAnchor="middle"
          fontSize="11"
          fontWeight="800"
          style={fill(ORANGE)}
          transform="rotate(-90 123 262)"
          fontFamily="sans-serif"
        >
          25 KG
        </text>
        <text
          x="457"
          y="266"
          textAnchor="middle"
          fontSize="11"
          fontWeight="800"
          style={fill(ORANGE)}
          transform="rotate(-90 457 262)"
          fontFamily="sans-serif"
        >
          25 KG
        </text>
      </g>
      {/* Kettlebell */}
      <g transform="translate(430 400)">
        <path
          d="M-38 -40 C -40 -92, 40 -92, 38 -40"
          fill="none"
          style={{ stroke: INK }}
          strokeWidth="16"
          strokeLinecap="round"
        />
        <circle r="62" style={fill(INK)} />
        <ellipse cx="-20" cy="-22" rx="16" ry="10" fill="#ffffff" opacity="0.12" />
        <text
          y="10"
          textAnchor="middle"
          fontSize="28"
          fontWeight="800"
          style={fill(ORANGE)}
          fontFamily="'Arial Narrow', 'Liberation Sans Narrow', sans-serif"
        >
          24
        </text>
      </g>
    </svg>
  );
}

const TONES: Record<AvatarTone, { bg: string; fg: string; text: string }> = {
  orange: { bg: ORANGE, fg: INK, text: '#e23c12' },
  white: { bg: '#f2f2ee', fg: INK, text: '#bdbdb6' },
  grey: { bg: '#2a2a2a', fg: '#0d0d0d', text: '#383838' },
};

/** An abstract portrait: the trainer's initials behind a bust silhouette. */
export function TrainerAvatar({ name, tone }: { name: string; tone: AvatarTone }) {
  const colours = TONES[tone];
  const words = name.trim().split(/\s+/);
  const initials = `${[...words[0]!][0] ?? ''}${words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : ''}`;
  return (
    <svg viewBox="0 0 240 260" aria-hidden="true" focusable="false">
      <rect width="240" height="260" style={fill(colours.bg)} />
      <text
        x="120"
        y="150"
        textAnchor="middle"
        fontSize="150"
        fontWeight="900"
        fill={colours.text}
        fontFamily="Impact, 'Arial Narrow', 'Liberation Sans Narrow', sans-serif"
        letterSpacing="-6"
      >
        {initials}
      </text>
      <path d="M0 200 L240 150 L240 170 L0 220 Z" style={fill(colours.fg)} opacity="0.15" />
      <circle cx="120" cy="112" r="40" style={fill(colours.fg)} />
      <path d="M104 146 L136 146 L140 170 L100 170 Z" style={fill(colours.fg)} />
      <path d="M30 260 C 30 196, 66 168, 120 168 C 174 168, 210 196, 210 260 Z" style={fill(colours.fg)} />
      {/* Tank-top straps */}
      <path d="M86 176 L96 260 M154 176 L144 260" style={{ stroke: colours.bg }} strokeWidth="5" opacity="0.55" />
    </svg>
  );
}

/** Rising bars, three shapes in turn: the stories' motif (decoration: it states no figure). */
const RISES = [
  [10, 22, 30, 45, 55, 68, 80, 92],
  [15, 25, 38, 50, 58, 70, 84, 96],
  [8, 18, 26, 40, 52, 66, 78, 90],
] as const;

export function RisingBars({ index }: { index: number }) {
  const values = RISES[index % RISES.length]!;
  const width = 240;
  const gap = 6;
  const bar = (width - gap * (values.length - 1)) / values.length;
  return (
    <svg viewBox={`0 0 ${width} 70`} aria-hidden="true" focusable="false">
      {values.map((value, step) => (
        <rect
          key={step}
          x={step * (bar + gap)}
          y={70 - (value / 100) * 70}
          width={bar}
          height={(value / 100) * 70}
          style={fill(step === values.length - 1 ? ORANGE : 'var(--rule-2, #3a3a3a)')}
        />
      ))}
    </svg>
  );
}
