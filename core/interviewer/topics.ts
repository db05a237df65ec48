/**
 * The topics the interviewer covers, in order, and how it asks about each: a first question, a
 * gentler re-ask with an example when the answer was vague, and narrower follow-ups.
 * The style question uses the words 'stile' and 'colori' on purpose: the chat shows the style picker
 * when the assistant mentions them.
 */
import { PLANS } from '../plans';
import type { PlanType } from '../api';
import type { FollowUp, FullState, InterviewFacts, TopicId } from './state';
import { STYLE_LABELS } from './style';
import { joinItalian } from './text';

export const TOPIC_ORDER: readonly TopicId[] = [
  'business',
  'customers',
  'services',
  'strengths',
  'tone',
  'style',
  'contacts',
  'domain',
  'extra',
];

export function topicsFor(plan: PlanType): TopicId[] {
  return TOPIC_ORDER.filter((t) => t !== 'domain' || plan === 'pro');
}

/** True when earlier answers already cover a topic, so asking it would repeat ourselves. */
export function alreadyCovered(topic: TopicId, s: FullState): boolean {
  const f = s.facts;
  switch (topic) {
    case 'business':
      return f.activity !== null && f.businessName !== null && f.city !== null;
    case 'customers':
      return f.customers !== null;
    case 'services':
      return f.services.length > 0 && f.services.some((x) => x.price !== null);
    case 'strengths':
      return f.strengths !== null;
    case 'tone':
      return f.tone !== null;
    case 'style':
      return (f.colors.length > 0 || f.styleWords.length > 0) && (s.selectedStyle !== null || f.colors.length > 0);
    case 'contacts':
      return f.email !== null && f.phone !== null && (f.address !== null || f.social.length > 0);
    case 'domain':
      return f.domainWish !== null;
    case 'extra':
      return false;
  }
}

/** A domain name suggestion from the business name: "Pizzeria Da Gennaro" -> "pizzeriadagennaro.it". */
export function suggestDomain(facts: InterviewFacts): string | null {
  if (!facts.businessName) return null;
  const slug = facts.businessName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'e')
    .replace(/[^a-z0-9]+/g, '');
  return slug.length >= 3 && slug.length <= 40 ? `${slug}.it` : null;
}

function knownContacts(f: InterviewFacts): string[] {
  const known: string[] = [];
  if (f.email) known.push(`l'email ${f.email}`);
  if (f.phone) known.push(`il numero ${f.phone}`);
  if (f.address) known.push(`l'indirizzo ${f.address}`);
  return known;
}

function missingContacts(f: InterviewFacts): string[] {
  const missing: string[] = [];
  if (!f.email) missing.push("un'email");
  if (!f.phone) missing.push('un telefono');
  if (!f.address) missing.push("l'indirizzo");
  if (!f.whatsapp) missing.push('WhatsApp');
  if (f.social.length === 0) missing.push('i profili social');
  return missing;
}

