/**
 * Colour arithmetic for palettes: WCAG 2.x relative luminance and contrast ratio, mixing, and moving a
 * colour's lightness (in HSL, hue and saturation kept) until a text reaches its contrast.
 */

export type Hex = `#${string}`;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): Hex {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** The colour in the palette's canonical spelling (six lower-case digits), or null. */
export function normaliseHex(hex: string): Hex | null {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : null;
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Colore non valido: ${hex}`);
  return rgb;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = rgbOf(hex);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` of `b` mixed into `a` (0: a, 1: b), channel by channel in sRGB, as CSS color-mix does. */
export function mix(a: string, b: string, amount: number): Hex {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return toHex({ r: x.r + (y.r - x.r) * amount, g: x.g + (y.g - x.g) * amount, b: x.b + (y.b - x.b) * amount });
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255 };
}

/** The colour with its HSL lightness moved by `delta` (-1..1), clamped. */
export function shiftLightness(hex: string, delta: number): Hex {
  const hsl = toHsl(rgbOf(hex));
  return toHex(fromHsl({ ...hsl, l: Math.min(1, Math.max(0, hsl.l + delta)) }));
}

/**
 * `foreground` made lighter or darker (away from `background`), by the smallest step that reaches `ratio`;
 * black or white when no shade of its hue does.
 */
export function withContrast(foreground: string, background: string, ratio: number): Hex {
  const fg = normaliseHex(foreground) ?? '#000000';
  if (contrastRatio(fg, background) >= ratio) return fg;
  const darker = luminance(background) > 0.18;
  for (let step = 1; step <= 50; step += 1) {
    const candidate = shiftLightness(fg, (darker ? -0.02 : 0.02) * step);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  const extreme: Hex = darker ? '#000000' : '#ffffff';
  return contrastRatio(extreme, background) >= ratio ? extreme : bestTextOn(background);
}

/** White or black, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function bestTextOn(background: string): Hex {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
