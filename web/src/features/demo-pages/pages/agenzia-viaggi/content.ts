/** Marketing filler of the travel agency demo (route /stile9): a fictional agency in Genoa. */
import { typed } from '../../components';
import data from './content.json';

export type Scene = 'iceland' | 'japan' | 'morocco' | 'greece' | 'patagonia' | 'puglia';

export interface Destination {
  id: string;
  name: string;
  country: string;
  scene: Scene;
  days: number;
  dates: string;
  price: string;
  note?: string;
}

export interface ItineraryDay {
  days: string;
  place: string;
  text: string;
}

export interface Departure {
  date: string;
  seats: string;
  soldOut?: boolean;
}

export interface Experience {
  title: string;
  place: string;
  duration: string;
  price: string;
  icon: 'dinner' | 'tent' | 'whale' | 'sail' | 'balloon' | 'train';
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  destinations: { ...data.destinations, items: typed<readonly Destination[]>(data.destinations.items) },
  tour: {
    ...data.tour,
    itinerary: typed<readonly ItineraryDay[]>(data.tour.itinerary),
    departures: typed<readonly Departure[]>(data.tour.departures),
  },
  experiences: { ...data.experiences, items: typed<readonly Experience[]>(data.experiences.items) },
};
