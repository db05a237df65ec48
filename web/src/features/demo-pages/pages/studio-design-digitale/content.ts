import { typed } from '../../components';
import data from './content.json';

/** Italian filler for the glass / ethereal design studio demo (route /stile12). */

export interface Service {
  title: string;
  description: string;
  deliverables: readonly string[];
  icon: 'brand' | 'web' | 'app' | 'motion';
}

export interface Project {
  title: string;
  client: string;
  summary: string;
  result: string;
  tags: readonly string[];
  hue: 'lilac' | 'peach' | 'mint';
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  services: typed<readonly Service[]>(data.services),
  projects: typed<readonly Project[]>(data.projects),
};
