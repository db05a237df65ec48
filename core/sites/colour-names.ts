/**
 * The hex value of each colour name the interviewer writes into a brief (core/interviewer/colors.ts:
 * canonical names, optionally followed by a shade), so the brief's colours can go into a palette.
 */
import { shiftLightness, normaliseHex, type Hex } from './colour';

const NAMED: Readonly<Record<string, Hex>> = {
  'carta da zucchero': '#8fb3d9',
  'verde acqua': '#3fb8a8',
  'verde menta': '#98d8b8',
  'verde salvia': '#4d6b50',
  'verde bosco': '#2f5233',
  'verde oliva': '#6b7a2f',
  'verde petrolio': '#1f5f5b',
  'blu notte': '#16233b',
  'blu navy': '#1f2a55',
  'blu elettrico': '#2446e8',
  'rosa antico': '#c08081',
  'rosa cipria': '#e8c4c0',
  'grigio antracite': '#383e42',
  rosso: '#b3261e',
  bianco: '#ffffff',
  nero: '#111111',
  giallo: '#f2c230',
  grigio: '#7a7f87',
  azzurro: '#3d8fd1',
  blu: '#1f4fa8',
  celeste: '#8ccbef',
  verde: '#2e7d4f',
  arancione: '#e8772e',
  viola: '#6b3fa0',
  rosa: '#e58fb0',
  marrone: '#6d4c36',
  beige: '#e8dcc4',
  bordeaux: '#6b1d2a',
  turchese: '#1fa7a0',
  lilla: '#b9a2d8',
  fucsia: '#d1307a',
  magenta: '#c2187a',
  oro: '#c9a227',
  argento: '#a8adb4',
  bronzo: '#9c6b30',
  rame: '#b5652b',
  avorio: '#f8f5ee',
  crema: '#f6edd9',
  panna: '#fbf6ea',
  sabbia: '#d9d0bd',
  tortora: '#a39a8e',
  terracotta: '#c0603a',
  ocra: '#c89b3c',
  senape: '#c9a227',
  corallo: '#f2725e',
  pesca: '#f6b89a',
  salmone: '#f08a73',
  lavanda: '#a99bd4',
  menta: '#98d8b8',
  smeraldo: '#1f8a5b',
  indaco: '#3f3d99',
  ciano: '#1fb3d1',
  petrolio: '#1f5f5b',
};

const SHADES: Readonly<Record<string, number>> = {
  chiaro: 0.18,
  pastello: 0.25,
  tenue: 0.12,
  scuro: -0.18,
  intenso: -0.06,
  acceso: 0,
  opaco: -0.04,
};

/** The hex value of a brief colour ("verde salvia", "blu scuro", "#4D6B50"), or null for an unknown name. */
export function colourValue(colour: string): Hex | null {
  const hex = normaliseHex(colour);
  if (hex && colour.trim().startsWith('#')) return hex;
  const words = colour.trim().toLocaleLowerCase('it-IT');
  const shade = Object.keys(SHADES).find((name) => words.endsWith(` ${name}`));
  const base = NAMED[shade ? words.slice(0, -shade.length - 1) : words];
  if (!base) return null;
  return shade ? shiftLightness(base, SHADES[shade] ?? 0) : base;
}
