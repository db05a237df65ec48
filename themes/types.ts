/**
 * A theme: one of the product's page designs, able to draw any SiteContent. It gives its view (React,
 * rendered by react-dom/server for a published page and by the web app for its demo page), its style sheet
 * as text, the section types it draws with the limits of their slots, and how the palette's tones map onto
 * its CSS custom properties.
 */
import type { ComponentType, FormEvent, ReactNode } from 'react';
import type { SiteAction, SiteContent, SiteImage, SiteSectionType, SiteThemeId } from '@core/api';
import type { PaletteTones, Tone } from '@core/sites';

/** Draws a call to action: a link on a published page, a button that only logs on a demo page. */
export type ActionView = ComponentType<{
  action: SiteAction;
  className?: string;
  label?: string;
  /** The accessible name when the label alone is ambiguous («Prenota» beside each treatment). */
  ariaLabel?: string;
}>;

export interface ThemeViewProps {
  content: SiteContent;
  /** The year of the footer's © line (a render option, so one version always renders the same bytes). */
  year: number;
  Action: ActionView;
  /** The `src`, `srcset` of an uploaded image (the hosting decides where its files live). */
  imageSources: (image: SiteImage) => { src: string; srcSet: string };
  /** A line after the legal data (the demo pages' «Sito dimostrativo»). */
  footerNote?: string;
  /**
   * Given on a demo page only: the design's contact form is drawn, and its submit does what this returns
   * (the demo only logs). A published page has no script and no form endpoint, so it gets none and the
   * design draws its contact card instead.
   */
  formSubmit?: (label: string) => (event: FormEvent<HTMLFormElement>) => void;
}

/** What a theme's view gives the frame around it (the static document, or the web app's DemoLayout). */
export interface ThemeView {
  /** The root element's class (palette, fonts). */
  className: string;
  nav: {
    brand: ReactNode;
    brandLabel?: string;
    links: { id: string; label: string }[];
    action?: ReactNode;
    classes: { brand?: string; nav?: string; link?: string };
  };
  main: ReactNode;
  footer: ReactNode;
}

export interface SlotLimit {
  /** Characters the design holds before a line breaks badly or a card grows. */
  maxLength?: number;
  maxItems?: number;
}

export interface Theme {
  id: SiteThemeId;
  /** The Italian name shown to the operator. */
  label: string;
  /** The section types the design draws (others are left out of the page). */
  sections: readonly SiteSectionType[];
  /** Per section type, the limits of its slots (`'menu.groups'`, `'hero.title'`), tighter than the contract's. */
  limits: Readonly<Record<string, SlotLimit>>;
  /** The style sheet of the design (its own rules and the shared legal note's), class names prefixed. */
  css: string;
  /** The palette's tones as the design's custom properties. */
  cssVariables: (tones: PaletteTones) => Record<`--${string}`, string>;
  /** The text/background pairs the design draws, for the contrast check. */
  textPairs: readonly (readonly [Tone, Tone])[];
  View: (props: ThemeViewProps) => ThemeView;
}
