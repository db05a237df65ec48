import type { Property, Service } from './content';
import { LineIcon, Stroke } from '../../components';

/** A stone pine: thin trunk and a wide flat canopy, the silhouette of Rome. */
function Pine({ x, y, scale = 1, fill = '#2d4a3e' }: { x: number; y: number; scale?: number; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-3 0 L-2 -70 Q 0 -80 6 -86 L8 -84 Q 3 -76 3 -68 L3 0 Z" fill="#4a3a2c" />
      <path
        d="M-62 -86 C -60 -112, -20 -122, 6 -118 C 36 -126, 70 -110, 66 -90 C 56 -80, 30 -82, 8 -84 C -20 -78, -50 -76, -62 -86 Z"
        fill={fill}
      />
    </g>
  );
}

/** A block of flats with a grid of shuttered windows. */
function Building({
  x,
  width,
  height,
  fill,
  base = 470,
}: {
  x: number;
  width: number;
  height: number;
  fill: string;
  base?: number;
}) {
  const cols = Math.max(2, Math.floor(width / 34));
  const rows = Math.max(2, Math.floor((height - 40) / 48));
  const windows = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      windows.push(
        <rect
          key={`${row}-${col}`}
          x={x + 12 + col * ((width - 24) / cols) + ((width - 24) / cols - 12) / 2}
          y={base - height + 28 + row * 48}
          width="12"
          height="24"
          fill={(row + col) % 3 === 0 ? '#f3c98b' : '#6b4a33'}
          opacity={(row + col) % 3 === 0 ? 0.95 : 0.55}
        />,
      );
    }
  }
  return (
    <g>
      <rect x={x} y={base - height} width={width} height={height} fill={fill} />
      <rect x={x - 4} y={base - height - 8} width={width + 8} height="10" fill="#9c5a35" />
      {windows}
    </g>
  );
}

/** Hero: Roman rooftops at sunset, a dome, pines and terraces. */
export function RomeSkyline({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 1200 480" role="img" aria-label={label} preserveAspectRatio="xMidYMax slice">
      <defs>
        <linearGradient id="s7-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6d9b5" />
          <stop offset="0.65" stopColor="#f1b98a" />
          <stop offset="1" stopColor="#e39a6e" />
        </linearGradient>
      </defs>
      <rect width="1200" height="480" fill="url(#s7-sky)" />
      <circle cx="860" cy="170" r="70" fill="#fbe7c7" opacity="0.85" />
      {/* Far dome and skyline */}
      <g fill="#d8987a" opacity="0.85">
        <path d="M620 330 L620 250 Q 620 190 680 180 Q 740 190 740 250 L740 330 Z" />
        <rect x="672" y="150" width="16" height="34" />
        <circle cx="680" cy="146" r="8" />
        <rect x="500" y="290" width="120" height="60" />
        <rect x="760" y="280" width="160" height="70" />
        <path d="M940 350 L940 270 L970 250 L1000 270 L1000 350 Z" />
      </g>
      <Pine x={560} y={350} scale={0.9} fill="#7c8f72" />
      <Pine x={1040} y={350} scale={1.1} fill="#7c8f72" />
      {/* Near buildings */}
      <Building x={0} width={170} height={250} fill="#d98f55" />
      <Building x={170} width={140} height={190} fill="#e7b06c" />
      <Building x={310} width={190} height={230} fill="#c9744a" />
      <Building x={760} width={150} height={200} fill="#e2a565" />
      <Building x={910} width={160} height={260} fill="#cf7f4e" />
      <Building x={1070} width={140} height={180} fill="#e7b06c" />
      {/* Terrace with plants on the left block */}
      <rect x="170" y="272" width="140" height="8" fill="#7a4a2e" />
      {[184, 214, 244, 274].map((x) => (
        <g key={x}>
          <rect x={x} y="258" width="14" height="14" fill="#9c5a35" />
          <circle cx={x + 7} cy="250" r="12" fill="#5e7a4d" />
        </g>
      ))}
      <Pine x={640} y={470} scale={1.6} />
      <Pine x={520} y={470} scale={1.15} fill="#3b5a4b" />
      <rect x="0" y="466" width="1200" height="14" fill="#2d4a3e" />
    </svg>
  );
}

