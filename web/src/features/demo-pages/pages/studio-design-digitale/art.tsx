import type { Project, Service } from './content';
import { LineIcon, Stroke } from '../../components';

/** Soft, luminous SVG art for the glass studio: gradient orbs, line icons, device mock-ups. */

export function Orbs() {
  return (
    <svg viewBox="0 0 440 440" width="440" height="440" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="s12-orb-a" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset=".45" stopColor="#c9bdff" />
          <stop offset="1" stopColor="#7d6bf0" />
        </radialGradient>
        <radialGradient id="s12-orb-b" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#fff" />
          <stop offset=".5" stopColor="#ffd3c2" />
          <stop offset="1" stopColor="#f59b84" />
        </radialGradient>
        <radialGradient id="s12-orb-c" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#fff" />
          <stop offset=".5" stopColor="#c4f1e4" />
          <stop offset="1" stopColor="#5fc6ad" />
        </radialGradient>
        <linearGradient id="s12-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".9" />
          <stop offset="1" stopColor="#fff" stopOpacity=".1" />
        </linearGradient>
      </defs>
      <ellipse
        cx="220"
        cy="226"
        rx="196"
        ry="62"
        fill="none"
        stroke="url(#s12-ring)"
        strokeWidth="2"
        transform="rotate(-18 220 226)"
      />
      <circle cx="210" cy="210" r="130" fill="url(#s12-orb-a)" />
      <circle cx="340" cy="110" r="52" fill="url(#s12-orb-b)" />
      <circle cx="96" cy="340" r="40" fill="url(#s12-orb-c)" />
      <ellipse cx="170" cy="150" rx="46" ry="22" fill="#fff" opacity=".45" transform="rotate(-30 170 150)" />
    </svg>
  );
}

const iconPaths: Record<Service['icon'], string> = {
  brand: 'M12 3l2.6 5.6L20 9.3l-4 4 1 5.7-5-2.8-5 2.8 1-5.7-4-4 5.4-.7z',
  web: 'M3 5h18v14H3zM3 9h18M6 7h.01M9 7h.01',
  app: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  motion: 'M4 12c2-6 5-6 8 0s6 6 8 0M4 18c2-3 5-3 8 0s6 3 8 0M4 6c2-3 5-3 8 0s6 3 8 0',
};

export function ServiceIcon({ icon }: { icon: Service['icon'] }) {
  return <LineIcon box={24} size={26} strokeWidth={1.6} d={iconPaths[icon]} />;
}

const hues: Record<Project['hue'], [string, string, string]> = {
  lilac: ['#efeaff', '#b9a8ff', '#6b55e6'],
  peach: ['#fff1ea', '#ffc2ab', '#e0765c'],
  mint: ['#eafaf5', '#a6e8d6', '#2f9d82'],
};

export function ProjectArt({ hue }: { hue: Project['hue'] }) {
  const [light, mid, deep] = hues[hue];
  const id = `s12-p-${hue}`;
  return (
    <svg viewBox="0 0 360 240" width="360" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={mid} />
        </linearGradient>
      </defs>
      <rect width="360" height="240" fill={`url(#${id})`} />
      <circle cx="300" cy="40" r="70" fill="#fff" opacity=".35" />
      <rect x="40" y="36" width="200" height="180" rx="14" fill="#fff" opacity=".85" />
      <rect x="56" y="54" width="90" height="10" rx="5" fill={deep} />
      <rect x="56" y="74" width="150" height="6" rx="3" fill={mid} />
      <rect x="56" y="88" width="120" height="6" rx="3" fill={mid} />
      <rect x="56" y="112" width="168" height="70" rx="10" fill={light} />
      <Stroke d="M66 170c20-30 40-8 60-26s40-14 56-30 28-4 32-8" color={deep} width="3" cap="round" />
      <rect x="56" y="190" width="64" height="14" rx="7" fill={deep} />
      <rect x="226" y="92" width="96" height="140" rx="16" fill="#fff" opacity=".92" />
      <circle cx="274" cy="136" r="22" fill={mid} />
      <rect x="244" y="172" width="60" height="8" rx="4" fill={deep} opacity=".8" />
      <rect x="250" y="188" width="48" height="6" rx="3" fill={mid} />
    </svg>
  );
}
