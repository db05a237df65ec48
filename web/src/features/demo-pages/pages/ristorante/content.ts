/** Marketing filler of the Italian restaurant demo (route /stile5): a fictional Florentine osteria. */
import { typed } from '../../components';
import data from './content.json';

export interface MenuItem {
  name: string;
  description: string;
  price: string;
  /** Short marks shown beside the dish (vegetarian, house speciality). */
  marks?: readonly ('vegetariano' | 'specialità' | 'senza glutine')[];
}

export interface MenuCourse {
  title: string;
  subtitle: string;
  items: readonly MenuItem[];
}

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export interface Review {
  quote: string;
  author: string;
  source: string;
  rating: number;
}

export interface OpeningHours {
  days: string;
  hours: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  menu: { ...data.menu, courses: typed<readonly MenuCourse[]>(data.menu.courses) },
  story: { ...data.story, milestones: typed<readonly Milestone[]>(data.story.milestones) },
  reviews: { ...data.reviews, items: typed<readonly Review[]>(data.reviews.items) },
  contacts: { ...data.contacts, hours: typed<readonly OpeningHours[]>(data.contacts.hours) },
  a11y: {
    stars: (rating: number) => `${rating} stelle su 5`,
  },
};
