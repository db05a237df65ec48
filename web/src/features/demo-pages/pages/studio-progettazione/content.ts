import { typed } from '../../components';
import data from './content.json';

/** Italian filler for the brutalist studio demo (route /stile11). */

export interface Work {
  code: string;
  title: string;
  client: string;
  year: number;
  kind: string;
  art: 'tower' | 'poster' | 'letter' | 'chair';
}

export interface Service {
  code: string;
  name: string;
  description: string;
  from: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  works: typed<readonly Work[]>(data.works),
  services: typed<readonly Service[]>(data.services),
};
