/** Marketing filler of the real estate agency demo (route /stile7): a fictional agency in Rome. */
import { typed } from '../../components';
import data from './content.json';

export interface Property {
  id: string;
  title: string;
  area: string;
  contract: 'Vendita' | 'Affitto';
  price: string;
  /** Price per square metre, already formatted. */
  pricePerSqm?: string;
  sqm: number;
  rooms: number;
  baths: number;
  energyClass: 'A4' | 'A2' | 'B' | 'C' | 'D' | 'E';
  highlight?: string;
  /** Which stylised picture to draw. */
  scene: 'terrace' | 'loft' | 'villa' | 'classic' | 'studio' | 'penthouse';
}

export interface Service {
  title: string;
  text: string;
  icon: 'valuation' | 'mortgage' | 'staging' | 'notary';
}

export interface Agent {
  name: string;
  role: string;
  phone: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  properties: { ...data.properties, items: typed<readonly Property[]>(data.properties.items) },
  services: { ...data.services, items: typed<readonly Service[]>(data.services.items) },
  about: { ...data.about, agents: typed<readonly Agent[]>(data.about.agents) },
  a11y: {
    ...data.a11y,
    callAgent: (name: string, phone: string) => `Chiama ${name}: ${phone}`,
  },
};