const SKY = '#dfe9ee';

/** Stylised "photo" of each property, so the cards feel like listings without shipping photos. */
export function PropertyScene({ scene }: { scene: Property['scene'] }) {
  return (
    <svg viewBox="0 0 320 210" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      {scene === 'terrace' && (
        <g>
          <rect width="320" height="210" fill={SKY} />
          <rect x="30" y="40" width="260" height="170" fill="#e7b06c" />
          {[60, 130, 200].map((x) => (
            <rect key={x} x={x} y="64" width="40" height="56" fill="#6b4a33" opacity="0.6" />
          ))}
          <rect x="20" y="136" width="280" height="10" fill="#7a4a2e" />
          {[40, 80, 120, 160, 200, 240, 280].map((x) => (
            <rect key={x} x={x - 1} y="146" width="3" height="30" fill="#7a4a2e" />
          ))}
          {[50, 110, 250].map((x) => (
            <g key={x}>
              <rect x={x} y="118" width="22" height="18" fill="#b0643d" />
              <circle cx={x + 11} cy="108" r="18" fill="#5e7a4d" />
            </g>
          ))}
          <rect x="150" y="100" width="60" height="36" fill="#f3efe6" />
          <rect x="150" y="92" width="60" height="10" fill="#c26a3d" />
        </g>
      )}
      {scene === 'loft' && (
        <g>
          <rect width="320" height="210" fill="#e9e3d9" />
          <rect x="40" y="20" width="150" height="130" fill="#bcd3dc" />
          {[0, 1, 2].map((c) =>
            [0, 1, 2].map((r) => (
              <rect
                key={`${c}${r}`}
                x={40 + c * 50}
                y={20 + r * 43}
                width="50"
                height="43"
                fill="none"
                stroke="#2f2f2f"
                strokeWidth="4"
              />
            )),
          )}
          <rect x="0" y="168" width="320" height="42" fill="#9b7450" />
          <rect x="170" y="128" width="120" height="40" rx="8" fill="#3f5a4e" />
          <rect x="170" y="112" width="120" height="22" rx="8" fill="#4d6b5d" />
          <path d="M250 20 L250 70" stroke="#2f2f2f" strokeWidth="2" />
          <path d="M236 86 L264 86 L256 70 L244 70 Z" fill="#c26a3d" />
          <rect x="210" y="180" width="50" height="6" fill="#2f2f2f" />
        </g>
      )}
      {scene === 'villa' && (
        <g>
          <rect width="320" height="210" fill={SKY} />
          <rect x="0" y="150" width="320" height="60" fill="#8fa772" />
          <rect x="70" y="80" width="180" height="80" fill="#efd9b8" />
          <path d="M60 84 L160 40 L260 84 Z" fill="#b0643d" />
          {[92, 142, 192].map((x) => (
            <rect key={x} x={x} y="100" width="26" height="36" rx="13" fill="#5b6f77" />
          ))}
          <rect x="148" y="120" width="24" height="40" fill="#6b4a33" />
          {[30, 280].map((x) => (
            <path
              key={x}
              d={`M${x} 160 C ${x - 14} 120, ${x - 6} 60, ${x} 40 C ${x + 6} 60, ${x + 14} 120, ${x} 160 Z`}
              fill="#3b5a4b"
            />
          ))}
          <path d="M120 210 L150 160 L170 160 L200 210 Z" fill="#d8c7a4" />
        </g>
      )}
      {scene === 'classic' && (
        <g>
          <rect width="320" height="210" fill="#efe6d6" />
          <path
            d="M110 150 L110 50 Q 110 14 150 14 Q 190 14 190 50 L190 150 Z"
            fill="#cfe0e6"
            stroke="#fff"
            strokeWidth="6"
          />
          <path d="M150 14 L150 150 M110 90 L190 90" stroke="#fff" strokeWidth="4" />
          <rect x="0" y="160" width="320" height="50" fill="#a7774a" />
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
            <path
              key={i}
              d={`M${i * 40} 160 L${i * 40 + 20} 210 M${i * 40 + 40} 160 L${i * 40 + 20} 210`}
              stroke="#8c6038"
              strokeWidth="2"
            />
          ))}
          <path d="M230 20 L230 40 M214 40 L246 40 L240 56 L220 56 Z" stroke="#9a7440" strokeWidth="2" fill="#e7c27a" />
          <rect x="20" y="120" width="60" height="40" fill="#7a4a5a" />
          <rect x="24" y="104" width="52" height="20" rx="6" fill="#8c5a6a" />
          <rect x="220" y="110" width="70" height="50" fill="#6b4a33" />
          <rect x="226" y="118" width="58" height="4" fill="#9a7440" />
        </g>
      )}
      {scene === 'studio' && (
        <g>
          <rect width="320" height="210" fill="#f3e4d4" />
          <rect x="200" y="30" width="80" height="90" fill="#cfe0e6" stroke="#b0643d" strokeWidth="6" />
          <path d="M240 30 L240 120" stroke="#b0643d" strokeWidth="4" />
          <rect x="0" y="170" width="320" height="40" fill="#c9a57e" />
          <rect x="30" y="120" width="130" height="50" rx="6" fill="#f8f4ee" />
          <rect x="30" y="100" width="30" height="70" rx="6" fill="#c26a3d" />
          <rect x="70" y="112" width="40" height="16" rx="6" fill="#e2c7a5" />
          <rect x="250" y="140" width="24" height="30" fill="#b0643d" />
          <path d="M262 140 C 240 110, 250 96, 262 90 C 274 96, 284 110, 262 140 Z" fill="#5e7a4d" />
        </g>
      )}
      {scene === 'penthouse' && (
        <g>
          <rect width="320" height="210" fill="#f6d9b5" />
          <circle cx="250" cy="60" r="26" fill="#fbe7c7" />
          <path d="M120 130 L120 96 Q 120 70 146 66 Q 172 70 172 96 L172 130 Z" fill="#d8987a" />
          <rect x="142" y="52" width="8" height="16" fill="#d8987a" />
          <rect x="0" y="110" width="110" height="30" fill="#e2a565" />
          <rect x="180" y="104" width="140" height="36" fill="#cf7f4e" />
          <rect x="0" y="140" width="320" height="70" fill="#b99c7a" />
          <rect x="0" y="136" width="320" height="6" fill="#f3efe6" />
          {[10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310].map((x) => (
            <rect key={x} x={x} y="118" width="3" height="20" fill="#f3efe6" />
          ))}
          <path d="M60 190 L130 170 L140 176 L70 196 Z" fill="#f3efe6" />
          <path d="M120 172 L132 150" stroke="#f3efe6" strokeWidth="5" />
          <circle cx="250" cy="170" r="16" fill="#5e7a4d" />
          <rect x="242" y="180" width="16" height="16" fill="#9c5a35" />
        </g>
      )}
    </svg>
  );
}

const SERVICE_ICONS: Record<Service['icon'], string> = {
  valuation: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1zM15 4v3',
  mortgage: 'M3 9l9-5 9 5M5 9v9M10 9v9M14 9v9M19 9v9M3 20h18',
  staging: 'M4 19V9a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v10M2 13h20v5H2zM6 18v2M18 18v2',
  notary: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6M3 21l3-3',
};

export function ServiceIcon({ name }: { name: Service['icon'] }) {
  return <LineIcon box={24} size={28} strokeWidth={1.5} d={SERVICE_ICONS[name]} />;
}

/** The agency's logo: an arch. */
export function ArchLogo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <Stroke d="M4 26 V13 A10 10 0 0 1 24 13 V26" color="currentColor" width="2.4" />
      <Stroke d="M10 26 V15 A4 4 0 0 1 18 15 V26" color="#b08d57" width="2.4" />
    </svg>
  );
}
