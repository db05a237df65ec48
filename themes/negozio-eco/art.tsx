/** The eco shop's drawings: the hero still life, six product pictures, stars, the guarantees' icons, the leaf mark. */
import type { ReactNode } from 'react';
import { LineIcon } from '../primitives/LineIcon';
import { Stroke } from '../primitives/svg';

/** The product pictures, given to the products in turn (a product has no uploaded photo). */
export const PRODUCT_ARTS = ['bottle', 'brush', 'soap', 'wrap', 'spray', 'bag'] as const;
export type ProductArt = (typeof PRODUCT_ARTS)[number];
/** Each picture's background, in the same order. */
export const PRODUCT_TINTS = ['#dfeadf', '#f3e6cf', '#efe3ea', '#f6e7c1', '#dde8ee', '#e8e4da'] as const;

export type GuaranteeIconName = 'truck' | 'return' | 'shield' | 'trial';

const PRODUCTS: Record<ProductArt, ReactNode> = {
  bottle: (
    <g>
      <rect x="82" y="40" width="36" height="22" rx="6" fill="#2e4a35" />
      <path d="M74 70c0-6 6-10 26-10s26 4 26 10v118c0 8-6 12-26 12s-26-4-26-12z" fill="#3f7a52" />
      <path d="M74 110h52v40H74z" fill="#f7f2e7" />
      <path d="M90 122c6-8 14-8 20 0-6 10-14 10-20 0z" fill="#3f7a52" />
      <path d="M84 80v96" stroke="#fff" strokeOpacity="0.35" strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  brush: (
    <g>
      {[0, 1, 2, 3].map((index) => (
        <g key={index} transform={`translate(${58 + index * 24} 36) rotate(${index * 3 - 4})`}>
          <rect x="0" y="40" width="14" height="130" rx="7" fill={index % 2 ? '#c89b5f' : '#b5874d'} />
          <rect x="1" y="0" width="12" height="40" rx="3" fill={['#f7f2e7', '#7fa88a', '#f7f2e7', '#e0b889'][index]} />
        </g>
      ))}
    </g>
  ),
  soap: (
    <g>
      <ellipse cx="100" cy="170" rx="70" ry="12" fill="#000" opacity="0.08" />
      <rect x="40" y="90" width="120" height="76" rx="24" fill="#e9d8c0" />
      <rect x="40" y="80" width="120" height="70" rx="24" fill="#f5ead8" />
      <Stroke d="M78 115c10-16 34-16 44 0-10 16-34 16-44 0z" color="#9a7b57" width="3" />
      <circle cx="140" cy="60" r="10" fill="#fff" stroke="#c7b49a" strokeWidth="2" />
      <circle cx="158" cy="44" r="6" fill="#fff" stroke="#c7b49a" strokeWidth="2" />
    </g>
  ),
  wrap: (
    <g>
      <path d="M44 150c10-60 30-90 56-90s46 30 56 90z" fill="#e9b949" />
      <Stroke d="M60 150c8-40 22-66 40-66s32 26 40 66" color="#c4912a" width="3" dash="6 6" />
      <circle cx="80" cy="118" r="6" fill="#d2462f" />
      <circle cx="116" cy="104" r="5" fill="#3f7a52" />
      <circle cx="124" cy="132" r="6" fill="#d2462f" />
      <rect x="36" y="150" width="128" height="20" rx="10" fill="#c4912a" />
    </g>
  ),
  spray: (
    <g>
      <path d="M92 34h30l14 14h-16v14H96V48z" fill="#2e4a35" />
      <rect x="88" y="62" width="28" height="14" fill="#3f7a52" />
      <path
        d="M78 86c0-6 6-10 24-10s24 4 24 10v98c0 6-6 10-24 10s-24-4-24-10z"
        fill="#bcd3df"
        fillOpacity="0.9"
        stroke="#7fa0b3"
        strokeWidth="2"
      />
      <rect x="84" y="120" width="36" height="40" rx="4" fill="#f7f2e7" />
      <path d="M94 140h16M94 148h10" stroke="#3f7a52" strokeWidth="3" strokeLinecap="round" />
      <path d="M78 150h48v34c0 6-6 10-24 10s-24-4-24-10z" fill="#7fa0b3" opacity="0.35" />
    </g>
  ),
  bag: (
    <g>
      <Stroke d="M76 80c0-30 48-30 48 0" color="#b5a27f" width="6" />
      <path d="M50 76h100l-8 120H58z" fill="#f2ead9" stroke="#cbbd9f" strokeWidth="2" />
      <path d="M100 116c14-18 34-10 30 8-4 14-30 30-30 30s-26-16-30-30c-4-18 16-26 30-8z" fill="#3f7a52" />
    </g>
  ),
};

export function ProductImage({ art, tint }: { art: ProductArt; tint: string }) {
  return (
    <svg viewBox="0 0 200 220" width="200" height="220" aria-hidden="true">
      <rect width="200" height="220" fill={tint} />
      <circle cx="160" cy="36" r="60" fill="#fff" opacity="0.35" />
      {PRODUCTS[art]}
    </svg>
  );
}

export function HeroArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 520 460" width="520" height="460" role="img" aria-label={label}>
      <path d="M260 20c130 0 240 80 240 210S400 440 260 440 20 370 20 230 130 20 260 20z" fill="#dfeadf" />
      <g fill="#3f7a52">
        <path d="M120 330c-40-70-20-160 60-200 20 80-10 150-60 200z" />
        <path d="M420 300c40-60 30-150-40-190-30 70-10 140 40 190z" opacity="0.8" />
      </g>
      <Stroke d="M120 330c10-60 30-120 60-200M420 300c-10-50-20-120-40-190" color="#2e4a35" width="3" />
      <g transform="translate(190 90)">
        <rect x="40" y="0" width="60" height="34" rx="10" fill="#2e4a35" />
        <path d="M24 50c0-10 10-16 46-16s46 6 46 16v220c0 12-10 20-46 20s-46-8-46-20z" fill="#3f7a52" />
        <path d="M24 130h92v70H24z" fill="#f7f2e7" />
        <text
          x="70"
          y="172"
          textAnchor="middle"
          fontFamily="Rockwell, 'Roboto Slab', 'DejaVu Serif', serif"
          fontSize="18"
          fontWeight="700"
          fill="#2e4a35"
        >
          verde
        </text>
        <path d="M40 64v190" stroke="#fff" strokeOpacity="0.3" strokeWidth="8" strokeLinecap="round" />
      </g>
      <g transform="translate(300 300)">
        <rect x="0" y="20" width="120" height="70" rx="22" fill="#e9d8c0" />
        <rect x="0" y="10" width="120" height="66" rx="22" fill="#f5ead8" />
      </g>
      <g transform="translate(90 330)">
        <rect x="0" y="0" width="110" height="60" rx="8" fill="#e9b949" />
        <path d="M10 30h90" stroke="#c4912a" strokeWidth="3" strokeDasharray="6 6" />
      </g>
      <circle cx="430" cy="90" r="26" fill="#e9b949" />
    </svg>
  );
}

