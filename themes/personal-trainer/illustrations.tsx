/**
 * The personal trainer design's drawings: the hero's kettlebell, the logo, the check mark. The lime shapes
 * take the palette's primary on a published page (`--lime`), the design's own lime on the demo page.
 */
import { Gradient, Stroke } from '../primitives/svg';

const lime = { fill: 'var(--lime, #d4ff3a)' };

/** Hero art: a kettlebell on a diagonal stage with speed lines, drawn in the page's two colours. */
export function HeroArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 480 520" width="480" height="520" role="img" aria-label={label}>
      <defs>
        <Gradient id="pt-bell" x2="1" y2="1" from="#3a3f4b" to="#14161b" />
        <pattern id="pt-grid" width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0v24" fill="none" stroke="#ffffff" strokeOpacity="0.07" />
        </pattern>
      </defs>
      <path d="M60 40h400v440L20 520z" fill="url(#pt-grid)" />
      <path d="M120 80 460 20v300L160 420z" fill="#d4ff3a" style={lime} />
      <g stroke="#d4ff3a" strokeWidth="10" strokeLinecap="round" style={{ stroke: 'var(--lime, #d4ff3a)' }}>
        <path d="M30 210h90" />
        <path d="M10 250h120" opacity="0.6" />
        <path d="M40 290h70" opacity="0.35" />
      </g>
      <g transform="translate(250 270) rotate(-8)">
        <Stroke d="M-70-80c0-60 140-60 140 0" color="#14161b" width="30" cap="round" />
        <Stroke d="M-70-80c0-60 140-60 140 0" color="#4a505e" width="14" cap="round" />
        <circle r="120" cy="40" fill="url(#pt-bell)" />
        <path d="M-30 20h60v36h-60z" fill="#d4ff3a" style={lime} />
        <text
          y="48"
          textAnchor="middle"
          fontFamily="Arial Narrow, Liberation Sans Narrow, sans-serif"
          fontWeight="700"
          fontSize="28"
          fill="#14161b"
        >
          24
        </text>
        <path
          d="M-95 -10a120 120 0 0 1 60-55"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.25"
          strokeWidth="8"
          strokeLinecap="round"
        />
      </g>
      <path d="M60 470 470 400v34L60 504z" fill="#ffffff" opacity="0.9" />
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
      <path d="M6 34 18 6h16L22 34z" fill="#d4ff3a" style={lime} />
      <path d="M14 34 22 16h6l-8 18z" fill="#0f1115" style={{ fill: 'var(--bg, #0f1115)' }} />
    </svg>
  );
}

export function Check() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <Stroke d="m4 10.5 4 4 8-9" color="currentColor" width="2.6" cap="round" join="round" />
    </svg>
  );
}
