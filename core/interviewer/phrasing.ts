/**
 * How the interviewer acknowledges what it heard and links its sentences. Every pool has several
 * variants and the state remembers the last ones used, so the chat never sounds like a form
 * ("Grazie! Grazie! Grazie!"). Variants that quote a fact are used only when the fact is known.
 */
import type { BriefField, StyleId } from '../api';
import { COMPANY } from '../company';
import { SERVICE_TERMS } from '../plans';
import type { FlagType } from './flags';
import type { FullState, InterviewFacts, TopicId } from './state';
import { STYLE_LABELS } from './style';
import { capitalize, joinItalian } from './text';

type Variant = (f: InterviewFacts) => string | null;

const RECENT_MEMORY = 8;

/**
 * Picks a variant deterministically (same state, same reply) while skipping the ones used lately.
 * The choice is remembered in `s.recent` under `key`.
 */
export function pick(s: FullState, key: string, variants: readonly Variant[]): string {
  const available = variants
    .map((v, index) => ({ index, text: v(s.facts) }))
    .filter((v): v is { index: number; text: string } => v.text !== null);
  if (available.length === 0) return '';
  const fresh = available.filter((v) => !s.recent.includes(`${key}:${v.index}`));
  // A fresh variant that quotes what the visitor said beats a generic one.
  const specific = fresh.find((v) => (variants[v.index]?.length ?? 0) > 0);
  const pool = fresh.length > 0 ? fresh : available;
  const chosen = specific ?? pool[(s.turns * 7 + key.length) % pool.length] ?? pool[0]!;
  s.recent = [...s.recent.filter((r) => r !== `${key}:${chosen.index}`), `${key}:${chosen.index}`].slice(
    -RECENT_MEMORY,
  );
  return chosen.text;
}

const servicesCount = (f: InterviewFacts) => f.services.length;
const withPrices = (f: InterviewFacts) => f.services.some((x) => x.price !== null);

const ACKS: Readonly<Record<TopicId, readonly Variant[]>> = {
  business: [
    (f) => (f.businessName && f.city ? `Piacere di conoscerti! ${f.businessName} a ${f.city}: mi piace già.` : null),
    (f) => (f.activityKind && f.city ? `Che bello, ${f.activityKind} a ${f.city}!` : null),
    (f) => (f.businessName ? `${f.businessName}: bel nome, lo metteremo ben in vista.` : null),
    () => 'Grazie, è un ottimo punto di partenza.',
  ],
  customers: [
    () => 'Perfetto: scriveremo i testi pensando proprio a loro.',
    () => 'Chiaro, la pagina parlerà la loro lingua.',
    () => 'Ottimo, conoscere bene i propri clienti fa tutta la differenza.',
  ],
  services: [
    (f) => (servicesCount(f) > 1 && withPrices(f) ? `Ho preso nota di ${servicesCount(f)} voci con i prezzi.` : null),
    (f) => (servicesCount(f) > 1 && !withPrices(f) ? `Ho preso nota di ${servicesCount(f)} voci.` : null),
    (f) =>
      servicesCount(f) === 1
        ? `Segnato: ${f.services[0]!.name}${f.services[0]!.price ? ` a ${f.services[0]!.price}` : ''}.`
        : null,
    () => 'Benissimo, li metteremo in evidenza.',
  ],
  strengths: [
    () => 'Questo è proprio ciò che convince un cliente: lo metteremo in primo piano.',
    () => 'Bellissimo punto di forza, lo valorizzeremo.',
    () => 'Ottimo, sarà uno dei messaggi principali della pagina.',
  ],
  tone: [
    // Only tones the interviewer recognised are quoted: never the customer's raw words.
    (f) =>
      f.toneWords && f.toneWords.length > 0 ? `D'accordo: un tono ${joinItalian(f.toneWords.slice(0, 3))}.` : null,
    () => 'Chiaro, ne terremo conto in ogni testo.',
    () => 'Perfetto, i testi avranno proprio quel tono.',
  ],
  style: [
    (f) => (f.colors.length > 1 ? `${capitalize(joinItalian(f.colors.slice(0, 4)))}: ottima combinazione.` : null),
    (f) => (f.colors.length === 1 ? `${capitalize(f.colors[0]!)}: ottima scelta, è un colore che si fa notare.` : null),
    (f) => (f.styleWords.length > 0 ? `Uno stile ${joinItalian(f.styleWords.slice(0, 3))}: ottimo gusto.` : null),
    () => 'Segnato, il nostro team ne terrà conto nel design.',
  ],
  contacts: [
    (f) => (f.email && f.phone ? `Ho segnato l'email ${f.email} e il numero ${f.phone}.` : null),
    (f) => (f.email && !f.phone ? `Ho segnato l'email ${f.email}.` : null),
    (f) => (f.phone && !f.email ? `Ho segnato il numero ${f.phone}.` : null),
    () => 'Perfetto, i clienti sapranno come trovarti.',
  ],
  domain: [
    (f) =>
      f.domainWish && f.domainOwned
        ? `Perfetto: ${f.domainWish} è già tuo, quindi non serve registrarlo di nuovo. Ci occupiamo noi del trasferimento e del collegamento alla pagina.`
        : null,
    (f) =>
      f.domainWish && !f.domainOwned && /\.[a-z]{2,}$/.test(f.domainWish)
        ? `${f.domainWish}: bella scelta, verificheremo noi che sia libero.`
        : null,
    () => 'Annotato, ci pensiamo noi a registrarlo.',
  ],
  extra: [() => 'Annotato anche questo.', () => 'Ottimo, lo aggiungiamo volentieri.'],
};

