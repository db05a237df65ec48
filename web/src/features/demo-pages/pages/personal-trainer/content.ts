/** Italian marketing filler of the personal trainer demo page (SPEC 9: 60 € one-to-one, 30 € per person in small groups of at most 4). */
import data from './content.json';

export interface Offer {
  name: string;
  price: string;
  unit: string;
  text: string;
  features: string[];
  cta: string;
  highlight?: boolean;
}

export interface Program {
  name: string;
  weeks: string;
  frequency: string;
  level: string;
  /** 1 to 5: how hard the program is (drawn as bars). */
  intensity: number;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  result: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = data;
