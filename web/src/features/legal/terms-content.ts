/**
 * The terms of sale (/condizioni-di-vendita) in plain Italian. Prices and promises come from core/plans.ts and
 * the seller's data from the configured company (GET /api/ settings, placeholders until it answers): nothing
 * here repeats a figure.
 */
import type { CompanyLegal } from '@core/company';
import { CANCELLATION_RULE, PLANS, PLAN_IDS, PRICE_VAT_NOTE, SERVICE_TERMS as T } from '@core/plans';
import { formatEuro } from '../../components/price';

export interface TermsSection {
  /** Anchor of the section (the table of contents links to it). */
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Items shown as a list after the paragraphs. */
  items?: readonly string[];
}

const priceLines = PLAN_IDS.map((id) => {
  const plan = PLANS[id];
  return (
    `${plan.name}: ${formatEuro(plan.annualPrice)} al mese con fatturazione annuale, cioè ${formatEuro(plan.annualTotal)} ` +
    `${PRICE_VAT_NOTE} pagati in anticipo per 12 mesi; oppure ${formatEuro(plan.monthlyPrice)} ${PRICE_VAT_NOTE} ` +
    `al mese con fatturazione mensile (${formatEuro(plan.monthlyTotal)} in un anno).`
  );
});

/** The withdrawal form (Allegato I, parte B, Codice del Consumo), addressed to the seller. */
export function withdrawalForm(company: CompanyLegal): string {
  const blank = '________________________';
  return [
    'Modulo di recesso',
    '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
    '',
    `Destinatario: ${company.legalName}, ${company.registeredOffice}`,
    `Email: ${company.supportEmail} · PEC: ${company.pec}`,
    '',
    `Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto per la prestazione del seguente servizio: landing page Landing Facile, piano ${blank}`,
    `Numero d'ordine: ${blank}`,
    `Ordinato il: ${blank}`,
    `Nome del/dei consumatore/i: ${blank}`,
    `Indirizzo del/dei consumatore/i: ${blank}`,
    `Firma del/dei consumatore/i (solo se il presente modulo è inviato su carta): ${blank}`,
    `Data: ${blank}`,
    '',
    '(*) Cancellare la dicitura inutile.',
  ].join('\n');
}

