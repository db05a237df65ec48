/**
 * Questions a visitor asks along the way (prices, billing, free changes, delivery, guarantee,
 * cancellation, domain, support...), answered from the plans' constants so the chat never promises
 * something the site does not. Only sentences that are questions are considered, so an answer such as
 * "la consulenza costa 50 euro" is not mistaken for a question about our prices.
 */
import type { PlanType } from '../api';
import { COMPANY } from '../company';
import { annualSaving, PLANS, SERVICE_TERMS } from '../plans';
import { fold } from './text';

export type SideTopic =
  | 'plans'
  | 'prices'
  | 'billing'
  | 'changes'
  | 'delivery'
  | 'guarantee'
  | 'cancellation'
  | 'domain'
  | 'domainWhat'
  | 'domainTransfer'
  | 'forms'
  | 'support'
  | 'media'
  | 'stats'
  | 'assistant'
  | 'duration'
  | 'offtopic';

const euro = (n: number) => `${n} €`;

/** Pro's own features: what it adds to Basic ("Tutto del piano Basic" left out). */
const proExtras = () =>
  PLANS.pro.features
    .filter((f) => !/basic/i.test(f))
    .map((f) => f.replace(/\s*\(.*\)$/, '').toLocaleLowerCase('it-IT'));

const ANSWERS: Readonly<Record<SideTopic, (plan: PlanType) => string>> = {
  plans: (plan) => {
    const b = PLANS.basic;
    const p = PLANS.pro;
    return (
      `${b.name} (${euro(b.annualPrice)} al mese con l'annuale, ${euro(b.monthlyPrice)} con il mensile) comprende la landing page ` +
      `personalizzata, l'hosting, ${SERVICE_TERMS.freeModifications} modifiche gratuite e il supporto via email. ` +
      `${p.name} (${euro(p.annualPrice)} al mese con l'annuale, ${euro(p.monthlyPrice)} con il mensile) aggiunge ${proExtras().join(', ')}: ` +
      `il dominio è incluso per il primo anno. Tu hai scelto ${PLANS[plan].name}.`
    );
  },
  domainWhat: (plan) =>
    "Il dominio è l'indirizzo del sito, quello che i clienti scrivono per trovarti (per esempio «pizzeriadagennaro.it»). " +
    (plan === 'pro'
      ? `Con ${PLANS.pro.name} è incluso per il primo anno: lo registriamo noi, oppure colleghiamo quello che hai già.`
      : `È incluso in ${PLANS.pro.name}; con ${PLANS.basic.name} la pagina è pubblicata su un indirizzo che ti forniamo noi.`),
  domainTransfer: (plan) =>
    plan === 'pro'
      ? 'Sì: se il dominio è già tuo non serve ricomprarlo. Ci occupiamo noi del trasferimento o del collegamento con il tuo fornitore attuale, senza perdere email o altri servizi.'
      : `Sì, con ${PLANS.pro.name} colleghiamo il dominio che hai già, occupandoci noi del trasferimento; ${PLANS.basic.name} usa invece un indirizzo che ti forniamo noi.`,
  forms: () =>
    'Sì: possiamo mettere nella pagina un modulo di contatto per richieste e prenotazioni, e i messaggi ti arrivano via email. ' +
    'Se usi già un sistema di prenotazione online, aggiungiamo un pulsante che porta lì.',
  prices: (plan) => {
    const b = PLANS.basic;
    const p = PLANS.pro;
    const chosen = PLANS[plan];
    return (
      `${b.name} costa ${euro(b.annualPrice)} al mese con fatturazione annuale (${euro(b.annualTotal)} l'anno), ` +
      `${p.name} ${euro(p.annualPrice)} al mese (${euro(p.annualTotal)} l'anno); con il pagamento mensile diventano ` +
      `${euro(b.monthlyPrice)} e ${euro(p.monthlyPrice)} al mese. Tu hai scelto ${chosen.name}.`
    );
  },
  billing: (plan) => {
    const chosen = PLANS[plan];
    return (
      `Puoi scegliere la fatturazione annuale, pagando oggi ${euro(chosen.annualTotal)} per 12 mesi ` +
      `(${euro(chosen.annualPrice)} al mese), oppure quella mensile a ${euro(chosen.monthlyPrice)} al mese, ` +
      `disdicibile quando vuoi. Con l'annuale risparmi ${euro(annualSaving(chosen))} l'anno.`
    );
  },
  changes: () =>
    `Hai fino a ${SERVICE_TERMS.freeModifications} modifiche gratuite entro ${SERVICE_TERMS.freeModificationsWindowDays} giorni ` +
    `dalla pubblicazione; le successive costano ${euro(SERVICE_TERMS.extraModificationPrice)} l'una e le facciamo in ` +
    `${SERVICE_TERMS.laterChangesHours} ore.`,
  delivery: () =>
    `La prima bozza è pronta entro ${SERVICE_TERMS.deliveryHours} ore lavorative dalla fine del questionario: ` +
    'ti mandiamo un link per rivederla con calma prima della pubblicazione.',
  guarantee: () =>
    `Hai una garanzia di ${SERVICE_TERMS.guaranteeDays} giorni: se il risultato non ti soddisfa, ti rimborsiamo.`,
  cancellation: () =>
    'Puoi disdire in qualsiasi momento: la disdetta ha effetto alla fine del periodo già pagato ' +
    "(i 12 mesi con l'annuale, il mese in corso con il mensile).",
  domain: (plan) =>
    plan === 'pro'
      ? `Con ${PLANS.pro.name} il dominio personalizzato è incluso per il primo anno: ne parliamo tra poco.`
      : `Il dominio personalizzato è incluso in ${PLANS.pro.name} (${euro(PLANS.pro.annualPrice)} al mese); ` +
        `con ${PLANS.basic.name} la pagina è pubblicata su un indirizzo che ti forniamo noi.`,
  support: () =>
    `Il supporto è via email; con ${PLANS.pro.name} è prioritario e rispondiamo entro ` +
    `${SERVICE_TERMS.proSupportResponseHours} ore lavorative.`,
  media: () =>
    'Certo: dopo il questionario potrai mandarci logo e foto via email; se non ne hai, sceglieremo noi ' +
    'immagini adatte alla tua attività.',
  stats: (plan) =>
    plan === 'pro'
      ? 'Con Dominio Pro hai le statistiche avanzate: visite, pagine visitate e mappe di click e di scroll.'
      : `Ogni pagina ha le statistiche essenziali (visite, visitatori, click); le statistiche avanzate con le mappe di click e di scroll sono incluse in ${PLANS.pro.name}.`,
  assistant: () =>
    "Io sono l'assistente virtuale e raccolgo le informazioni in chat, ma la pagina la realizzano persone vere del nostro team: " +
    `per qualsiasi cosa puoi scrivere a ${COMPANY.supportEmail} o chiamare il ${COMPANY.phone}.`,
  duration: () =>
    `Bastano circa ${SERVICE_TERMS.questionnaireMinutes}-10 minuti: ancora qualche domanda e abbiamo finito.`,
  offtopic: () => 'Su questo non so aiutarti, ma sulla tua landing page sì!',
};

