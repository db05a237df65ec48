import { Stroke } from '../../components';
import type { Operator, Project } from './content';

/** Neon line art for the cyberpunk page: a synthwave skyline, project glyphs and visor avatars. */
const CYAN = '#00e5f2';
const MAGENTA = '#ff2bd6';
const YELLOW = '#f5f300';
const VIOLET = '#9d6bff';

export function Skyline() {
  const towers = [
    [20, 150, 44],
    [70, 110, 36],
    [112, 170, 50],
    [170, 90, 40],
    [216, 140, 56],
    [280, 60, 42],
    [328, 120, 48],
    [382, 100, 38],
    [426, 160, 52],
  ] as const;
  return (
    <svg viewBox="0 0 500 380" width="500" height="380" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="s13-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={YELLOW} />
          <stop offset="1" stopColor={MAGENTA} />
        </linearGradient>
        <linearGradient id="s13-floor" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={MAGENTA} stopOpacity=".9" />
          <stop offset="1" stopColor={MAGENTA} stopOpacity=".1" />
        </linearGradient>
        <clipPath id="s13-sun-cut">
          <path d="M150 0h200v118H150zM150 124h200v8H150zM150 138h200v6H150zM150 150h200v4H150zM150 160h200v3H150z" />
        </clipPath>
      </defs>
      <circle cx="250" cy="150" r="96" fill="url(#s13-sun)" clipPath="url(#s13-sun-cut)" />
      {towers.map(([x, top, w]) => (
        <g key={x}>
          <rect
            x={x}
            y={top + 60}
            width={w}
            height={230 - top}
            fill="#0b0a18"
            stroke={x % 3 ? CYAN : MAGENTA}
            strokeWidth="1.5"
          />
          {Array.from({ length: Math.floor((230 - top) / 22) }, (_, i) => (
            <rect
              key={i}
              x={x + 8}
              y={top + 72 + i * 22}
              width={w - 16}
              height="4"
              fill={(i + x) % 4 ? CYAN : YELLOW}
              opacity={(i * 7 + x) % 3 ? 0.25 : 0.85}
            />
          ))}
        </g>
      ))}
      <path d="M0 290h500" stroke={CYAN} strokeWidth="2" />
      <g stroke="url(#s13-floor)" strokeWidth="1.2">
        {[-300, -200, -120, -60, 0, 60, 120, 200, 300].map((dx) => (
          <path key={dx} d={`M250 290 ${250 + dx * 2.2} 380`} />
        ))}
        {[298, 310, 326, 348, 376].map((y) => (
          <path key={y} d={`M0 ${y}h500`} />
        ))}
      </g>
    </svg>
  );
}

export function ProjectGlyph({ art }: { art: Project['art'] }) {
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false" fill="none" strokeWidth="2">
      {art === 'grid' && (
        <g stroke={CYAN}>
          <path d="M10 70 40 20l30 30 40-40" />
          <circle cx="40" cy="20" r="4" fill={CYAN} />
          <circle cx="70" cy="50" r="4" fill={MAGENTA} stroke={MAGENTA} />
          <path d="M10 10v60h100" stroke="#6c6990" />
        </g>
      )}
      {art === 'wave' && (
        <g stroke={MAGENTA}>
          <path d="M4 40c8-24 16 24 24 0s16-30 24 0 16 28 24 0 16-20 24 0 12 12 16 0" />
          <path d="M4 52c8-10 16 10 24 0s16-12 24 0 16 12 24 0 16-8 24 0 12 6 16 0" stroke={CYAN} opacity=".7" />
        </g>
      )}
      {art === 'shield' && (
        <g stroke={YELLOW}>
          <path d="M60 8 92 20v22c0 18-14 28-32 34-18-6-32-16-32-34V20z" />
          <path d="m46 42 10 10 20-20" stroke={CYAN} />
        </g>
      )}
    </svg>
  );
}

const visors: Record<Operator['visor'], string> = { cyan: CYAN, magenta: MAGENTA, yellow: YELLOW, violet: VIOLET };

export function VisorAvatar({ visor }: { visor: Operator['visor'] }) {
  const color = visors[visor];
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
      <rect width="120" height="120" fill="#0b0a18" />
      <path d="M0 0h120v120H0z" fill="none" stroke={color} strokeOpacity=".25" strokeDasharray="2 6" />
      <path d="M24 120c0-26 16-40 36-40s36 14 36 40z" fill="#1a1830" stroke={color} strokeWidth="1.5" />
      <circle cx="60" cy="54" r="26" fill="#1a1830" stroke={color} strokeWidth="1.5" />
      <rect x="34" y="46" width="52" height="12" rx="6" fill={color} />
      <rect x="40" y="49" width="14" height="3" rx="1.5" fill="#fff" opacity=".8" />
      <Stroke d="M34 30c10-10 42-10 52 0" color={color} width="1.5" />
    </svg>
  );
}
