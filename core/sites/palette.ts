/**
 * A site's palette: four colours (SitePalette: primary, accent, surface, ink) and the tones every theme
 * derives from them. Themes draw text only in the pairs of TEXT_PAIRS (a theme declares the ones it uses);
 * `adjustPalette` moves the colours until every pair reaches WCAG AA (4.5:1), whatever the brief asked for.
 */
import type { SitePalette } from '../api';
import {
  bestTextOn,
  contrastRatio,
  luminance,
  mix,
  normaliseHex,
  shiftLightness,
  withContrast,
  type Hex,
} from './colour';

export interface PaletteTones {
  primary: Hex;
  /** A deeper primary (further from the text on it): hover states, gradients, bands. */
  primaryStrong: Hex;
  accent: Hex;
  surface: Hex;
  /** A second background, a touch of primary in the surface (cards, alternate bands). */
  surfaceAlt: Hex;
  ink: Hex;
  /** Secondary text (captions, notes) on the surfaces. */
  muted: Hex;
  /** Text on primary and on primaryStrong. */
  onPrimary: Hex;
  /** Text on accent. */
  onAccent: Hex;
}

export type Tone = keyof PaletteTones;

/** Every text/background pair a theme may draw, with its minimum contrast (WCAG AA for normal text). */
export const TEXT_PAIRS: readonly (readonly [foreground: Tone, background: Tone])[] = [
  ['ink', 'surface'],
  ['ink', 'surfaceAlt'],
  ['muted', 'surface'],
  ['muted', 'surfaceAlt'],
  ['primary', 'surface'],
  ['primary', 'surfaceAlt'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryStrong'],
  ['accent', 'primary'],
  ['accent', 'primaryStrong'],
  ['onAccent', 'accent'],
];

export const AA_NORMAL_TEXT = 4.5;

function derive(palette: SitePalette, muted?: Hex): PaletteTones {
  const primary = palette.primary as Hex;
  const surface = palette.surface as Hex;
  const onPrimary = contrastRatio(surface, primary) >= AA_NORMAL_TEXT ? surface : bestTextOn(primary);
  // The deeper primary moves away from the text drawn on it, so that text reads on both.
  const primaryStrong = shiftLightness(primary, luminance(onPrimary) > luminance(primary) ? -0.1 : 0.1);
  const surfaceAlt = mix(surface, primary, 0.06);
  return {
    primary,
    primaryStrong,
    accent: palette.accent as Hex,
    surface,
    surfaceAlt,
    ink: palette.ink as Hex,
    muted: muted ?? mix(palette.ink, surface, 0.3),
    onPrimary,
    onAccent: bestTextOn(palette.accent),
  };
}

/** The tones of a palette as they are (no adjustment): what the demo pages show with their own colours. */
export function paletteTones(palette: SitePalette): PaletteTones {
  return derive(palette);
}

const minContrast = (tones: PaletteTones) =>
  Math.min(...TEXT_PAIRS.map(([fg, bg]) => contrastRatio(tones[fg], tones[bg])));

/**
 * The palette moved until every text pair reaches AA: ink and primary are darkened or lightened away from
 * the surface (the page's background stays what was chosen unless it sits mid-scale), accent away from primary, muted away from
 * both surfaces. Returns the adjusted palette and its tones.
 */
export function adjustPalette(input: SitePalette): { palette: SitePalette; tones: PaletteTones } {
  const palette: SitePalette = {
    primary: normaliseHex(input.primary) ?? '#1f3a5f',
    accent: normaliseHex(input.accent) ?? '#c9a227',
    surface: normaliseHex(input.surface) ?? '#ffffff',
    ink: normaliseHex(input.ink) ?? '#1a1a1a',
  };
  // A background near the middle of the lightness scale leaves no text colour room to reach AA (black and
  // white both land near 4.5:1): it is moved towards its own side until one of them reaches 7:1.
  const surfaceLight = luminance(palette.surface) > 0.18;
  palette.surface = withContrast(palette.surface, surfaceLight ? '#000000' : '#ffffff', 7);
  for (let round = 0; round < 8; round += 1) {
    const tones = derive(palette);
    // surfaceAlt follows primary, so primary is checked against the darker (or lighter) of the two surfaces.
    palette.ink = withContrast(
      withContrast(palette.ink, tones.surface, AA_NORMAL_TEXT),
      tones.surfaceAlt,
      AA_NORMAL_TEXT,
    );
    palette.primary = withContrast(palette.primary, tones.surface, AA_NORMAL_TEXT);
    palette.primary = withContrast(palette.primary, derive(palette).surfaceAlt, AA_NORMAL_TEXT);
    const next = derive(palette);
    palette.accent = withContrast(
      withContrast(palette.accent, next.primary, AA_NORMAL_TEXT),
      next.primaryStrong,
      AA_NORMAL_TEXT,
    );
    if (minContrast(withMuted(derive(palette))) >= AA_NORMAL_TEXT) break;
  }
  const tones = withMuted(derive(palette));
  return { palette, tones };
}

/** Muted text moved until it reads on both surfaces. */
function withMuted(tones: PaletteTones): PaletteTones {
  const muted = withContrast(
    withContrast(tones.muted, tones.surface, AA_NORMAL_TEXT),
    tones.surfaceAlt,
    AA_NORMAL_TEXT,
  );
  return { ...tones, muted };
}

/** The lowest contrast among the text pairs of `tones` (for tests and the editor's warning). */
export function lowestContrast(tones: PaletteTones, pairs = TEXT_PAIRS): number {
  return Math.min(...pairs.map(([fg, bg]) => contrastRatio(tones[fg], tones[bg])));
}
