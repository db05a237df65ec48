/**
 * The copy a brief does not hold (hero headline, about text, calls to action), written in Italian from what
 * it does hold: the activity, the city, the strengths, the target customers and the register (Lei or tu).
 * Deterministic and varied: each kind of business has several wordings, and the business's name picks one,
 * so two pizzerias do not read alike and one pizzeria reads the same at every regeneration. The templates
 * state nothing the brief does not say (no years, awards, prices or superlatives).
 */
import type { Register } from '../interviewer/state';
import type { SiteKind } from './kinds';

export interface CopyFacts {
  name: string;
  /** The activity as the customer wrote it, short («pizzeria napoletana»), or null. */
  activity: string | null;
  city: string | null;
  strengths: string | null;
  target: string | null;
  owner: string | null;
  register: Register | null;
}

interface KindWords {
  /** What the business is, when the brief's activity is too long or absent. */
  noun: string;
  /** The main call to action, by register. */
  act: { tu: string; lei: string };
  /** Titles of the sections the draft fills. */
  services: string;
  about: string;
  headlines: readonly ((facts: CopyFacts) => string)[];
}

const at = (city: string | null) => (city ? ` a ${city}` : '');

const WORDS: Readonly<Record<SiteKind, KindWords>> = {
  food: {
    noun: 'Cucina',
    act: { tu: 'Prenota un tavolo', lei: 'Prenoti un tavolo' },
    services: 'Il menu',
    about: 'La nostra storia',
    headlines: [
      (f) => `${f.name}, la tavola${at(f.city)}`,
      (f) => `Benvenuti da ${f.name}`,
      (f) => (f.city ? `Il gusto di ${f.name}, nel cuore di ${f.city}` : `Il gusto di ${f.name}`),
    ],
  },
  health: {
    noun: 'Studio',
    act: { tu: 'Prenota un appuntamento', lei: 'Prenoti un appuntamento' },
    services: 'Servizi',
    about: 'Chi sono',
    headlines: [
      (f) => `${f.name}: ascolto e cura${at(f.city)}`,
      (f) => `Prendersi cura di sé, con ${f.name}`,
      (f) => `${f.name}, un punto di riferimento${at(f.city)}`,
    ],
  },
  beauty: {
    noun: 'Centro benessere',
    act: { tu: 'Prenota un trattamento', lei: 'Prenoti un trattamento' },
    services: 'Trattamenti',
    about: 'Chi siamo',
    headlines: [
      (f) => `Il tuo momento di benessere${at(f.city)}`,
      (f) => `${f.name}: prenditi cura di te`,
      (f) => `Benvenuti da ${f.name}`,
    ],
  },
  coaching: {
    noun: 'Allenamento',
    act: { tu: 'Prenota una prova', lei: 'Prenoti una prova' },
    services: 'Programmi',
    about: 'Chi sono',
    headlines: [
      (f) => `Allenati con ${f.name}`,
      (f) => `Il tuo allenamento${at(f.city)}, su misura`,
      (f) => `${f.name}: obiettivi chiari, passo dopo passo`,
    ],
  },
  gym: {
    noun: 'Palestra',
    act: { tu: 'Prenota una prova', lei: 'Prenoti una prova' },
    services: 'Corsi e abbonamenti',
    about: 'Chi siamo',
    headlines: [
      (f) => `${f.name}: allenati${at(f.city)}`,
      (f) => `Benvenuti da ${f.name}`,
      (f) => `Il tuo allenamento inizia da ${f.name}`,
    ],
  },
  legal: {
    noun: 'Studio',
    act: { tu: 'Richiedi una consulenza', lei: 'Richieda una consulenza' },
    services: 'Aree di attività',
    about: 'Lo studio',
    headlines: [
      (f) => `${f.name}: assistenza chiara e puntuale`,
      (f) => `${f.name}, al vostro fianco${at(f.city)}`,
      (f) => `Consulenza e assistenza${at(f.city)}`,
    ],
  },
  consulting: {
    noun: 'Consulenza',
    act: { tu: 'Richiedi un incontro', lei: 'Richieda un incontro' },
    services: 'Servizi',
    about: 'Chi siamo',
    headlines: [
      (f) => `${f.name}: idee chiare, risultati concreti`,
      (f) => `Il partner giusto${at(f.city)}`,
      (f) => `Lavoriamo con te, con ${f.name}`,
    ],
  },
  shop: {
    noun: 'Negozio',
    act: { tu: 'Vieni a trovarci', lei: 'Venga a trovarci' },
    services: 'Prodotti',
    about: 'Chi siamo',
    headlines: [(f) => `${f.name}${at(f.city)}`, (f) => `Benvenuti da ${f.name}`, (f) => `Scopri ${f.name}`],
  },
  other: {
    noun: 'Attività',
    act: { tu: 'Contattaci', lei: 'Ci contatti' },
    services: 'Servizi',
    about: 'Chi siamo',
    headlines: [
      (f) => `Benvenuti da ${f.name}`,
      (f) => `${f.name}${at(f.city)}`,
      (f) => `${f.name}: ecco cosa facciamo`,
    ],
  },
};