/** Keywords per topic, on folded text. Order matters: the first topics are the most specific. */
const MATCHERS: ReadonlyArray<readonly [SideTopic, RegExp]> = [
  [
    'plans',
    /\b(differenz|che cosa cambia tra|cosa cambia tra|basic (e|o|oppure|rispetto al?) (il )?pro\b|pro (e|o|oppure|rispetto al?) (il )?basic|cosa include|cosa comprende|cosa e incluso|cosa c'e nel (piano|pro|basic))/,
  ],
  [
    'domainWhat',
    /\b(cos'e (esattamente |di preciso )?(un |il )?dominio|che cos'e (un |il )?dominio|cosa e (un |il )?dominio|cosa significa dominio|a cosa serve (un |il )?dominio|che vuol dire dominio|cos'e un indirizzo web)/,
  ],
  [
    'domainTransfer',
    /\b(ho gia (un|il) (mio )?dominio|dominio (che )?ho gia|trasferi\w* (il|un|mio) (mio )?dominio|portare (il|un) (mio )?dominio|spostare (il|un) (mio )?dominio|usare (il|un) (mio )?dominio|dominio gia mio|mio dominio)/,
  ],
  [
    'forms',
    /\b(modulo|form\b|prenotar|prenotazion|prenota\b|appuntament|richiesta di contatto|contattarmi dalla pagina|mandarmi (un )?messaggi)/,
  ],
  ['cancellation', /\b(disdir|disdett|annullar|cancellar|recesso|vincol|disattivar|interromper)/],
  [
    'guarantee',
    /\b(garanzi|rimbors|soddisfatt|se (poi |alla fine )?non mi piace|se (poi )?non va bene|se (poi )?non mi convince)/,
  ],
  ['changes', /\b(modific|cambiar|correzion|revision|ritocc)/],
  [
    'delivery',
    /\b(quando (sara|e) pronta|quanto tempo|tempi|consegn|pronta entro|24 ?ore|in quanto|quando sara online|quando va online|quando e online|ci mettete|ci vuole per|e pronta la pagina|pronta la pagina)/,
  ],
  [
    'billing',
    /\b(fattur|pagament|pagare|pago|annual|mensil|carta di credito|bonifico|paypal|rinnov|ogni mese|ogni anno)/,
  ],
  ['domain', /\b(dominio|domini|indirizzo web|indirizzo del sito|nome del sito|\.it\b|www)/],
  [
    'prices',
    /\b(quanto costa|quanto costano|quanto viene|quanto si paga|quanto pago|prezz|costo|costi|tariff|piano basic|piano pro|abbonament)/,
  ],
  ['support', /\b(assistenza|supporto|aiuto dopo|vi contatto|contattarvi|vi posso contattare)/],
  ['stats', /\b(statistich|analytics|quante visite|heatmap|mappe)/],
  ['media', /\b(foto|immagin|logo|video|galleria)/],
  ['duration', /\b(quante domande|quanto manca|quanto dura|e lungo|ci vuole molto|abbiamo finito)/],
  [
    'assistant',
    /\b(sei (un|una) (bot|robot|persona|umano|ia|intelligenza)|sei umano|sei vero|chi sei|sei una ia|con chi parlo|sei un'intelligenza|siete (delle )?persone|persone vere|siete umani|siete veri|siete reali|e tutto automatico|siete (un|dei) (bot|robot)|c'e qualcuno|lo fa una persona|la fate voi)/,
  ],
  [
    'offtopic',
    /\b(che tempo|meteo|piove|partita(?! iva)|ha vinto|campionato|calcio|serie a|barzelletta|oroscopo|politica|elezioni|ricetta della|capitale d|quanti anni hai|come stai|che ore sono|che ora e|film|canzone)/,
  ],
];

/**
 * Sentence openings that make a question even without "?" (dictated or typed in a hurry). "Chi", "che", "come",
 * "dove" are left out: without a question mark they usually open an answer ("chi cerca dolci per cerimonie",
 * "come dicevo").
 */
const INTERROGATIVE =
  /^(quanto|quanti|quante|quando|cosa|perche|posso|possiamo|potrei|si puo|si possono|e possibile|c'e|ci sono|avete|offrite|e incluso|e inclusa|sono inclusi|sono incluse|e compreso|e compresa|sono compresi|sono comprese|rientra|vorrei sapere|volevo sapere|mi dici|mi dite|mi sai dire|sapete|in caso|nel caso|devo|dobbiamo|bisogna|serve|servono|come funziona|come faccio|come si fa)\b/;
/**
 * An alternative put to us: "le foto le devo mandare io o le fate voi", "la posso cambiare io o devo chiedere a
 * voi", "o si paga a parte".
 */
const ALTERNATIVE =
  /\bo (?:(?:la|lo|le|li|ci|ce|me) )?(?:\p{L}+(?:ate|ete|ite) voi|devo|dobbiamo|bisogna|si paga|si pagano|pago|paghiamo|e a parte|sono a parte|va pagat\w*|costa|costano|serve|servono|posso|possiamo|no)\b/u;

export function isQuestion(sentence: string): boolean {
  const f = fold(sentence).trim();
  const core = f.replace(/^(e|ma|scusa|scusi|senti|senta|ah|ok|ciao|poi|allora|quindi|invece)[, ]+/, '');
  return f.endsWith('?') || INTERROGATIVE.test(f) || INTERROGATIVE.test(core) || ALTERNATIVE.test(f);
}

/** The side topic a question is about, or null when it is not one we answer ourselves. */
/** Questions about the visitor's own prices or content ("devo mettere i prezzi dei miei servizi?"). */
const ABOUT_OWN_PAGE =
  /\b(miei|mie|nostri|nostre|mettere|indicare|scrivere|inserire|mostrare|devo|dobbiamo|servizi|prodotti|piatti|listino)\b/;

export function matchSideQuestion(sentence: string): SideTopic | null {
  const f = fold(sentence);
  for (const [topic, pattern] of MATCHERS) {
    if (!pattern.test(f)) continue;
    if (topic === 'prices' && ABOUT_OWN_PAGE.test(f) && !/\b(vostr|piano|landing|pagina costa)/.test(f)) continue;
    return topic;
  }
  return null;
}

export function answerSideQuestion(topic: SideTopic, plan: PlanType): string {
  return ANSWERS[topic](plan);
}
