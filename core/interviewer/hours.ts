/**
 * Opening hours as owners write them: "lun-sab 8-13 e 16-19.30", "dal lunedì al venerdì dalle 8 alle 12",
 * "tutti i giorni dalle 19 alle 24, chiusi il martedì", "aperti da aprile a novembre". The sentences that
 * say when the business is open are kept, without lead-in words, as one line.
 */
import { fold, sentences } from './text';

const DAY =
  '(?:lun(?:edi)?|mar(?:tedi)?|mer(?:coledi)?|gio(?:vedi)?|ven(?:erdi)?|sab(?:ato)?|dom(?:enica)?|festivi|feriali|weekend|fine settimana|tutti i giorni|ogni giorno)';
const TIME = '\\d{1,2}(?:[.:]\\d{2})?';
const MONTH = '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
const HOURS_SIGNAL = new RegExp(
  `\\b(?:orari|orario|aperti|aperto|aperta|apriamo|chiusi|chiuso|chiusura|riceve|ricevo|riceviamo|su appuntamento)\\b|` +
    `\\b${DAY}\\b[^.]{0,40}?\\b${TIME}\\s*(?:-|–|alle)\\s*${TIME}\\b|` +
    `\\bdalle\\s+${TIME}\\s+alle\\s+${TIME}\\b|\\b${DAY}\\s*(?:-|–|al)\\s*${DAY}\\b`,
);
const HAS_WHEN = new RegExp(
  `\\b${DAY}\\b|\\b${TIME}\\s*(?:-|–)\\s*${TIME}\\b|\\bdalle\\s+${TIME}|\\b${MONTH}\\b|su appuntamento|h ?24`,
);

/** The clauses of the text that give opening hours, as written. */
function hoursClauses(text: string): string[] {
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    for (const clause of sentence.split(/\s+-\s+|;\s*(?=\D)|,\s*(?=(?:tel|cell|email|mail|p\.?\s?iva|partita)\b)/i)) {
      const f = fold(clause);
      if (HOURS_SIGNAL.test(f) && HAS_WHEN.test(f) && !/@|https?:|www\./.test(clause)) kept.push(clause);
    }
  }
  return kept;
}

/** The text without its opening hours: what else the message says. */
export function withoutOpeningHours(text: string): string {
  let out = text;
  for (const clause of hoursClauses(text)) out = out.replace(clause, ' ');
  return out.replace(/\s+/g, ' ').trim();
}

/** The opening hours the text gives, or null. */
export function findOpeningHours(text: string): string | null {
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    for (const clause of sentence.split(/\s+-\s+|;\s*(?=\D)|,\s*(?=(?:tel|cell|email|mail|p\.?\s?iva|partita)\b)/i)) {
      const f = fold(clause);
      if (!HOURS_SIGNAL.test(f) || !HAS_WHEN.test(f)) continue;
      if (/@|https?:|www\./.test(clause)) continue;
      const tidy = clause
        // "Ah, dimenticavo gli orari:", "per gli orari:": the lead-in is not part of the hours.
        .replace(/^[^:]{0,40}?\b(?:orari|orario)\b(?:\s+di apertura)?\s*(?:sono\s*)?[:,-]\s*/i, '')
        .replace(/^\s*(?:orari|orario)\s*(?:di apertura)?\s*[:,-]?\s*/i, '')
        .replace(/^\s*(?:siamo|sono|e)?\s*(?:aperti|aperto|aperta)\s*/i, 'Aperti ')
        .replace(/[.;,\s]+$/, '')
        .trim();
      if (tidy) kept.push(tidy.charAt(0).toLocaleUpperCase('it-IT') + tidy.slice(1));
    }
  }
  return kept.length > 0 ? kept.join('; ').slice(0, 500) : null;
}
