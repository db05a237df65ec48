import type { Experience, Scene } from './content';
import { Gradient, LineIcon, Stroke } from '../../components';

/** Hero: a Ligurian coast at sunset, with a lighthouse on the cliffs and a sailing boat (text sits on the calm left side). */
export function CoastAtSunset({ label }: { label: string }) {
  const horizon = 560;
  return (
    <svg viewBox="0 0 1440 800" role="img" aria-label={label} preserveAspectRatio="xMidYMax slice">
      <defs>
        <linearGradient id="s9-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b2e3a" />
          <stop offset="0.4" stopColor="#6e3b56" />
          <stop offset="0.62" stopColor="#c65a5a" />
          <stop offset="0.7" stopColor="#f08a5d" />
          <stop offset="0.72" stopColor="#f7c873" />
        </linearGradient>
        <Gradient id="s9-sea" from="#1f6f7f" to="#0b2e3a" />
        <clipPath id="s9-sun-clip">
          <rect x="0" y="0" width="1440" height={horizon} />
        </clipPath>
      </defs>
      <rect width="1440" height="800" fill="url(#s9-sky)" />
      <g clipPath="url(#s9-sun-clip)">
        <circle cx="900" cy={horizon} r="130" fill="#ffd98a" />
        {[0, 1, 2, 3].map((index) => (
          <rect key={index} x="740" y={horizon - 56 + index * 15} width="320" height={3 + index * 1.5} fill="#f08a5d" />
        ))}
      </g>
      {/* Distant islands */}
      <path
        d={`M0 ${horizon} L0 ${horizon - 14} C 80 ${horizon - 30}, 160 ${horizon - 26}, 240 ${horizon - 10} C 300 ${horizon - 18}, 340 ${horizon - 12}, 380 ${horizon} Z`}
        fill="#6b3a52"
        opacity="0.75"
      />
      <rect x="0" y={horizon} width="1440" height={800 - horizon} fill="url(#s9-sea)" />
      {/* Sun reflection */}
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <rect
          key={index}
          x={860 - index * 16}
          y={horizon + 16 + index * 30}
          width={80 + index * 32}
          height="4"
          rx="2"
          fill="#ffd98a"
          opacity={0.8 - index * 0.11}
        />
      ))}
      {/* Cliffs and lighthouse on the right */}
      <path
        d={`M1440 300 C 1380 310, 1330 330, 1290 360 C 1250 390, 1230 440, 1190 480 C 1160 510, 1130 540, 1100 ${horizon + 10} L1100 800 L1440 800 Z`}
        fill="#3a2533"
      />
      <path
        d={`M1440 420 C 1360 440, 1300 480, 1260 530 C 1230 570, 1200 600, 1160 630 L1160 800 L1440 800 Z`}
        fill="#27182a"
      />
      <g transform="translate(1330 328)">
        <path d="M-16 -100 L-520 -190 L-520 -20 Z" fill="#ffd98a" opacity="0.07" />
        <rect x="-11" y="-96" width="22" height="96" fill="#f3e9dc" />
        <rect x="-11" y="-72" width="22" height="15" fill="#c8423b" />
        <rect x="-11" y="-40" width="22" height="15" fill="#c8423b" />
        <rect x="-15" y="-114" width="30" height="18" fill="#27182a" />
        <circle cy="-105" r="6" fill="#ffe9b0" />
        <path d="M-19 -114 L0 -132 L19 -114 Z" fill="#c8423b" />
      </g>
      {/* Sailing boat */}
      <g transform={`translate(760 ${horizon + 196}) scale(0.8)`}>
        <path d="M-64 0 L64 0 L46 20 L-48 20 Z" fill="#0b2e3a" />
        <path d="M-4 -4 L-4 -128 L-60 -6 Z" fill="#f3e9dc" />
        <path d="M4 -4 L4 -110 L46 -6 Z" fill="#f7c873" />
        <rect x="-2" y="-132" width="4" height="132" fill="#0b2e3a" />
      </g>
      {[
        [1080, 200],
        [1120, 222],
        [1164, 192],
      ].map(([x, y]) => (
        <path key={x} d={`M${x} ${y} q 10 -10 20 0 q 10 -10 20 0`} stroke="#2a1a2c" strokeWidth="3" fill="none" />
      ))}
    </svg>
  );
}

