import { typed } from '../../components';
import data from './content.json';

/** Italian filler for the abstract liquid studio demo (route /stile15): a brand and motion design studio. */

export interface Service {
  title: string;
  description: string;
  tone: 'coral' | 'violet' | 'aqua' | 'sun';
}

export interface Project {
  title: string;
  client: string;
  kind: string;
  tone: 'coral' | 'violet' | 'aqua' | 'sun';
  wide?: boolean;
}

export interface Step {
  title: string;
  description: string;
  duration: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  services: typed<readonly Service[]>(data.services),
  projects: typed<readonly Project[]>(data.projects),
  steps: typed<readonly Step[]>(data.steps),
};
