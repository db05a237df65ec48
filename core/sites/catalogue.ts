/**
 * What the draft generator knows about the themes (themes/ draws them): each theme's own palette, which
 * theme each style of the picker stands for, and which theme suits each kind of business. The style sets the
 * mood: a pizzeria that picked «Elegante e Autorevole» gets the restaurant design in the business style's
 * colours, not the law firm's design.
 */
import { ENUMS, type SitePalette, type SiteThemeId, type StyleId } from '../api';
import type { SiteKind } from './kinds';

export const THEME_IDS = ENUMS.SiteThemeId as readonly SiteThemeId[];

/** Each design's own colours, as its stylesheet states them (themes/ checks they agree). */
export const THEME_PALETTES: Readonly<Record<SiteThemeId, SitePalette>> = {
  psicologo: { primary: '#4d6b50', accent: '#f2eadd', surface: '#fbf7f0', ink: '#2f2a26' },
  'personal-trainer': { primary: '#d4ff3a', accent: '#0f1115', surface: '#0f1115', ink: '#f4f5f7' },
  'studio-legale': { primary: '#16233b', accent: '#c9a86a', surface: '#f8f5ee', ink: '#1d2433' },
  ristorante: { primary: '#6b1d2a', accent: '#d9b36c', surface: '#f7f1e6', ink: '#2b2118' },
  palestra: { primary: '#0d0d0d', accent: '#ff4b1f', surface: '#f2f2ee', ink: '#0d0d0d' },
  'centro-benessere': { primary: '#2f3d33', accent: '#efe7da', surface: '#f7f3ec', ink: '#27302a' },
  'negozio-eco': { primary: '#2e5d3a', accent: '#e9b949', surface: '#f6f1e7', ink: '#26302a' },
  consulenza: { primary: '#1e2a78', accent: '#2dd4bf', surface: '#f5f6fb', ink: '#121632' },
};

/** The theme the style picker shows for each style (web/src/features/questionnaire/style-options.ts). */
export const STYLE_THEMES: Readonly<Record<StyleId, SiteThemeId>> = {
  medical: 'psicologo',
  fitness: 'personal-trainer',
  business: 'studio-legale',
};

/**
 * The mood of each style as a palette (the picker's three colours: the deep one, the light one, the
 * paper): given to a design that is not the style's own when the brief names no colours.
 */
export const STYLE_MOODS: Readonly<Record<StyleId, SitePalette>> = {
  medical: { primary: '#4d6b50', accent: '#f2eadd', surface: '#fbf7f0', ink: '#2f2a26' },
  fitness: { primary: '#d4ff3a', accent: '#434854', surface: '#0f1115', ink: '#f4f5f7' },
  business: { primary: '#16233b', accent: '#d9d0bd', surface: '#f8f5ee', ink: '#1d2433' },
};

/**
 * The design for a kind of business, by the style chosen (`default` when none was chosen, or for a style
 * the row does not name). Kinds without a design of their own take the style's theme.
 */
export const KIND_THEMES: Readonly<Record<SiteKind, { default: SiteThemeId } & Partial<Record<StyleId, SiteThemeId>>>> =
  {
    food: { default: 'ristorante' },
    health: { default: 'psicologo' },
    beauty: { default: 'centro-benessere' },
    coaching: { default: 'personal-trainer' },
    gym: { default: 'palestra', medical: 'centro-benessere' },
    legal: { default: 'studio-legale' },
    consulting: { default: 'consulenza' },
    shop: { default: 'negozio-eco' },
    other: { default: 'consulenza', medical: 'psicologo', fitness: 'personal-trainer', business: 'studio-legale' },
  };

/** The proposed theme for a kind of business and a chosen style. */
export function proposeTheme(kind: SiteKind, style: StyleId | null): SiteThemeId {
  const row = KIND_THEMES[kind];
  return (style && row[style]) || row.default;
}
