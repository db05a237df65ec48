/**
 * The kind of business a brief describes, for the theme and the copy's wording: read from the activity as
 * the interviewer recognises it (core/interviewer's activity kinds), so the two agree.
 */
import { findActivityKind } from '../interviewer/business';

export type SiteKind = 'food' | 'health' | 'beauty' | 'coaching' | 'gym' | 'legal' | 'consulting' | 'shop' | 'other';

/** The interviewer's names of activities («una pizzeria») grouped by kind of site. */
const KIND_OF_ACTIVITY: Readonly<Record<string, SiteKind>> = {
  'una pizzeria': 'food',
  'un ristorante': 'food',
  'una pasticceria': 'food',
  'una gelateria': 'food',
  'un forno': 'food',
  'un locale': 'food',
  'una macelleria': 'food',
  'un pastificio': 'food',
  'uno studio di psicologia': 'health',
  'uno studio dentistico': 'health',
  'uno studio di fisioterapia': 'health',
  'uno studio di nutrizione': 'health',
  'un ambulatorio veterinario': 'health',
  'uno studio medico': 'health',
  'uno studio di logopedia': 'health',
  'un salone': 'beauty',
  'un centro benessere': 'beauty',
  "un'attività di allenamento": 'coaching',
  'una palestra': 'gym',
  'uno studio legale': 'legal',
  'uno studio di commercialisti': 'legal',
  'uno studio notarile': 'legal',
  "un'attività di consulenza": 'consulting',
  "un'agenzia": 'consulting',
  "un'agenzia immobiliare": 'consulting',
  "un'agenzia di viaggi": 'consulting',
  'uno studio tecnico': 'consulting',
  'uno studio di architettura': 'consulting',
  "una consulenza d'immagine": 'consulting',
  'un negozio': 'shop',
  'un negozio di fiori': 'shop',
  'un negozio di ottica': 'shop',
  'un negozio di biciclette': 'shop',
  'una bottega artigiana': 'shop',
  'una sartoria': 'shop',
};

export function siteKindOf(activity: string | null | undefined): SiteKind {
  const label = activity ? findActivityKind(activity) : null;
  return (label && KIND_OF_ACTIVITY[label]) || 'other';
}
