/**
 * The columns of the CSV export, for a person reading it in a spreadsheet: Italian names, the Rome time
 * beside the UTC instant, what was clicked by its text (the CSS class, a developer's detail, comes last),
 * where the visitor came from and on which device, the contact a click or a form was. Each column says how
 * it reads its cell from a stored event; core/csv.ts writes them in the Italian CSV conventions.
 */
import type { Channel, ContactKind, Device } from './api';
import type { StoredEvent } from './backend/store';
import { isoToMs, romeOffsetMs } from './dates';
import { deviceOf } from './heatmap';

type Cell = string | number | null | undefined;

const EVENT_TYPES: Readonly<Record<StoredEvent['type'], string>> = {
  page_view: 'Visualizzazione',
  click: 'Click',
  conversion: 'Conversione',
  scroll: 'Scorrimento',
  form_submit: 'Modulo inviato',
};

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  search: 'Motore di ricerca',
  social: 'Social network',
  email: 'E-mail',
  referral: 'Altro sito',
  other: 'Campagna',
  direct: 'Diretto',
};

export const CONTACT_LABELS: Readonly<Record<ContactKind, string>> = {
  call: 'Chiamata',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  directions: 'Indicazioni',
  form: 'Modulo',
};

export const DEVICE_LABELS: Readonly<Record<Device, string>> = {
  phone: 'Telefono',
  tablet: 'Tablet',
  desktop: 'Computer',
};

/** `YYYY-MM-DD HH:MM:SS` on Rome's wall clock (what a spreadsheet reads as a date and time). */
export function romeDateTime(iso: string): string {
  const t = isoToMs(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + romeOffsetMs(t)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The source as the dashboards name it: «Diretto» for direct traffic, «E-mail» for an unnamed sender. */
function sourceName(event: StoredEvent): string | null {
  if (!event.channel) return null;
  return event.source ?? CHANNEL_LABELS[event.channel];
}

export const EVENT_CSV_COLUMNS: readonly (readonly [string, (event: StoredEvent) => Cell])[] = [
  ['Data e ora (Roma)', (e) => romeDateTime(e.timestamp)],
  ['Data e ora UTC', (e) => e.timestamp],
  ['Evento', (e) => EVENT_TYPES[e.type] ?? e.type],
  ['Visitatore', (e) => e.session_id],
  ['Pagina', (e) => e.page_url],
  ['Titolo della pagina', (e) => e.page_title],
  ['Canale', (e) => (e.channel ? CHANNEL_LABELS[e.channel] : null)],
  ['Fonte', sourceName],
  ['Campagna', (e) => e.utm_campaign],
  ['Provenienza (referrer)', (e) => e.referrer],
  ['utm_source', (e) => e.utm_source],
  ['utm_medium', (e) => e.utm_medium],
  ['Dispositivo', (e) => (typeof e.viewport_width === 'number' ? DEVICE_LABELS[deviceOf(e.viewport_width)] : null)],
  ['Larghezza dello schermo (px)', (e) => e.viewport_width],
  ['Elemento', (e) => e.element_text],
  ['Tipo di click', (e) => e.click_type],
  ['Contatto', (e) => (e.contact_kind ? CONTACT_LABELS[e.contact_kind] : null)],
  ['Posizione orizzontale (frazione della larghezza)', (e) => e.click_x],
  ['Posizione verticale (px dall’alto)', (e) => e.click_y],
  ['Profondità di scorrimento (%)', (e) => e.depth_percent],
  ['Conversione', (e) => e.conversion_type],
  ['Piano', (e) => e.plan_type],
  ['Valore (€)', (e) => e.value],
  ['ID questionario', (e) => e.questionnaire_id],
  ['ID elemento', (e) => e.element_id],
  ['Classe CSS dell’elemento', (e) => e.element_class],
];
