/** Italian marketing filler of the psychologist demo page (SPEC 9: free first talk of 30 minutes, sessions of about 50 minutes, results in about 8-12 sessions). */
import { typed } from '../../components';
import data from './content.json';

export interface IconCard {
  icon: 'leaf' | 'wave' | 'hands' | 'sprout' | 'screen' | 'compass';
  title: string;
  text: string;
}

export interface Step {
  title: string;
  duration: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  context: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  services: { ...data.services, items: typed<IconCard[]>(data.services.items) },
  approach: { ...data.approach, steps: typed<Step[]>(data.approach.steps) },
  testimonials: { ...data.testimonials, items: typed<Testimonial[]>(data.testimonials.items) },
  faq: { ...data.faq, items: typed<Faq[]>(data.faq.items) },
};