/** The sections of the terms, with the seller's data filled in. */
export function termsSections(company: CompanyLegal): readonly TermsSection[] {
  return [
    {
      id: 'venditore',
      title: 'Chi vende il servizio',
      paragraphs: [
        `Il servizio Landing Facile è venduto da ${company.legalName}, con sede legale in ${company.registeredOffice}, P.IVA ${company.vatNumber}, PEC ${company.pec}.`,
        `Per qualsiasi domanda puoi scrivere a ${company.supportEmail} o chiamare il numero verde ${company.phone}.`,
      ],
    },
    {
      id: 'servizio',
      title: 'Il servizio',
      paragraphs: [
        `Realizziamo e pubblichiamo una landing page per la tua attività a partire dalle risposte che dai al questionario in chat. La prima bozza è pronta entro ${T.deliveryHours} ore lavorative dalla fine del questionario; l’hosting è incluso per tutta la durata dell’abbonamento.`,
        `${PLANS.pro.name} include inoltre il dominio personalizzato per il primo anno, le statistiche avanzate e il supporto prioritario, con risposta entro ${T.proSupportResponseHours} ore lavorative.`,
      ],
    },
    {
      id: 'prezzi',
      title: 'Prezzi e IVA',
      paragraphs: [
        `Tutti i prezzi sono ${PRICE_VAT_NOTE}: quello che vedi è quello che paghi. Non ci sono costi di attivazione.`,
      ],
      items: priceLines,
    },
    {
      id: 'pagamento-rinnovo',
      title: 'Pagamento, durata e rinnovo',
      paragraphs: [
        'Paghi con carta tramite un fornitore di pagamento esterno e sicuro: non riceviamo né conserviamo i dati della tua carta. Dopo il pagamento ricevi un’email di conferma con il numero d’ordine.',
        'Con la fatturazione annuale paghi oggi 12 mesi di servizio; l’abbonamento si rinnova automaticamente ogni 12 mesi allo stesso prezzo. Con la fatturazione mensile paghi un mese alla volta e l’abbonamento si rinnova ogni mese allo stesso prezzo.',
      ],
    },
    {
      id: 'disdetta',
      title: 'Disdetta',
      paragraphs: [
        `${CANCELLATION_RULE} Con la fatturazione annuale il servizio resta attivo fino alla fine dei 12 mesi pagati; con quella mensile fino alla fine del mese pagato. Dopo non ti addebitiamo altro.`,
        `Per disdire scrivi a ${company.supportEmail}.`,
      ],
    },
    {
      id: 'garanzia',
      title: `Garanzia di ${T.guaranteeDays} giorni`,
      paragraphs: [
        `Se il risultato non ti soddisfa, scrivici entro ${T.guaranteeDays} giorni dal pagamento e ti rimborsiamo. La garanzia vale per tutti i clienti, anche per chi acquista come impresa o professionista.`,
      ],
    },
    {
      id: 'modifiche',
      title: 'Modifiche alla pagina',
      paragraphs: [
        `Puoi chiedere fino a ${T.freeModifications} modifiche gratuite entro ${T.freeModificationsWindowDays} giorni dalla pubblicazione. Ogni modifica in più costa ${formatEuro(T.extraModificationPrice)} ${PRICE_VAT_NOTE}.`,
        `Le modifiche richieste dopo la pubblicazione sono fatte in ${T.laterChangesHours} ore.`,
      ],
    },
    {
      id: 'recesso',
      title: 'Diritto di recesso',
      paragraphs: [
        `Se acquisti come consumatore puoi recedere dal contratto entro ${T.withdrawalDays} giorni dal giorno dell’acquisto, senza dover indicare il motivo (art. 52 e seguenti del Codice del Consumo, D.Lgs. 206/2005).`,
        `Per recedere inviaci, prima della scadenza, una dichiarazione esplicita oppure il modulo qui sotto, per email a ${company.supportEmail} o per PEC a ${company.pec}.`,
        `Ti rimborsiamo entro ${T.withdrawalDays} giorni da quando riceviamo la tua comunicazione, con lo stesso mezzo di pagamento che hai usato. Se nel frattempo abbiamo già iniziato a lavorare alla tua pagina su tua richiesta, ti rimborsiamo la parte del servizio non ancora prestata.`,
        'Il diritto di recesso non spetta a chi acquista per la propria attività di impresa o professionale; resta comunque la garanzia descritta sopra.',
      ],
    },
  ];
}

export const TERMS = {
  title: 'Condizioni di vendita · Landing Facile',
  description: `Prezzi ${PRICE_VAT_NOTE}, rinnovo, disdetta, garanzia di ${T.guaranteeDays} giorni, modifiche e diritto di recesso di Landing Facile.`,
  heading: 'Condizioni di vendita',
  updated: 'Ultimo aggiornamento: novembre 2026',
  intro:
    'Queste condizioni valgono per ogni acquisto di un piano Landing Facile. Le abbiamo scritte in modo semplice: se qualcosa non è chiaro, scrivici prima di acquistare.',
  tocLabel: 'In questa pagina',
  form: {
    id: 'modulo-di-recesso',
    title: 'Modulo di recesso',
    lead: 'Copia o stampa il modulo, compilalo e inviacelo entro il termine per il recesso.',
    copy: 'Copia il modulo',
    copied: 'Modulo copiato',
    copyFailed: 'Non è stato possibile copiare: seleziona il testo del modulo e copialo a mano.',
    print: 'Stampa',
  },
  home: 'Torna alla home',
};
