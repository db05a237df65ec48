/** The psychologist design's drawings: a stylised portrait, the services' line icons, the logo. */
import type { ReactNode } from 'react';
import { LineIcon } from '../primitives/LineIcon';
import { Gradient, Stroke } from '../primitives/svg';

/** Stylised portrait: soft organic shapes, no photo, no external file. */
export function Portrait({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 420 480" width="420" height="480" role="img" aria-label={label}>
      <defs>
        <Gradient id="psi-sky" from="#e6ede4" to="#cddccb" />
        <clipPath id="psi-arch">
          <path d="M40 480V210C40 116 116 40 210 40s170 76 170 170v270z" />
        </clipPath>
      </defs>
      <path d="M40 480V210C40 116 116 40 210 40s170 76 170 170v270z" fill="url(#psi-sky)" />
      <g clipPath="url(#psi-arch)">
        <circle cx="318" cy="128" r="46" fill="#f3d9b8" />
        <path d="M20 400c60-40 110-30 160-10s120 30 220-20v120H20z" fill="#b9ccb6" />
        {/* Hair behind the face: a soft wavy bob falling to the shoulders. */}
        <path
          d="M148 216c-6-64 26-104 64-104s72 38 66 104c-2 32 6 60 20 86 8 16-4 32-22 28-12-2-18-10-26-8-22 6-50 6-72 0-8-2-14 6-26 8-18 4-30-12-22-28 14-26 20-54 18-86z"
          fill="#4a3229"
        />
        <path d="M190 280c2 28-2 52-10 70h62c-8-18-12-42-10-70z" fill="#d9a487" />
        <path d="M190 296c13 9 29 9 42 0v-16h-42z" fill="#c4896c" />
        <ellipse cx="211" cy="228" rx="47" ry="57" fill="#eabfa1" />
        {/* Side-swept fringe. */}
        <path d="M160 222c0-52 30-80 64-78 32 2 52 28 50 70-18-22-44-36-74-36-16 8-30 24-40 44z" fill="#4a3229" />
        <Stroke d="M182 236q9-7 18 0M222 236q9-7 18 0" color="#3b2a24" width="3.2" cap="round" />
        <path d="M211 242v12" stroke="#c98f72" strokeWidth="3" strokeLinecap="round" />
        <Stroke d="M198 266q13 9 26 0" color="#a4584a" width="3.4" cap="round" />
        <circle cx="181" cy="256" r="9" fill="#e59b86" opacity="0.45" />
        <circle cx="241" cy="256" r="9" fill="#e59b86" opacity="0.45" />
        <circle cx="163" cy="252" r="4" fill="#e9c46a" />
        {/* Cardigan over a cream shirt. */}
        <path d="M92 480c4-76 46-124 118-128 72 4 114 52 118 128z" fill="#c66b4e" />
        <path d="M180 352l30 56 30-56c-10-3-20-4-30-4s-20 1-30 4z" fill="#f4ece1" />
        <path d="M210 408v72" stroke="#a9492f" strokeWidth="3" />
        <circle cx="210" cy="432" r="4" fill="#f4ece1" />
        <circle cx="210" cy="458" r="4" fill="#f4ece1" />
      </g>
      <g fill="#5f7f62">
        <path d="M40 330c-30-20-36-64-8-92 20 30 24 62 8 92z" />
        <path d="M52 372c-6-30 14-60 46-64-2 34-18 56-46 64z" opacity="0.8" />
      </g>
      <circle cx="372" cy="404" r="18" fill="#c66b4e" opacity="0.9" />
    </svg>
  );
}

const ICON_PATHS = {
  leaf: <path d="M6 26C6 14 14 6 27 5c1 13-7 21-19 21m0 0 9-9" />,
  wave: (
    <>
      <path d="M4 12c4-4 8-4 12 0s8 4 12 0" />
      <path d="M4 20c4-4 8-4 12 0s8 4 12 0" />
    </>
  ),
  hands: (
    <>
      <circle cx="11" cy="10" r="4" />
      <circle cx="21" cy="10" r="4" />
      <path d="M4 27c0-6 3-9 7-9s6 2 5 5m0 0c-1-3 1-5 5-5s7 3 7 9" />
    </>
  ),
  sprout: (
    <>
      <path d="M16 28V15" />
      <path d="M16 16c0-6-4-9-10-9 0 6 4 9 10 9zm0-2c0-5 4-8 10-8 0 5-4 8-10 8z" />
    </>
  ),
  screen: (
    <>
      <rect x="4" y="6" width="24" height="16" rx="3" />
      <path d="M12 27h8M16 22v5" />
      <circle cx="16" cy="13" r="3" />
    </>
  ),
  compass: (
    <>
      <circle cx="16" cy="16" r="12" />
      <path d="m20 12-2.5 6.5L11 21l2.5-6.5z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const ICONS = Object.values(ICON_PATHS);

/** The icon of the service card at `index`: the six drawings in turn (leaf, wave, hands, sprout, screen, compass). */
export function ServiceIcon({ index }: { index: number }) {
  return (
    <LineIcon box={32} size={32} strokeWidth={2}>
      {ICONS[index % ICONS.length]}
    </LineIcon>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
      {/* The palette's primary and the text on it on a published page; the design's own greens here. */}
      <circle cx="20" cy="20" r="19" fill="#5f7f62" style={{ fill: 'var(--logo, #5f7f62)' }} />
      <path
        d="M12 27c0-9 5-15 16-16-1 10-7 15-16 16zm0 0 8-8"
        fill="none"
        stroke="#fbf7f0"
        strokeWidth="2.4"
        strokeLinecap="round"
        style={{ stroke: 'var(--logo-fg, #fbf7f0)' }}
      />
    </svg>
  );
}
