/** Line-art illustrations of the osteria, drawn in SVG: wisteria, a plate of pasta, the pergola, a small map. */

/** A hanging wisteria cluster: rows of petals narrowing downwards, from a point (x, y). */
import { Stroke } from '../primitives/svg';
function Wisteria({ x, y, scale = 1, tone = '#c9a7e8' }: { x: number; y: number; scale?: number; tone?: string }) {
  const petals: { cx: number; cy: number; r: number; o: number }[] = [];
  const rows = 9;
  for (let row = 0; row < rows; row += 1) {
    const width = (rows - row) * 3.2;
    const count = Math.max(1, Math.round((rows - row) / 2.2));
    for (let i = 0; i < count; i += 1) {
      const offset = count === 1 ? 0 : (i / (count - 1) - 0.5) * width * 2;
      petals.push({ cx: offset + (row % 2 ? 2 : -2), cy: row * 7.5, r: 4.6 - row * 0.3, o: 1 - row * 0.06 });
    }
  }
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <Stroke d="M0 -14 C 2 -8, -2 -4, 0 0" color="#7d8c4f" width="1.4" />
      {petals.map((petal, index) => (
        <circle key={index} cx={petal.cx} cy={petal.cy} r={petal.r} fill={tone} fillOpacity={petal.o} />
      ))}
    </g>
  );
}

/** Hero still life: a plate of pappardelle, a glass of red wine, basil, with wisteria hanging above. */
export function HeroStillLife() {
  return (
    <svg viewBox="0 0 520 480" aria-hidden="true" focusable="false">
      {/* Vine along the top */}
      <Stroke d="M-10 22 C 80 52, 160 4, 260 30 S 440 8, 540 34" color="#8a9a5b" width="2.2" />
      {[40, 118, 196, 282, 360, 446].map((x, index) => (
        <Wisteria
          key={x}
          x={x}
          y={32 + (index % 2) * 8}
          scale={1.25 + (index % 3) * 0.22}
          tone={index % 2 ? '#d4b8f0' : '#b894de'}
        />
      ))}
      {[70, 160, 240, 330, 410, 490].map((x, index) => (
        <ellipse
          key={x}
          cx={x}
          cy={26 + (index % 2) * 10}
          rx="11"
          ry="5"
          fill="#8a9a5b"
          transform={`rotate(${index % 2 ? 25 : -20} ${x} ${26 + (index % 2) * 10})`}
        />
      ))}
      {/* Tablecloth */}
      <ellipse cx="236" cy="350" rx="220" ry="60" fill="#000" opacity="0.18" />
      {/* Plate */}
      <ellipse cx="230" cy="330" rx="170" ry="70" fill="#f7f1e6" />
      <ellipse cx="230" cy="326" rx="132" ry="52" fill="none" stroke="#d8c9ad" strokeWidth="2" />
      {/* Pappardelle: loose ribbons */}
      {[0, 1, 2, 3, 4, 5].map((ribbon) => (
        <path
          key={ribbon}
          d={`M${150 + ribbon * 12} ${322 - ribbon * 3} C ${190 + ribbon * 6} ${276 - ribbon * 4}, ${270 - ribbon * 4} ${292 + ribbon * 3}, ${310 - ribbon * 10} ${320 - ribbon * 2}`}
          stroke={ribbon % 2 ? '#e9c46a' : '#f0d48a'}
          strokeWidth="11"
          strokeLinecap="round"
          fill="none"
        />
      ))}
      {/* Ragù */}
      {[
        [188, 300],
        [222, 292],
        [256, 305],
        [210, 318],
        [272, 318],
        [240, 286],
      ].map(([cx, cy], index) => (
        <circle key={index} cx={cx} cy={cy} r={index % 2 ? 7 : 9} fill="#9b3b26" />
      ))}
      {/* Basil leaves */}
      <path d="M236 272 C 250 252, 276 256, 282 266 C 266 278, 248 280, 236 272 Z" fill="#4f7a3a" />
      <path d="M236 272 C 226 252, 206 250, 196 260 C 208 274, 224 278, 236 272 Z" fill="#648f45" />
      {/* Fork */}
      <Stroke
        d="M430 250 L430 420 M420 250 L420 285 Q 430 300 440 285 L440 250 M425 250 L425 282 M435 250 L435 282"
        color="#e8dcc4"
        width="3"
        cap="round"
      />
      {/* Wine glass */}
      <Stroke d="M70 150 L130 150 C 134 200, 118 232, 100 236 C 82 232, 66 200, 70 150 Z" color="#f3e9d8" width="2.5" />
      <path d="M72 178 L128 178 C 126 210, 114 228, 100 231 C 86 228, 74 210, 72 178 Z" fill="#8e1f33" />
      <Stroke d="M100 236 L100 296 M76 300 Q 100 290 124 300" color="#f3e9d8" width="2.5" cap="round" />
      {/* Olive branch */}
      <Stroke d="M380 140 C 420 150, 460 180, 480 220" color="#8a9a5b" width="2" />
      {[
        [400, 146, -30],
        [425, 160, 20],
        [445, 176, -25],
        [462, 196, 25],
      ].map(([cx, cy, r]) => (
        <ellipse key={`${cx}`} cx={cx} cy={cy} rx="12" ry="4.5" fill="#a3b072" transform={`rotate(${r} ${cx} ${cy})`} />
      ))}
      <ellipse cx="438" cy="188" rx="6" ry="8" fill="#3b4a2a" />
    </svg>
  );
}

