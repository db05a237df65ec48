/**
 * Opening hours as the brief holds them, one tidied line ("Lun-Ven 9-13 e 15-19; sabato 9-12; chiusi la
 * domenica"), turned into the rows of a table: days, then hours. What names no time ("su appuntamento")
 * becomes the table's note.
 */
import type { SiteHoursRow } from '../api';
import { capitalize } from '../interviewer/text';

export interface HoursTable {
  rows: SiteHoursRow[];
  note: string | null;
}

const TIME_START =
  /(?:\b(?:dalle|dall'|ore|h)\s*)?\b\d{1,2}(?:[.:]\d{2})?\s*(?:-|–|alle|fino alle)\s*\d{1,2}(?:[.:]\d{2})?\b/i;
const CLOSED = /^(?:e\s+)?(?:chius[oiae]|riposo)\s+(?:(?:il|la|i|le|di|nei|nelle)\s+)?(.+)$/i;
const MAX_ROWS = 14;

export function hoursTable(text: string | null | undefined): HoursTable {
  const rows: SiteHoursRow[] = [];
  const notes: string[] = [];
  const clauses = (text ?? '')
    .split(/[;\n]|,\s*(?=(?:e\s+)?(?:chius|riposo|lun|mar|mer|gio|ven|sab|dom|festiv|tutti|weekend|fine settimana))/i)
    .map((clause) => clause.trim().replace(/[.,]+$/, ''))
    .filter(Boolean);
  for (const clause of clauses) {
    const closed = CLOSED.exec(clause);
    if (closed?.[1] && !TIME_START.test(clause)) {
      rows.push({ days: capitalize(closed[1]).slice(0, 80), hours: 'Chiuso' });
      continue;
    }
    const time = TIME_START.exec(clause);
    if (!time) {
      notes.push(clause);
      continue;
    }
    const days = clause
      .slice(0, time.index)
      .replace(/[:,\s]+$/, '')
      .replace(/^aperti\s*/i, '')
      .trim();
    rows.push({
      days: capitalize(days || 'Tutti i giorni').slice(0, 80),
      hours: clause.slice(time.index).trim().slice(0, 120),
    });
  }
  return { rows: rows.slice(0, MAX_ROWS), note: notes.length > 0 ? capitalize(notes.join('; ')).slice(0, 1200) : null };
}
