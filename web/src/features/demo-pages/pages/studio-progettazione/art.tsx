import type { Work } from './content';

/** Flat geometric covers for the works: black, paper and one signal yellow, as the style demands. */
const INK = '#000';
const PAPER = '#f1efe7';
const SIGNAL = '#ffe600';

function Tower() {
  return (
    <>
      <rect width="400" height="300" fill={SIGNAL} />
      <rect x="150" y="40" width="100" height="260" fill={INK} />
      {[0, 1, 2, 3, 4, 5, 6].map((row) => (
        <g key={row} fill={SIGNAL}>
          <rect x="164" y={56 + row * 34} width="28" height="16" />
          <rect x="208" y={56 + row * 34} width="28" height="16" />
        </g>
      ))}
      <rect x="60" y="150" width="90" height="150" fill={PAPER} stroke={INK} strokeWidth="6" />
      <rect x="250" y="110" width="90" height="190" fill="none" stroke={INK} strokeWidth="6" />
      <path d="M0 294h400" stroke={INK} strokeWidth="12" />
    </>
  );
}

function Poster() {
  return (
    <>
      <rect width="400" height="300" fill={INK} />
      <circle cx="150" cy="150" r="96" fill={SIGNAL} />
      <rect x="180" y="40" width="180" height="220" fill={PAPER} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x="200" y={62 + i * 32} width={i % 2 ? 100 : 140} height="14" fill={INK} />
      ))}
    </>
  );
}

function Letter() {
  return (
    <>
      <rect width="400" height="300" fill={PAPER} />
      <path d="M0 60h400M0 240h400M60 0v300M340 0v300" stroke={INK} strokeWidth="2" strokeDasharray="6 6" />
      <path d="M120 250 190 50h40l70 200h-48l-14-44h-58l-14 44zm74-84h36l-18-60z" fill={INK} />
      <rect x="290" y="200" width="50" height="50" fill={SIGNAL} stroke={INK} strokeWidth="4" />
    </>
  );
}

function Chair() {
  return (
    <>
      <rect width="400" height="300" fill={PAPER} />
      <rect x="0" y="230" width="400" height="70" fill={INK} />
      <g fill="none" stroke={INK} strokeWidth="14" strokeLinecap="square">
        <path d="M150 60v170M150 150h110v80M150 150h0" />
      </g>
      <rect x="143" y="140" width="124" height="22" fill={SIGNAL} stroke={INK} strokeWidth="6" />
      <circle cx="320" cy="70" r="34" fill={SIGNAL} stroke={INK} strokeWidth="6" />
    </>
  );
}

const covers = { tower: Tower, poster: Poster, letter: Letter, chair: Chair } as const;

export function WorkCover({ art }: { art: Work['art'] }) {
  const Cover = covers[art];
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <Cover />
    </svg>
  );
}