/** The osteria's facade under the wisteria pergola, with a laid table in front. */
export function PergolaScene({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 400" role="img" aria-label={label}>
      <rect width="480" height="400" rx="8" fill="#efe3cc" />
      {/* Facade */}
      <rect x="40" y="60" width="400" height="300" fill="#e3b98f" />
      <rect x="40" y="60" width="400" height="14" fill="#c98f63" />
      {[80, 330].map((x) => (
        <g key={x}>
          <rect x={x} y="110" width="70" height="92" rx="35" ry="35" fill="#5a3a2a" />
          <rect x={x} y="145" width="70" height="57" fill="#5a3a2a" />
          <line x1={x + 35} y1="110" x2={x + 35} y2="202" stroke="#e3b98f" strokeWidth="3" />
          <rect x={x - 6} y="202" width="82" height="8" fill="#c98f63" />
        </g>
      ))}
      <path d="M205 360 L205 170 Q 240 130 275 170 L275 360 Z" fill="#6b1d2a" />
      <text
        x="240"
        y="100"
        textAnchor="middle"
        fontSize="17"
        letterSpacing="3"
        fill="#6b1d2a"
        fontFamily="Georgia, serif"
      >
        OSTERIA
      </text>
      {/* Pergola beams */}
      <rect x="20" y="218" width="440" height="8" fill="#7a5a3a" />
      {[30, 130, 240, 350, 450].map((x) => (
        <rect key={x} x={x - 4} y="218" width="8" height="142" fill="#7a5a3a" />
      ))}
      {[50, 95, 150, 200, 285, 330, 380, 425].map((x, index) => (
        <Wisteria key={x} x={x} y={232} scale={0.95 + (index % 3) * 0.15} tone={index % 2 ? '#b894de' : '#9c76c9'} />
      ))}
      {/* Table and chairs */}
      <ellipse cx="240" cy="362" rx="260" ry="14" fill="#cdb894" />
      <rect x="150" y="318" width="180" height="10" rx="3" fill="#f7f1e6" />
      <path d="M150 328 L170 328 L160 345 Z M310 328 L330 328 L320 345 Z" fill="#f7f1e6" />
      <rect x="236" y="328" width="8" height="32" fill="#5a3a2a" />
      <Stroke d="M120 300 L120 360 M120 322 L146 322 M146 322 L146 360" color="#5a3a2a" width="5" />
      <Stroke d="M360 300 L360 360 M360 322 L334 322 M334 322 L334 360" color="#5a3a2a" width="5" />
      <path d="M200 318 L200 300 M280 318 L280 300" stroke="#8e1f33" strokeWidth="4" />
      <circle cx="240" cy="312" r="7" fill="#b5542f" />
    </svg>
  );
}

/** A stylised map of the Oltrarno with the Arno, two landmarks and the osteria's pin. */
export function OltrarnoMap({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 280" role="img" aria-label={label}>
      <rect width="400" height="280" fill="#efe3cc" />
      <path
        d="M-10 60 C 80 40, 160 80, 240 60 S 360 30, 410 50 L410 88 C 350 70, 300 100, 240 98 S 80 78, -10 98 Z"
        fill="#a9c0c4"
      />
      <text x="300" y="78" fontSize="12" fill="#3f5a60" fontStyle="italic" fontFamily="Georgia, serif">
        Arno
      </text>
      {[130, 180, 230, 280].map((y) => (
        <path key={y} d={`M-10 ${y} L410 ${y - 20}`} stroke="#fbf6ec" strokeWidth="7" />
      ))}
      {[60, 150, 250, 340].map((x) => (
        <path key={x} d={`M${x} 90 L${x + 30} 290`} stroke="#fbf6ec" strokeWidth="7" />
      ))}
      <rect x="190" y="150" width="56" height="40" rx="4" fill="#c9d3a5" />
      <text x="218" y="207" textAnchor="middle" fontSize="10.5" fill="#4d4334" fontFamily="Georgia, serif">
        S. Spirito
      </text>
      <path d="M300 190 Q 350 170 390 210 L390 280 L290 280 Z" fill="#b8c98f" />
      <text x="345" y="250" textAnchor="middle" fontSize="10.5" fill="#3b4a2a" fontFamily="Georgia, serif">
        Boboli
      </text>
      <g transform="translate(128 176)">
        <path d="M0 0 C -14 -18, -14 -34, 0 -38 C 14 -34, 14 -18, 0 0 Z" fill="#6b1d2a" />
        <circle cy="-26" r="5.5" fill="#f7f1e6" />
      </g>
    </svg>
  );
}

/** A small flourish used between titles and text. */
export function Flourish() {
  return (
    <svg width="120" height="16" viewBox="0 0 120 16" aria-hidden="true" focusable="false">
      <path d="M2 8 H46 M74 8 H118" stroke="currentColor" strokeWidth="1.2" />
      <path d="M60 2 C 66 8, 66 8, 60 14 C 54 8, 54 8, 60 2 Z" fill="currentColor" />
      <circle cx="50" cy="8" r="1.8" fill="currentColor" />
      <circle cx="70" cy="8" r="1.8" fill="currentColor" />
    </svg>
  );
}
