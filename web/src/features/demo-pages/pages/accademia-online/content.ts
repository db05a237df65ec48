/** Marketing filler of the online academy demo (route /stile8): a fictional Italian e-learning school. */
import { typed } from '../../components';
import data from './content.json';

export type Category = 'Design' | 'Sviluppo' | 'Dati' | 'Marketing';

export interface Course {
  id: string;
  title: string;
  category: Category;
  teacher: string;
  level: 'Base' | 'Intermedio' | 'Avanzato';
  hours: number;
  lessons: number;
  rating: string;
  students: string;
  price: string;
  fullPrice?: string;
  bestseller?: boolean;
}

export interface Teacher {
  name: string;
  role: string;
  topic: Category;
  courses: number;
  tone: 'indigo' | 'coral' | 'sun' | 'mint';
}

export interface CommunityEvent {
  day: string;
  month: string;
  title: string;
  kind: string;
}

/** The page's copy, from content.json; records with named variants (icons, tones) typed here. */
export const content = {
  ...data,
  courses: {
    ...data.courses,
    categories: typed<readonly Category[]>(data.courses.categories),
    items: typed<readonly Course[]>(data.courses.items),
  },
  teachers: { ...data.teachers, items: typed<readonly Teacher[]>(data.teachers.items) },
  community: { ...data.community, events: typed<readonly CommunityEvent[]>(data.community.events) },
};