export function Stars({ value }: { value: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', gap: 2 }}>
      {[1, 2, 3, 4, 5].map((index) => (
        <svg key={index} viewBox="0 0 20 20" width="16" height="16">
          <path
            d="m10 1.5 2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z"
            fill={index <= Math.round(value) ? '#c4862a' : '#d9d1c1'}
          />
        </svg>
      ))}
    </span>
  );
}

const GUARANTEE_PATHS: Record<GuaranteeIconName, ReactNode> = {
  truck: (
    <>
      <path d="M3 8h16v13H3zM19 12h5l4 5v4h-9" />
      <circle cx="8" cy="23" r="2.5" />
      <circle cx="23" cy="23" r="2.5" />
    </>
  ),
  return: (
    <>
      <path d="M8 11h13a6 6 0 0 1 0 12H10" />
      <path d="m12 6-5 5 5 5" />
    </>
  ),
  shield: (
    <>
      <path d="M16 3 5 7v8c0 7 5 12 11 14 6-2 11-7 11-14V7z" />
      <path d="m11 16 3.5 3.5L21 13" />
    </>
  ),
  trial: (
    <>
      <rect x="4" y="6" width="24" height="22" rx="3" />
      <path d="M4 12h24M10 3v6M22 3v6" />
      <text x="16" y="25" textAnchor="middle" fontSize="10" fontWeight="700" stroke="none" fill="currentColor">
        7
      </text>
    </>
  ),
};

export function GuaranteeIcon({ name }: { name: GuaranteeIconName }) {
  return (
    <LineIcon box={32} size={34} strokeWidth={2}>
      {GUARANTEE_PATHS[name]}
    </LineIcon>
  );
}

export function Leaf() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="#2e5d3a" />
      <Stroke d="M9 23c0-8 5-13 14-14 0 9-5 14-14 14zm0 0 7-7" color="#f6f1e7" width="2.2" cap="round" />
    </svg>
  );
}
