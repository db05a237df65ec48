/** Italian marketing filler of the law firm demo page (SPEC 9: first consultation free, 30 minutes). */
import data from './content.json';

export interface Service {
  title: string;
  text: string;
}

export interface Practice {
  title: string;
  text: string;
  topics: string[];
}

export interface Lawyer {
  initials: string;
  name: string;
  role: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  matter: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = data;
