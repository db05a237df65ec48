/** Local SVG illustrations for the spa page: drawn here so the page needs no image requests. */

import { Gradient, Stroke } from '../primitives/svg';
export function HeroArt() {
  return (
    <svg viewBox="0 0 420 500" width="420" height="500" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id="s10-arch" from="#dfe6d8" to="#b9c7b1" />
        <Gradient id="s10-water" from="#8fa594" to="#5f7664" />
      </defs>
      <path d="M40 500V210a170 170 0 0 1 340 0v290z" fill="url(#s10-arch)" />
      <circle cx="270" cy="170" r="52" fill="#f3e3cf" />
      <path d="M40 380c60-18 110 14 170 0s110-22 170-4v124H40z" fill="url(#s10-water)" />
      <Stroke
        d="M70 420c30-8 56 6 86 0M230 440c30-8 56 6 86 0M120 470c30-8 56 6 86 0"
        color="#e8eee3"
        width="3"
        cap="round"
        opacity=".7"
      />
      <ellipse cx="200" cy="372" rx="78" ry="20" fill="#4a5a4d" />
      <ellipse cx="204" cy="336" rx="58" ry="20" fill="#7b8a76" />
      <ellipse cx="198" cy="304" rx="40" ry="16" fill="#a7a493" />
      <ellipse cx="202" cy="279" rx="24" ry="11" fill="#d8c9b2" />
      <g fill="none" stroke="#4f6354" strokeWidth="3" strokeLinecap="round">
        <path d="M96 330C110 250 150 190 214 150" />
      </g>
      <g fill="#6f8a72">
        <ellipse cx="112" cy="282" rx="16" ry="9" transform="rotate(-60 112 282)" />
        <ellipse cx="136" cy="232" rx="17" ry="9" transform="rotate(-45 136 232)" />
        <ellipse cx="166" cy="196" rx="16" ry="9" transform="rotate(-30 166 196)" />
        <ellipse cx="198" cy="166" rx="15" ry="8" transform="rotate(-20 198 166)" />
      </g>
      <g fill="#93ab91">
        <ellipse cx="128" cy="296" rx="15" ry="8" transform="rotate(20 128 296)" />
        <ellipse cx="152" cy="248" rx="15" ry="8" transform="rotate(30 152 248)" />
        <ellipse cx="184" cy="210" rx="14" ry="8" transform="rotate(40 184 210)" />
      </g>
    </svg>
  );
}

export function LeafMark() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 26C6 12 14 5 27 5c0 13-7 21-21 21z" fill="#5f7664" />
      <path d="M8 24 22 10" stroke="#f7f3ec" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

const tones = {
  sage: { bg: '#c9d4c1', skin: '#e6c7a8', hair: '#4a3a2e', top: '#5f7664' },
  clay: { bg: '#e7c9b8', skin: '#c99674', hair: '#2d2520', top: '#9a5a46' },
  sand: { bg: '#ece0c8', skin: '#f0d2b6', hair: '#8a5a36', top: '#b08d57' },
} as const;

export function Portrait({ tone }: { tone: keyof typeof tones }) {
  const c = tones[tone];
  return (
    <svg viewBox="0 0 200 220" width="200" height="220" aria-hidden="true" focusable="false">
      <rect width="200" height="220" rx="100" fill={c.bg} />
      <path d="M40 220c4-46 30-70 60-70s56 24 60 70z" fill={c.top} />
      <rect x="88" y="118" width="24" height="30" rx="10" fill={c.skin} />
      <ellipse cx="100" cy="96" rx="34" ry="40" fill={c.skin} />
      <path d="M64 98c-4-40 20-60 40-60 26 0 42 22 36 58-6-20-20-32-40-34-14 8-28 20-36 36z" fill={c.hair} />
    </svg>
  );
}

export function MapArt() {
  return (
    <svg viewBox="0 0 400 260" width="400" height="260" aria-hidden="true" focusable="false">
      <rect width="400" height="260" rx="24" fill="#e9e3d6" />
      <path d="M0 150c70-30 130 20 200-6s130-40 200-10v46c-70-24-130 0-200 22S70 224 0 196z" fill="#b9c7b1" />
      <g stroke="#fbf8f2" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M40 30 150 250M0 80h400M250 0l-40 260M320 20l60 220" />
      </g>
      <g stroke="#fbf8f2" strokeWidth="4" fill="none">
        <path d="M80 0v260M0 230h400M360 0 280 260" />
      </g>
      <path d="M196 150c0-18 13-30 29-30s29 12 29 30c0 22-29 46-29 46s-29-24-29-46z" fill="#2f3d33" />
      <circle cx="225" cy="150" r="10" fill="#f7f3ec" />
    </svg>
  );
}
