/** Italian marketing filler of the consulting firm demo page (route /stile1). */
import { typed } from '../../components';
import data from './content.json';

export type IconName = 'strategy' | 'chart' | 'people' | 'gear' | 'shield' | 'globe';

export interface Service {
  icon: IconName;
  title: string;
  text: string;
}

export interface Benefit {
  value: string;
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  initials: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  services: { ...data.services, items: typed<Service[]>(data.services.items) },
  benefits: { ...data.benefits, items: typed<Benefit[]>(data.benefits.items) },
  testimonials: { ...data.testimonials, items: typed<Testimonial[]>(data.testimonials.items) },
};
