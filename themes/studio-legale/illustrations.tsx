/**
 * The law firm design's illustrations. Their navy and brass follow the palette (--navy, --brass-light, with the
 * design's own colours as fallbacks), so a brief's colours recolour them.
 */

const NAVY = { fill: 'var(--navy, #16233b)' };
const BRASS = 'var(--brass-light, #c9a86a)';

/** Line-art scales of justice in a classical portico: brass strokes on navy. */
export function ScalesArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 440 460" width="440" height="460" role="img" aria-label={label}>
      <rect x="0" y="0" width="440" height="460" style={NAVY} />
      <g fill="none" style={{ stroke: BRASS }} strokeWidth="2">
        <path d="M40 120 220 40l180 80z" />
        <path d="M30 124h380M30 134h380" />
        {[70, 150, 290, 370].map((x) => (
          <g key={x}>
            <path d={`M${x - 14} 150h28v250h-28z`} />
            <path d={`M${x - 6} 160v230M${x + 6} 160v230`} strokeOpacity="0.5" />
          </g>
        ))}
        <path d="M20 410h400M10 424h420" />
        <path d="M220 150v210M190 360h60M200 372h40" strokeWidth="3" />
        <circle cx="220" cy="148" r="8" />
        <path d="M140 190h160" strokeWidth="3" />
        <path d="M150 190 125 262M150 190l25 72M290 190l-25 72M290 190l25 72" />
        <path d="M118 262c0 20 64 20 64 0zM258 262c0 20 64 20 64 0z" style={{ fill: BRASS }} fillOpacity="0.2" />
      </g>
      <circle cx="220" cy="88" r="14" style={{ fill: BRASS }} />
    </svg>
  );
}

/** The brand's initials in a square frame, in the text colour («Conti & Moretti» -> «C&M»). */
export function Monogram({ initials }: { initials: string }) {
  return (
    <svg viewBox="0 0 44 44" width="40" height="40" aria-hidden="true">
      <rect x="1" y="1" width="42" height="42" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text
        x="22"
        y="29"
        textAnchor="middle"
        fontFamily="Georgia, 'Liberation Serif', serif"
        fontSize="14"
        fill="currentColor"
      >
        {initials}
      </text>
    </svg>
  );
}

/** A stylised street map with the office pin: no map service, no network. */
export function MapArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 220" width="400" height="220" role="img" aria-label={label}>
      <rect width="400" height="220" fill="#ece5d6" />
      <g stroke="#fff" strokeWidth="14" strokeLinecap="round">
        <path d="M-10 150 410 90" />
        <path d="M120 -10 170 230" />
        <path d="M300 -10 260 230" />
      </g>
      <g fill="none" stroke="#fff" strokeWidth="6">
        <path d="M-10 50 200 30 410 20M0 200 180 190M220 170l190-20" />
      </g>
      <rect x="300" y="150" width="70" height="50" fill="#d8ccb3" />
      <path d="M206 118c0-16 12-28 26-28s26 12 26 28c0 20-26 44-26 44s-26-24-26-44z" style={NAVY} />
      <circle cx="232" cy="118" r="9" style={{ fill: BRASS }} />
    </svg>
  );
}
