import { typed } from '../../components';
import data from './content.json';

/** Italian filler for the soft neumorphic product demo (route /stile14): a smart thermostat. */

export interface Feature {
  icon: 'schedule' | 'geo' | 'leaf' | 'voice' | 'rooms' | 'report';
  title: string;
  description: string;
}

export interface Plan {
  name: string;
  price: number;
  tagline: string;
  features: readonly string[];
  featured?: boolean;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  features: typed<readonly Feature[]>(data.features),
  plans: typed<readonly Plan[]>(data.plans),
};
