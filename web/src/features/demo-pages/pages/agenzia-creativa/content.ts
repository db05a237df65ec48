/** Italian marketing filler of the creative agency demo page (route /stile2). */
import { typed } from '../../components';
import data from './content.json';

export type Palette = 'red' | 'violet' | 'yellow' | 'ink' | 'mint' | 'pink';
export type Motif = 'circles' | 'waves' | 'grid' | 'bolt' | 'arches' | 'stripes';

export interface Project {
  title: string;
  client: string;
  tags: string[];
  palette: Palette;
  motif: Motif;
  /** Wide cards span two columns on desktop. */
  wide?: boolean;
  artLabel: string;
}

export interface Service {
  title: string;
  text: string;
  deliverables: string[];
}

export interface Member {
  name: string;
  role: string;
  fun: string;
  palette: Palette;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  portfolio: { ...data.portfolio, items: typed<Project[]>(data.portfolio.items) },
  services: { ...data.services, items: typed<Service[]>(data.services.items) },
  team: { ...data.team, items: typed<Member[]>(data.team.items) },
};
