/** Italian filler for the beauty spa demo (route /stile10). Prices and hours of the packages are fixed by the SPEC. */
import { typed } from '../../components';
import data from './content.json';

export interface NavItem {
  id: 'trattamenti' | 'pacchetti' | 'team' | 'contatti';
  label: string;
}

export interface Treatment {
  name: string;
  minutes: number;
  description: string;
  price: number;
}

export interface TreatmentGroup {
  title: string;
  items: readonly Treatment[];
}

export interface WellnessPackage {
  name: string;
  duration: string;
  price: number;
  fullPrice: number;
  includes: readonly string[];
  highlight?: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  tone: 'sage' | 'clay' | 'sand';
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  nav: typed<readonly NavItem[]>(data.nav),
  treatmentGroups: typed<readonly TreatmentGroup[]>(data.treatmentGroups),
  packages: typed<readonly WellnessPackage[]>(data.packages),
  team: typed<readonly TeamMember[]>(data.team),
};