/** A small stylised landscape for each destination card. */
export function DestinationScene({ scene }: { scene: Scene }) {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      {scene === 'japan' && (
        <g>
          <rect width="400" height="300" fill="#fbd9d3" />
          <circle cx="290" cy="90" r="44" fill="#e8554e" />
          <path d="M40 240 L190 90 L340 240 Z" fill="#5a6d8a" />
          <path d="M150 130 L190 90 L230 130 L212 124 L200 136 L186 122 L170 134 Z" fill="#fff" />
          <rect x="0" y="230" width="400" height="70" fill="#8fa27b" />
          <g fill="#c8423b">
            <rect x="54" y="150" width="10" height="90" />
            <rect x="116" y="150" width="10" height="90" />
            <rect x="40" y="146" width="100" height="10" />
            <rect x="46" y="164" width="88" height="7" />
          </g>
          {[
            [300, 200],
            [330, 180],
            [350, 210],
            [270, 215],
            [320, 225],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="20" fill="#f6a8b8" />
          ))}
          <rect x="316" y="214" width="6" height="30" fill="#5a3a2c" />
        </g>
      )}
      {scene === 'iceland' && (
        <g>
          <rect width="400" height="300" fill="#0d1b2e" />
          {[
            [40, 30],
            [120, 60],
            [200, 24],
            [330, 40],
            [370, 90],
            [80, 110],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.8" fill="#fff" />
          ))}
          <Stroke d="M-20 120 C 60 40, 140 140, 220 70 S 360 30, 420 90" color="#5cf2b0" width="26" opacity="0.55" />
          <Stroke d="M-20 150 C 80 90, 160 170, 240 110 S 360 80, 420 130" color="#7ad8ff" width="14" opacity="0.4" />
          <path d="M0 230 L80 150 L130 190 L200 120 L270 200 L320 160 L400 220 L400 300 L0 300 Z" fill="#2f4660" />
          <path
            d="M80 150 L100 170 L90 172 L80 162 L66 164 Z M200 120 L226 146 L208 146 L200 138 L186 144 Z"
            fill="#e8f1f8"
          />
          <rect x="0" y="250" width="400" height="50" fill="#1b2b40" />
        </g>
      )}
      {scene === 'morocco' && (
        <g>
          <rect width="400" height="300" fill="#f7d7a8" />
          <circle cx="110" cy="90" r="40" fill="#fff1d6" />
          <path d="M0 190 C 80 150, 160 150, 240 180 S 360 190, 400 170 L400 300 L0 300 Z" fill="#e9a15a" />
          <path d="M0 240 C 100 200, 200 210, 280 240 S 380 250, 400 236 L400 300 L0 300 Z" fill="#d07a3c" />
          <g fill="#5a3422" transform="translate(250 176)">
            <path d="M0 0 Q 8 -18 18 -6 Q 26 -20 36 -4 L40 -8 L44 -2 L38 0 L38 16 L34 16 L34 4 L6 4 L6 16 L2 16 Z" />
          </g>
          <g fill="#5a3422" transform="translate(300 186) scale(0.8)">
            <path d="M0 0 Q 8 -18 18 -6 Q 26 -20 36 -4 L40 -8 L44 -2 L38 0 L38 16 L34 16 L34 4 L6 4 L6 16 L2 16 Z" />
          </g>
        </g>
      )}
      {scene === 'greece' && (
        <g>
          <rect width="400" height="300" fill="#cfe8f3" />
          <rect x="0" y="180" width="400" height="120" fill="#1c6e9c" />
          <rect x="40" y="140" width="90" height="90" fill="#fff" />
          <rect x="130" y="170" width="70" height="60" fill="#f4f1ea" />
          <rect x="200" y="120" width="110" height="110" fill="#fff" />
          <path d="M210 120 A 45 45 0 0 1 300 120 Z" fill="#1d4fa3" />
          <rect x="251" y="62" width="8" height="16" fill="#fff" />
          <path d="M60 140 A 25 25 0 0 1 110 140 Z" fill="#1d4fa3" />
          {[
            [60, 170],
            [150, 190],
            [230, 160],
            [270, 160],
            [240, 200],
          ].map(([x, y]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width="14" height="20" fill="#1d4fa3" />
          ))}
          <rect x="0" y="228" width="400" height="6" fill="#f4f1ea" />
          <circle cx="350" cy="120" r="20" fill="#e8554e" opacity="0.8" />
          <Stroke d="M330 150 C 340 130, 360 130, 370 150" color="#3b7a3a" width="4" />
        </g>
      )}
      {scene === 'patagonia' && (
        <g>
          <rect width="400" height="300" fill="#dbe8ee" />
          <path d="M60 70 C 90 50, 130 60, 140 76 C 170 66, 200 80, 180 92 L60 92 Z" fill="#fff" />
          <path
            d="M0 220 L70 130 L110 170 L160 60 L190 120 L220 40 L250 120 L300 90 L400 200 L400 300 L0 300 Z"
            fill="#5b6b7c"
          />
          <path d="M160 60 L174 88 L162 84 L150 90 Z M220 40 L236 76 L222 70 L206 80 Z" fill="#fff" />
          <rect x="0" y="220" width="400" height="80" fill="#4fb3bf" />
          <path d="M0 240 L400 240" stroke="#bfe6ea" strokeWidth="3" opacity="0.6" />
          <path d="M0 270 C 100 260, 200 280, 400 266 L400 300 L0 300 Z" fill="#6e7f4e" />
        </g>
      )}
      {scene === 'puglia' && (
        <g>
          <rect width="400" height="300" fill="#fde7c4" />
          <rect x="0" y="210" width="400" height="90" fill="#b8553a" />
          {[
            [70, 1],
            [150, 1.25],
            [240, 0.9],
          ].map(([x, scale]) => (
            <g key={x} transform={`translate(${x} 210) scale(${scale})`}>
              <rect x="-36" y="-54" width="72" height="54" fill="#fffaf0" />
              <path d="M-40 -54 L0 -130 L40 -54 Z" fill="#8b8f96" />
              <circle cy="-134" r="6" fill="#fffaf0" />
              <path d="M-10 0 L-10 -26 A 10 10 0 0 1 10 -26 L10 0 Z" fill="#5a3a2c" />
            </g>
          ))}
          <g transform="translate(330 220)">
            <path d="M-3 0 L-6 -40 M3 0 L8 -36" stroke="#5a3a2c" strokeWidth="6" />
            <ellipse cx="0" cy="-56" rx="40" ry="24" fill="#7c8f5c" />
            <ellipse cx="-16" cy="-64" rx="20" ry="14" fill="#95a874" />
          </g>
        </g>
      )}
    </svg>
  );
}