export function acknowledge(topic: TopicId, s: FullState): string {
  return pick(s, `ack-${topic}`, ACKS[topic]);
}

/** When a topic is skipped after two vague answers: no pressure. */
export function skipAcknowledgement(s: FullState): string {
  return pick(s, 'skip', [
    () => 'Nessun problema, ci pensiamo noi.',
    () => 'Va bene, lo decideremo insieme più avanti.',
    () => 'Tranquillo, possiamo completarlo anche dopo.',
  ]);
}

/** Before re-asking a vague answer. */
export function reaskLead(s: FullState): string {
  return pick(s, 'reask', [
    () => 'Nessuna fretta!',
    () => 'Provo a spiegarmi meglio.',
    () => 'Ti aiuto con un esempio.',
  ]);
}

/** Before going back to the interview after answering a side question. */
export function resumeLead(s: FullState): string {
  return pick(s, 'resume', [
    () => 'Ma torniamo a noi.',
    () => 'Riprendiamo da dove eravamo.',
    () => 'E ora torniamo alla tua pagina.',
  ]);
}

/** After the visitor answered the narrower question about prices. */
export function pricesAcknowledgement(s: FullState, declined: boolean): string {
  if (declined) return 'Va bene, niente prezzi: inviteremo i clienti a chiederti un preventivo.';
  return pick(s, 'prices', [() => 'Perfetto, ho aggiunto i prezzi.', () => 'Ottimo, prezzi annotati.']);
}

export function greetingLead(s: FullState): string {
  return pick(s, 'greet', [() => 'Ciao, piacere mio!', () => 'Ciao! Benvenuto.']);
}

/** When the visitor leaves a choice to the team. */
export function delegationAcknowledgement(s: FullState): string {
  return pick(s, 'delegate', [
    () => 'Ci pensiamo volentieri noi, è il nostro mestiere.',
    () => "D'accordo, ti proporremo noi la soluzione migliore.",
  ]);
}

export function styleChosenAcknowledgement(style: StyleId): string {
  return `Ottima scelta: lo stile «${STYLE_LABELS[style].name}» è perfetto per partire.`;
}

/** The closing words; `afterAcknowledgement` drops their own «Benissimo» (one acknowledgement a turn). */
export function finalMessage(s: FullState, afterAcknowledgement = false): string {
  const who = s.facts.businessName ? ` di ${s.facts.businessName}` : '';
  return (
    `${afterAcknowledgement ? 'Ho' : 'Benissimo, ho'} tutto quello che mi serve per preparare la landing page${who}! ` +
    'Quando vuoi, premi «Ho finito - Procedi con la creazione». Se ti viene in mente altro, scrivilo pure qui.'
  );
}

export function afterFinalMessage(s: FullState): string {
  return pick(s, 'after', [
    () => 'Aggiunto! Quando sei pronto, premi «Ho finito - Procedi con la creazione».',
    () => 'Annotato anche questo. Puoi premere «Ho finito - Procedi con la creazione» quando vuoi.',
    () => "Perfetto, lo passo al team. Se non c'è altro, premi «Ho finito - Procedi con la creazione».",
  ]);
}

export function unknownQuestionAnswer(s: FullState): string {
  return pick(s, 'unknown', [
    () => 'Bella domanda: ti risponderà volentieri il nostro team via email dopo il questionario.',
    () => 'Su questo ti risponderà nel dettaglio il nostro team, appena avremo finito.',
  ]);
}

/** Off-topic questions get a light, varied redirect rather than the same sentence each time. */
export function offTopicAnswer(s: FullState): string {
  return pick(s, 'offtopic', [
    () => 'Su questo non so aiutarti, ma sulla tua landing page sì!',
    () => 'Ah, questa non è proprio la mia specialità: io sono bravo con le landing page.',
    () => 'Mi piacerebbe saperlo, ma il mio mestiere è aiutarti con la pagina.',
  ]);
}

const SUPPORT = () => `scrivi a ${COMPANY.supportEmail} o chiama il numero verde ${COMPANY.phone} (${COMPANY.hours})`;

/**
 * A calm answer to a message that needs a person: no praise, the support contacts, and a word that
 * the team has been told. `first` says whether support contacts were already given for an off-topic line.
 */
