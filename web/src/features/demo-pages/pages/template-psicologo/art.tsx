import type { ReactNode } from 'react';
import type { IconCard } from './content';

/** Stylised portrait: soft organic shapes, no photo, no external file. */
export function Portrait({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 420 480" width="420" height="480" role="img" aria-label={label}>
      <defs>
        <linearGradient id="psi-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e6ede4" />
          <stop offset="1" stopColor="#cddccb" />
        </linearGradient>
        <clipPath id="psi-arch">
          <path d="M40 480V210C40 116 116 40 210 40s170 76 170 170v270z" />
        </clipPath>
      </defs>
      <path d="M40 480V210C40 116 116 40 210 40s170 76 170 170v270z" fill="url(#psi-sky)" />
      <g clipPath="url(#psi-arch)">
        <circle cx="318" cy="128" r="46" fill="#f3d9b8" />
        <path d="M20 400c60-40 110-30 160-10s120 30 220-20v120H20z" fill="#b9ccb6" />
        <path d="M136 212c-8-70 40-116 92-110 58 6 86 56 76 118-6 38 8 70 30 96-40 18-92 16-128 0-40-18-66-54-70-104z" fill="#5b4035" />
        <path d="M178 300h56v44c0 16-12 26-28 26s-28-10-28-26z" fill="#d9a88a" />
        <ellipse cx="206" cy="232" rx="52" ry="62" fill="#e7b99b" />
        <path d="M150 214c10-48 44-70 80-66 34 4 54 30 56 62-26-6-52-22-70-44-14 24-38 40-66 48z" fill="#5b4035" />
        <path d="M186 262c12 9 28 9 40 0" stroke="#9d6453" strokeWidth="4" fill="none" strokeLinecap="round" />
        <circle cx="186" cy="232" r="4.5" fill="#3b2a24" />
        <circle cx="228" cy="232" r="4.5" fill="#3b2a24" />
        <path d="M100 480c0-70 46-120 106-120s106 50 106 120z" fill="#c66b4e" />
        <path d="M170 366l36 46 36-46" fill="none" stroke="#f4ece1" strokeWidth="6" strokeLinejoin="round" />
      </g>
      <g fill="#5f7f62">
        <path d="M40 330c-30-20-36-64-8-92 20 30 24 62 8 92z" />
        <path d="M52 372c-6-30 14-60 46-64-2 34-18 56-46 64z" opacity="0.8" />
      </g>
      <circle cx="372" cy="404" r="18" fill="#c66b4e" opacity="0.9" />
    </svg>
  );
}

const ICON_PATHS: Record<IconCard["icon"], ReactNode> = {
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
};

export function ServiceIcon({ name }: { name: IconCard['icon'] }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {ICON_PATHS[name]}
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
      <circle cx="20" cy="20" r="19" fill="#5f7f62" />
      <path d="M12 27c0-9 5-15 16-16-1 10-7 15-16 16zm0 0 8-8" fill="none" stroke="#fbf7f0" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