const EXPERIENCE_ICONS: Record<Experience['icon'], string> = {
  dinner: 'M5 3v8a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 2-3 5-3 8h3v10',
  tent: 'M2 21L12 4l10 17zM12 4v17M8 21l4-7 4 7',
  whale: 'M3 13c0 4 4 6 9 6 5 0 9-3 9-8 0-2-1-3-2-3-2 0-2 2-4 3-3 1-7-1-12 2zM21 8l1-3M19 8l-1-3M7 15h.01',
  sail: 'M12 3v14M12 3l7 12h-7M12 6L6 15h6M3 19c2 1 4 1 6 0s4-1 6 0 4 1 6 0',
  balloon: 'M12 2a7 7 0 0 0-7 7c0 4 4 7 6 9h2c2-2 6-5 6-9a7 7 0 0 0-7-7zM10 18h4v3h-4z',
  train:
    'M6 3h12a2 2 0 0 1 2 2v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2zM4 10h16M8 21l2-3M16 21l-2-3M8 14h.01M16 14h.01',
};

export function ExperienceIcon({ name }: { name: Experience['icon'] }) {
  return <LineIcon box={24} size={30} strokeWidth={1.6} d={EXPERIENCE_ICONS[name]} />;
}

/** The agency's mark: a compass rose. */
export function CompassMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M16 4 L19 16 L16 28 L13 16 Z" fill="#ff7a59" />
      <path d="M4 16 L16 13 L28 16 L16 19 Z" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
