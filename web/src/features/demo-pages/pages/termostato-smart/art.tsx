import type { Feature } from './content';
import { LineIcon } from '../../components';

/** The thermostat's arc and the feature icons, drawn as local SVG. */

export function DialArc() {
  // A 270° arc from bottom-left, clockwise: the track, and the warm part up to the set temperature (72%).
  const r = 120;
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(150 + r * Math.cos(rad)).toFixed(1)} ${(150 + r * Math.sin(rad)).toFixed(1)}`;
  };
  const arc = (from: number, to: number) => `M${point(from)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)}`;
  return (
    <svg viewBox="0 0 300 300" width="300" height="300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="s14-warm" gradientUnits="userSpaceOnUse" x1="40" y1="250" x2="270" y2="120">
          <stop offset="0" stopColor="#5b7cfa" />
          <stop offset=".6" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#ef4444" />
        </linearGradient>
      </defs>
      <g fill="none" strokeLinecap="round" strokeWidth="14">
        <path d={arc(135, 405)} stroke="#cdd5e0" />
        <path d={arc(135, 135 + 270 * 0.72)} stroke="url(#s14-warm)" />
      </g>
      {Array.from({ length: 28 }, (_, i) => {
        const angle = ((135 + (270 / 27) * i) * Math.PI) / 180;
        const inner = 96;
        const outer = i % 3 === 0 ? 104 : 100;
        return (
          <line
            key={i}
            x1={150 + inner * Math.cos(angle)}
            y1={150 + inner * Math.sin(angle)}
            x2={150 + outer * Math.cos(angle)}
            y2={150 + outer * Math.sin(angle)}
            stroke="#9aa6b8"
            strokeWidth="2"
            strokeLinecap="round"
          />
        );
      })}
    </svg>
  );
}

const icons: Record<Feature['icon'], string> = {
  schedule: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  geo: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8',
  voice: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4',
  rooms: 'M3 10 12 3l9 7v10H3zM9 20v-6h6v6',
  report: 'M5 3h14v18H5zM9 16v-3M12 16V9M15 16v-5',
};

export function FeatureIcon({ icon }: { icon: Feature['icon'] }) {
  return <LineIcon box={24} size={26} strokeWidth={1.8} d={icons[icon]} />;
}
