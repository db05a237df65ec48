import type { ReactNode } from 'react';
import type { IconName } from './content';
import { LineIcon, Stroke } from '../../components';

/** Hero chart: quarterly bars and a rising line, drawn on a card like a management dashboard. */
export function GrowthChart({ label }: { label: string }) {
  const bars = [62, 70, 66, 82, 90, 104, 118, 132];
  return (
    <svg viewBox="0 0 480 300" width="480" height="300" role="img" aria-label={label}>
      <rect width="480" height="300" rx="20" fill="#ffffff" />
      <g stroke="#e6e8f2">
        {[60, 110, 160, 210].map((y) => (
          <path key={y} d={`M32 ${y}h416`} />
        ))}
      </g>
      {bars.map((height, index) => (
        <rect
          key={index}
          x={44 + index * 52}
          y={250 - height}
          width="28"
          height={height}
          rx="6"
          fill={index >= 6 ? '#0d7a6f' : '#c7cbe6'}
        />
      ))}
      <Stroke
        d="M58 170 110 160l52 8 52-30 52-14 52-22 52-30 52-26"
        color="#1e2a78"
        width="4"
        cap="round"
        join="round"
      />
      <circle cx="422" cy="56" r="8" fill="#1e2a78" />
      <circle cx="422" cy="56" r="16" fill="#1e2a78" opacity="0.15" />
      <path d="M32 250h416" stroke="#9ba1c4" strokeWidth="2" />
    </svg>
  );
}

const PATHS: Record<IconName, ReactNode> = {
  strategy: (
    <>
      <path d="M6 26 14 14l6 6 8-12" />
      <path d="M22 8h6v6" />
    </>
  ),
  chart: (
    <>
      <path d="M6 26V6M6 26h20" />
      <path d="M11 21v-5M16 21v-9M21 21v-7" />
    </>
  ),
  people: (
    <>
      <circle cx="12" cy="11" r="4" />
      <circle cx="22" cy="13" r="3" />
      <path d="M4 26c0-5 4-8 8-8s8 3 8 8M20 19c4 0 8 2 8 7" />
    </>
  ),
  gear: (
    <>
      <circle cx="16" cy="16" r="4" />
      <path d="M16 4v4M16 24v4M4 16h4M24 16h4M7.5 7.5l3 3M21.5 21.5l3 3M7.5 24.5l3-3M21.5 10.5l3-3" />
    </>
  ),
  shield: (
    <>
      <path d="M16 4 6 8v7c0 7 4 11 10 13 6-2 10-6 10-13V8z" />
      <path d="m12 16 3 3 6-6" />
    </>
  ),
  globe: (
    <>
      <circle cx="16" cy="16" r="11" />
      <path d="M5 16h22M16 5c4 4 4 18 0 22M16 5c-4 4-4 18 0 22" />
    </>
  ),
};

export function Icon({ name }: { name: IconName }) {
  return (
    <LineIcon box={32} size={28} strokeWidth={2}>
      {PATHS[name]}
    </LineIcon>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 36 36" width="32" height="32" aria-hidden="true">
      <rect width="36" height="36" rx="9" fill="#1e2a78" />
      <Stroke d="M9 11l9 16 9-16" color="#fff" width="3.2" cap="round" join="round" />
      <circle cx="18" cy="10" r="2.6" fill="#2dd4bf" />
    </svg>
  );
}
