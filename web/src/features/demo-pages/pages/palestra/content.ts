/** Marketing filler of the gym demo (route /stile6): a fictional training club in Turin. */
import { typed } from '../../components';
import data from './content.json';

export interface Program {
  code: string;
  name: string;
  text: string;
  minutes: number;
  /** Intensity from 1 to 5, drawn as bars. */
  intensity: number;
  level: string;
}

export interface Trainer {
  name: string;
  role: string;
  bio: string;
  credentials: readonly string[];
  /** Colour of the avatar's backdrop. */
  tone: 'orange' | 'white' | 'grey';
}

export interface Result {
  metric: string;
  unit: string;
  label: string;
}

export interface Story {
  name: string;
  age: string;
  headline: string;
  text: string;
  /** Monthly progress (0-100) drawn as a small chart. */
  progress: readonly number[];
}

export interface Membership {
  name: string;
  price: string;
  period: string;
  note: string;
  features: readonly string[];
  cta: string;
  featured: boolean;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  programs: { ...data.programs, items: typed<readonly Program[]>(data.programs.items) },
  trainers: { ...data.trainers, items: typed<readonly Trainer[]>(data.trainers.items) },
  results: {
    ...data.results,
    metrics: typed<readonly Result[]>(data.results.metrics),
    stories: typed<readonly Story[]>(data.results.stories),
  },
  memberships: { ...data.memberships, items: typed<readonly Membership[]>(data.memberships.items) },
  a11y: {
    intensity: (label: string, value: number) => `${label} ${value} su 5`,
    credentials: (name: string) => `Certificazioni di ${name}`,
  },
};
