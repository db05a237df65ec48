import { Stroke } from '../../components';
import type { Motif, Palette } from './content';

export const PALETTES: Record<Palette, { bg: string; fg: string; accent: string }> = {
  red: { bg: '#e8452c', fg: '#f7f1e6', accent: '#111111' },
  violet: { bg: '#2a1a7a', fg: '#8e78ff', accent: '#f7f1e6' },
  yellow: { bg: '#ffd23f', fg: '#111111', accent: '#e8452c' },
  ink: { bg: '#111111', fg: '#f7f1e6', accent: '#ffd23f' },
  mint: { bg: '#bde8d4', fg: '#0f5c46', accent: '#111111' },
  pink: { bg: '#ffc2d4', fg: '#111111', accent: '#5b3cf5' },
};

/** Abstract project cover: one motif per project, drawn in its palette. */
export function ProjectArt({ motif, palette, label }: { motif: Motif; palette: Palette; label: string }) {
  const { bg, fg, accent } = PALETTES[palette];
  return (
    <svg
      viewBox="0 0 600 400"
      width="600"
      height="400"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="600" height="400" fill={bg} />
      {motif === 'circles' && (
        <g>
          <circle cx="200" cy="210" r="150" fill={fg} />
          <circle cx="360" cy="190" r="110" fill={accent} />
          <circle cx="470" cy="120" r="40" fill={fg} />
          <circle cx="360" cy="190" r="40" fill={bg} />
        </g>
      )}
      {motif === 'waves' && (
        <g fill="none" stroke={fg} strokeWidth="14" strokeLinecap="round">
          {[80, 140, 200, 260, 320].map((y, index) => (
            <path key={y} d={`M-20 ${y}c80-60 160 60 240 0s160 60 240 0 160 60 240 0`} opacity={1 - index * 0.15} />
          ))}
          <circle cx="470" cy="90" r="36" fill={accent} stroke="none" />
        </g>
      )}
      {motif === 'bolt' && (
        <g>
          <path d="M330 30 180 230h110l-40 150 170-220H310z" fill={fg} />
          <circle cx="120" cy="90" r="30" fill={accent} />
          <rect x="440" y="290" width="100" height="60" rx="30" fill={accent} />
        </g>
      )}
      {motif === 'grid' && (
        <g>
          {Array.from({ length: 24 }, (_, index) => {
            const x = 60 + (index % 6) * 84;
            const y = 50 + Math.floor(index / 6) * 84;
            return index % 5 === 0 ? (
              <circle key={index} cx={x + 30} cy={y + 30} r="30" fill={accent} />
            ) : (
              <rect
                key={index}
                x={x}
                y={y}
                width="60"
                height="60"
                rx="10"
                fill={fg}
                opacity={0.35 + (index % 3) * 0.3}
              />
            );
          })}
        </g>
      )}
      {motif === 'arches' && (
        <g fill="none" stroke={fg} strokeWidth="12">
          {[60, 110, 160, 210].map((r) => (
            <path key={r} d={`M${300 - r} 400v-${120}a${r} ${r} 0 0 1 ${r * 2} 0v${120}`} />
          ))}
          <circle cx="300" cy="120" r="22" fill={accent} stroke="none" />
        </g>
      )}
      {motif === 'stripes' && (
        <g fill={fg}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <rect key={index} x={index * 110 - 40} y="-40" width="50" height="500" transform="rotate(20 300 200)" />
          ))}
        </g>
      )}
    </svg>
  );
}

const SKIN = ['#f2c9a8', '#b97c55', '#e6b48c', '#8a5637'];
const HAIR = ['#2b1a12', '#111111', '#a4542b', '#1c1c1c'];

/** Playful geometric portrait: head, hair shape and a colour block, no photo. */
export function Avatar({ palette, variant }: { palette: Palette; variant: number }) {
  const { bg, fg, accent } = PALETTES[palette];
  const hair = [
    'M60 62c0-26 18-40 40-40s40 14 40 40c-10-10-24-16-40-16s-30 6-40 16z',
    'M58 70c-4-34 20-50 42-50 26 0 44 18 42 50-8-20-26-26-42-26s-36 8-42 26z',
    'M62 58c4-22 20-34 38-34s34 12 38 34H62z',
    'M56 64c0-30 22-44 44-44 12 0 30 6 38 24-20 0-30 10-50 10-14 0-24 4-32 10z',
  ][variant % 4];
  return (
    <svg viewBox="0 0 200 220" width="200" height="220" aria-hidden="true">
      <rect width="200" height="220" rx="28" fill={bg} />
      <path d="M30 220c0-50 32-80 70-80s70 30 70 80z" fill={palette === 'ink' ? fg : '#111111'} />
      <circle cx="100" cy="80" r="42" fill={SKIN[variant % SKIN.length]} />
      <path d={hair} fill={HAIR[variant % HAIR.length]} />
      <circle cx="86" cy="84" r="4" fill="#111111" />
      <circle cx="114" cy="84" r="4" fill="#111111" />
      <Stroke d="M88 100c8 6 16 6 24 0" color="#111111" width="3" cap="round" />
      <circle cx="160" cy="40" r="14" fill={accent === '#111111' ? fg : accent} />
    </svg>
  );
}

export function Bolt() {
  return (
    <svg viewBox="0 0 24 32" width="20" height="26" aria-hidden="true">
      <path d="M14 0 0 18h9l-3 14 18-20h-9z" fill="currentColor" />
    </svg>
  );
}
