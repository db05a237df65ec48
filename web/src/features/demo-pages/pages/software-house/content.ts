import { typed } from '../../components';
import data from './content.json';

/** Italian filler for the cyberpunk software studio demo (route /stile13). */

export interface Service {
  code: string;
  title: string;
  description: string;
  stack: readonly string[];
}

export interface Project {
  file: string;
  title: string;
  client: string;
  summary: string;
  metric: string;
  status: string;
  art: 'grid' | 'wave' | 'shield';
}

export interface Operator {
  handle: string;
  name: string;
  role: string;
  level: number;
  visor: 'cyan' | 'magenta' | 'yellow' | 'violet';
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  services: typed<readonly Service[]>(data.services),
  projects: typed<readonly Project[]>(data.projects),
  team: typed<readonly Operator[]>(data.team),
};