/** A stable pick among `n` wordings for one business (FNV-1a of its name). */
export function variantOf(seed: string, n: number): number {
  let hash = 0x811c9dc5;
  for (const ch of seed) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash % n;
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const capital = trimmed.charAt(0).toLocaleUpperCase('it-IT') + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
};

const lower = (text: string) => text.charAt(0).toLocaleLowerCase('it-IT') + text.slice(1);

const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export interface DraftCopy {
  eyebrow: string;
  headline: string;
  lead: string | null;
  callToAction: string;
  servicesTitle: string;
  aboutTitle: string;
  about: string[];
  closingTitle: string;
  closingText: string;
}

/** How the page addresses its visitors: the brief's register, else Lei for a law firm or a clinic, tu otherwise. */
export function copyRegister(kind: SiteKind, register: Register | null): Register {
  return register ?? (kind === 'legal' || kind === 'health' ? 'lei' : 'tu');
}

export function draftCopy(kind: SiteKind, facts: CopyFacts): DraftCopy {
  const words = WORDS[kind];
  const register = copyRegister(kind, facts.register);
  const variant = variantOf(facts.name, words.headlines.length);
  const headline = fit(words.headlines[variant]!(facts), 160);
  const activity = facts.activity && facts.activity.length <= 60 ? facts.activity : null;
  const eyebrow = fit(`${activity ? sentence(activity).slice(0, -1) : words.noun}${at(facts.city)}`, 160);
  const lead = facts.strengths ? fit(sentence(facts.strengths), 1200) : null;

  const about: string[] = [];
  const who = facts.owner ? `${facts.owner}, ${facts.name}` : facts.name;
  about.push(
    sentence(
      `${who}${activity ? `: ${lower(activity)}` : ''}${facts.city ? `${activity ? '' : ','} a ${facts.city}` : ''}`,
    ),
  );
  if (facts.target)
    about.push(
      sentence(register === 'lei' ? `Ci rivolgiamo a ${lower(facts.target)}` : `Siamo qui per ${lower(facts.target)}`),
    );
  if (facts.strengths) about.push(sentence(`Cosa ci distingue: ${lower(facts.strengths)}`));

  return {
    eyebrow,
    headline,
    lead,
    callToAction: words.act[register],
    servicesTitle: words.services,
    aboutTitle: words.about,
    about: about.map((paragraph) => fit(paragraph, 1200)),
    closingTitle: register === 'lei' ? 'Restiamo a Sua disposizione' : 'Ti aspettiamo',
    closingText:
      register === 'lei'
        ? `Per informazioni o per fissare un appuntamento, ci contatti: le risponderemo al più presto.`
        : `Per informazioni o per prenotare, scrivici o chiamaci: ti rispondiamo al più presto.`,
  };
}
