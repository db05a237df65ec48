/**
 * The consulting design's illustrations: the hero's growth chart, the services' line icons, the logo mark.
 * Indigo and teal follow the palette (--indigo, --teal, --teal-bright, the design's colours as fallbacks).
 */
import type { ReactNode } from 'react';
import { Stroke } from '../primitives/svg';

const INDIGO = 'var(--indigo, #1e2a78)';

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
          style={{ fill: index >= 6 ? 'var(--chart-teal, #0d7a6f)' : '#c7cbe6' }}
        />
      ))}
      <Stroke
        d="M58 170 110 160l52 8 52-30 52-14 52-22 52-30 52-26"
        color={INDIGO}
        width="4"
        cap="round"
        join="round"
      />
      <circle cx="422" cy="56" r="8" style={{ fill: INDIGO }} />
      <circle cx="422" cy="56" r="16" style={{ fill: INDIGO }} opacity="0.15" />
      <path d="M32 250h416" stroke="#9ba1c4" strokeWidth="2" />
    </svg>
  );
}

/** The six line icons of the services, drawn in turn (the sample's order: strategy, chart, people...). */
const PATHS: readonly ReactNode[] = [
  <>
    <path d="M6 26 14 14l6 6 8-12" />
    <path d="M22 8h6v6" />
  </>,
  <>
    <path d="M6 26V6M6 26h20" />
    <path d="M11 21v-5M16 21v-9M21 21v-7" />
  </>,
  <>
    <circle cx="12" cy="11" r="4" />
    <circle cx="22" cy="13" r="3" />
    <path d="M4 26c0-5 4-8 8-8s8 3 8 8M20 19c4 0 8 2 8 7" />
  </>,
  <>
    <circle cx="16" cy="16" r="4" />
    <path d="M16 4v4M16 24v4M4 16h4M24 16h4M7.5 7.5l3 3M21.5 21.5l3 3M7.5 24.5l3-3M21.5 10.5l3-3" />
  </>,
  <>
    <path d="M16 4 6 8v7c0 7 4 11 10 13 6-2 10-6 10-13V8z" />
    <path d="m12 16 3 3 6-6" />
  </>,
  <>
    <circle cx="16" cy="16" r="11" />
    <path d="M5 16h22M16 5c4 4 4 18 0 22M16 5c-4 4-4 18 0 22" />
  </>,
];

/** The icon of the service at `index`: an outline in the text colour, hidden from assistive technology. */
export function Icon({ index }: { index: number }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={28}
      height={28}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[index % PATHS.length]}
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 36 36" width="32" height="32" aria-hidden="true">
      <rect width="36" height="36" rx="9" style={{ fill: INDIGO }} />
      <Stroke d="M9 11l9 16 9-16" color="var(--on-indigo, #fff)" width="3.2" cap="round" join="round" />
      <circle cx="18" cy="10" r="2.6" style={{ fill: 'var(--teal-bright, #2dd4bf)' }} />
    </svg>
  );
}