export function flagAnswer(s: FullState, type: FlagType, contactsAlreadyGiven: boolean): string {
  switch (type) {
    case 'complaint':
      return pick(s, 'flag-complaint', [
        () =>
          `Mi dispiace, capisco il disagio. Ho segnalato subito il messaggio al team: per una risposta diretta ${SUPPORT()}.`,
        () =>
          `Hai ragione a volerci vedere chiaro: ho girato la segnalazione al team. Per parlarne subito ${SUPPORT()}.`,
      ]);
    case 'refund':
      return (
        `Capisco. Il servizio ha una garanzia di ${SERVICE_TERMS.guaranteeDays} giorni e il rimborso lo gestisce una persona del team: ` +
        `${SUPPORT()}. Ho già segnalato la richiesta.`
      );
    case 'insult':
      return pick(s, 'flag-insult', [
        () => `Mi spiace che qualcosa non vada. Se preferisci parlarne con una persona del team, ${SUPPORT()}.`,
        () => `Capisco la frustrazione. Una persona del team può aiutarti direttamente: ${SUPPORT()}.`,
      ]);
    case 'human_request':
      return `Certo: per parlare con una persona del team ${SUPPORT()}. Ho segnalato la richiesta, così ti ricontattiamo noi.`;
    case 'off_topic':
      return contactsAlreadyGiven
        ? pick(s, 'flag-offtopic', [() => 'Non sono sicuro di aver capito.', () => 'Scusa, non ho capito bene.'])
        : `Non sono sicuro di aver capito. Se hai bisogno di aiuto da una persona, ${SUPPORT()}.`;
  }
}

/** How a reply names a contact field or the P.IVA («l'email mario@…», «ho corretto la partita IVA»). */
const FIELD_NAMES: Partial<Record<BriefField, string>> = {
  email: "l'email",
  phone: 'il numero',
  whatsapp: 'il WhatsApp',
  pec: 'la PEC',
  vat_number: 'la partita IVA',
};
const nameOf = (field: BriefField): string => FIELD_NAMES[field] ?? field;

/** Contacts or the P.IVA given ahead of their question, each named with the value taken. */
export function inPassingAcknowledgement(given: Partial<Record<BriefField, string>>): string {
  const items = Object.entries(given).map(([field, value]) => `${nameOf(field as BriefField)} ${value}`);
  return `Ho segnato ${joinItalian(items)}.`;
}

/** The doubtful fields as the owner wrote them: "la partita IVA 01234567890". */
function doubtfulItems(f: InterviewFacts, fields: readonly BriefField[]): string[] {
  const items: string[] = [];
  if (fields.includes('vat_number'))
    items.push(f.vatNumber ? `${nameOf('vat_number')} ${f.vatNumber}` : `${nameOf('vat_number')} che mi hai scritto`);
  if (fields.includes('email') && f.email) items.push(`${nameOf('email')} ${f.email}`);
  if (fields.includes('phone') && f.phone) items.push(`${nameOf('phone')} ${f.phone}`);
  return items;
}

/** Asked once per field: a value kept as written though it looks wrong. One question. */
export function checkQuestion(s: FullState, fields: readonly BriefField[]): string {
  const items = doubtfulItems(s.facts, fields);
  const plural = items.length > 1;
  return (
    `Un controllo prima di andare avanti: ${joinItalian(items)} non ${plural ? 'mi tornano' : 'mi torna'}` +
    `${fields.includes('vat_number') && s.facts.vatNumber ? ' (la cifra di controllo non corrisponde)' : ''}. ` +
    'Puoi ricontrollare e riscrivermi il dato giusto, oppure dirmi che va bene così?'
  );
}

/** After the owner answered a check: what was corrected, or that the team will verify it. */
export function checkAnswered(s: FullState, corrected: readonly BriefField[], kept: readonly BriefField[]): string {
  const say = (fields: readonly BriefField[]) => joinItalian(fields.map(nameOf));
  if (corrected.length > 0 && kept.length === 0) return `Grazie, ho corretto ${say(corrected)}.`;
  if (corrected.length === 0) return `D'accordo, lascio ${say(kept)} così: lo verificherà il nostro team.`;
  return `Grazie, ho corretto ${say(corrected)}; ${say(kept)} lo verificherà il nostro team.`;
}

/** When the owner asks to be addressed with «tu» or «Lei», and nothing else. */
export function registerAcknowledgement(register: 'tu' | 'lei'): string {
  return register === 'lei' ? 'Certamente, userò il Lei.' : 'Certo, diamoci del tu!';
}

/** Opening hours given in passing: taken, with no question about them later. */
export function hoursAcknowledgement(f: InterviewFacts): string {
  return f.openingHours ? `Ho segnato gli orari: ${f.openingHours}.` : 'Ho segnato gli orari.';
}

/** After a correction: what changed, in a few words. */
export function correctionAcknowledgement(s: FullState, changed: readonly string[]): string {
  const what = joinItalian(changed);
  return pick(s, 'correction', [
    () => (what ? `Grazie della precisazione, ho corretto ${what}.` : 'Grazie della precisazione, ho corretto.'),
    () => (what ? `Corretto: ho aggiornato ${what}.` : 'Corretto, grazie.'),
  ]);
}
