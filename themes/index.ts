/** Themes: the product's page designs, each drawing any SiteContent (see types.ts and render.tsx). */
export { renderSitePage, type RenderOptions, type TrackerOptions } from './render';
export { RENDERABLE_THEMES, THEMES, themeOf } from './registry';
export type { ActionView, SlotLimit, Theme, ThemeView, ThemeViewProps } from './types';
