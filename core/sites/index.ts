/** Sites: a page as data (SiteContent), its first draft from the brief, palettes and the facts as links. */
export { draftFromBrief, type DraftOptions, type SiteDraft } from './draft';
export { keepEdited } from './merge';
export { proposeTheme, KIND_THEMES, STYLE_MOODS, STYLE_THEMES, THEME_IDS, THEME_PALETTES } from './catalogue';
export { siteKindOf, type SiteKind } from './kinds';
export {
  adjustPalette,
  lowestContrast,
  paletteTones,
  TEXT_PAIRS,
  AA_NORMAL_TEXT,
  type PaletteTones,
  type Tone,
} from './palette';
export { contrastRatio, luminance, mix, normaliseHex, type Hex } from './colour';
export { colourValue } from './colour-names';
export { hoursTable, type HoursTable } from './hours';
export { emailInput, phoneInput, retargetContactLinks, type ContactInput, type ContactRefusal } from './contact-input';
export { mapsUrl, safeHref, sitePhone, socialHref, telHref, toE164, whatsappUrl } from './links';
export { legalItems, publishBlockers } from './legal';
export { copyRegister, draftCopy, variantOf, type CopyFacts, type DraftCopy } from './copy';