/** The first question about a topic, worded from what is already known. */
export function askQuestion(topic: TopicId, s: FullState): string {
  const f = s.facts;
  switch (topic) {
    case 'business':
      return 'Raccontami della tua attività: come si chiama, di cosa si occupa e in quale città si trova?';
    case 'customers':
      return 'Pensiamo a chi ti sceglie: chi sono i tuoi clienti ideali (per esempio famiglie, giovani, aziende, turisti)?';
    case 'services':
      return 'Quali servizi o prodotti vuoi mettere in evidenza, con i relativi prezzi? Puoi scriverli anche uno per riga, come «Consulenza iniziale 50 €».';
    case 'strengths':
      return f.businessName
        ? `Cosa distingue ${f.businessName} dalla concorrenza: perché un cliente dovrebbe scegliere proprio te?`
        : 'Cosa ti distingue dalla concorrenza: perché un cliente dovrebbe scegliere proprio te?';
    case 'tone':
      return 'Che tono vuoi dare ai testi: più formale e professionale, oppure caldo e amichevole, magari dando del tu?';
    case 'style':
      if (s.selectedStyle) {
        return `Per lo stile «${STYLE_LABELS[s.selectedStyle].name}» vuoi tenere i suoi colori o preferisci i tuoi, magari quelli del logo?`;
      }
      return "Passiamo all'aspetto grafico: che stile immagini per la pagina (elegante, moderno, minimal, vivace…) e quali colori ti piacerebbero, magari quelli del tuo logo?";
    case 'contacts': {
      const known = knownContacts(f);
      return known.length > 0
        ? `Ho già ${joinItalian(known)}: vuoi aggiungere altri contatti, come ${joinItalian(missingContacts(f).slice(0, 3))}?`
        : 'Quali contatti vuoi mostrare sulla pagina: email, telefono, indirizzo, WhatsApp, profili social?';
    }
    case 'domain': {
      const idea = suggestDomain(f);
      return `Con ${PLANS.pro.name} la pagina avrà un indirizzo tutto tuo: hai già in mente un dominio${idea ? `, per esempio ${idea}` : ''}?`;
    }
    case 'extra':
      // Hours already given are not asked for again.
      return f.openingHours
        ? "Ultima cosa: c'è altro che vorresti nella pagina, come offerte, recensioni o una frase a cui tieni?"
        : "Ultima cosa: c'è altro che vorresti nella pagina, come orari, offerte, recensioni o una frase a cui tieni?";
  }
}

/** A gentler second try after a vague answer, with an example. */
export function reaskQuestion(topic: TopicId, s: FullState): string {
  switch (topic) {
    case 'business':
      return 'Mi basta una frase, per esempio: «Pizzeria Da Gennaro, a Napoli, pizza napoletana cotta a legna». Come si chiama la tua attività e di cosa ti occupi?';
    case 'customers':
      return 'Prova a descrivermi il tuo cliente tipo: che età ha, cosa cerca, perché viene da te?';
    case 'services':
      return 'Anche solo i due o tre servizi principali vanno benissimo, con un prezzo indicativo se vuoi: cosa offri?';
    case 'strengths':
      return "Pensa a cosa ti dicono più spesso i clienti soddisfatti: la qualità, l'esperienza, la cortesia, la puntualità?";
    case 'tone':
      return 'Immagina la pagina che parla ai tuoi clienti: preferisci che dia del tu o del lei, con un tono serio o più leggero?';
    case 'style':
      return "Anche un'impressione va benissimo, per esempio «elegante, blu e bianco» o «allegro e colorato»: che stile e quali colori preferisci?";
    case 'contacts':
      return 'Perché i clienti possano scriverti o chiamarti, quali recapiti vuoi indicare (email, telefono, WhatsApp)?';
    case 'domain':
      return "Il dominio è l'indirizzo del sito, tipo «tuonome.it»: ne hai già uno o uno che ti piacerebbe?";
    case 'extra':
      return askQuestion('extra', s);
  }
}

/** A narrower second question on the same topic. */
export function followUpQuestion(followUp: FollowUp, s: FullState): string {
  const f = s.facts;
  switch (followUp) {
    case 'business-details': {
      const missing: string[] = [];
      if (!f.businessName) missing.push('come si chiama');
      if (!f.activity) missing.push(f.businessName ? `di cosa si occupa ${f.businessName}` : 'di cosa si occupa');
      if (!f.city) missing.push('in quale città (o zona) lavori');
      if (missing.length === 1 && !f.businessName) return 'E come si chiama la tua attività?';
      return `Mi dici anche ${joinItalian(missing)}?`;
    }
    case 'service-prices':
      return 'Vuoi indicare anche i prezzi, magari con un «a partire da»? Se preferisci non mostrarli, scrivimi pure «no».';
    case 'reach':
      return "Mi lasci almeno un'email o un numero di telefono da mostrare, così i clienti possono contattarti?";
    case 'style-colors':
      return askQuestion('style', s);
  }
}

/** How far along the interview is, for the progress indicator. */
export function progressOf(s: FullState): { covered: number; total: number } {
  const topics = topicsFor(s.plan);
  const covered = s.topic === 'done' ? topics.length : topics.filter((t) => s.closed.includes(t)).length;
  return { covered, total: topics.length };
}
