/**
 * How the summary («Riepilogo») shows and edits each field of the brief: Italian label, group, kind of
 * editor. The fields themselves and their order come from core (the contract's `BriefField`).
 */
import type { Brief, BriefField, BriefPatch, PlanType } from '@core/api';
import { BRIEF_FIELDS, fieldValue } from '@core/brief/patch';
import { type QUESTIONNAIRE } from './content';

export type FieldEditor = 'line' | 'text' | 'email' | 'tel' | 'vat' | 'register' | 'lines' | 'colors' | 'services';
export type FieldGroup = keyof typeof QUESTIONNAIRE.summary.groups;

export interface FieldSpec {
  field: BriefField;
  label: string;
  group: FieldGroup;
  editor: FieldEditor;
  /** Only shown for this plan. */
  plan?: PlanType;
}

const SPECS: Record<BriefField, Omit<FieldSpec, 'field'>> = {
  business_name: { label: "Nome dell'attività", group: 'business', editor: 'line' },
  owner_name: { label: 'Titolare', group: 'business', editor: 'line' },
  activity: { label: 'Di cosa si occupa', group: 'business', editor: 'text' },
  city: { label: 'Città', group: 'business', editor: 'line' },
  target_customers: { label: 'Clienti ideali', group: 'business', editor: 'text' },
  strengths: { label: 'Punti di forza', group: 'business', editor: 'text' },
  services: { label: 'Servizi e prezzi', group: 'offer', editor: 'services' },
  opening_hours: { label: 'Orari di apertura', group: 'offer', editor: 'line' },
  tone: { label: 'Tono dei testi', group: 'look', editor: 'line' },
  register: { label: 'Tu o Lei', group: 'look', editor: 'register' },
  colors: { label: 'Colori', group: 'look', editor: 'colors' },
  email: { label: 'Email', group: 'contacts', editor: 'email' },
  phone: { label: 'Telefono', group: 'contacts', editor: 'tel' },
  whatsapp: { label: 'WhatsApp', group: 'contacts', editor: 'tel' },
  pec: { label: 'PEC', group: 'contacts', editor: 'email' },
  address: { label: 'Indirizzo', group: 'contacts', editor: 'line' },
  social: { label: 'Social e sito', group: 'contacts', editor: 'lines' },
  vat_number: { label: 'Partita IVA', group: 'more', editor: 'vat' },
  domain_wish: { label: 'Dominio desiderato', group: 'more', editor: 'line', plan: 'pro' },
  notes: { label: 'Note per il team', group: 'more', editor: 'text' },
};

export const FIELD_SPECS: readonly FieldSpec[] = BRIEF_FIELDS.map((field) => ({ field, ...SPECS[field] }));

export function fieldsForPlan(plan: PlanType): FieldSpec[] {
  return FIELD_SPECS.filter((spec) => !spec.plan || spec.plan === plan);
}

export function specOf(field: BriefField): FieldSpec {
  return { field, ...SPECS[field] };
}

/** A field's value as the editor holds it: a text, or the services' rows. */
export type EditValue = string | Array<{ name: string; price: string }>;

export function editValueOf(brief: Brief, spec: FieldSpec): EditValue {
  const value = fieldValue(brief, spec.field);
  if (spec.editor === 'services')
    return (value as Brief['services']).map((s) => ({ name: s.name, price: s.price ?? '' }));
  if (spec.editor === 'colors') return (value as string[]).join(', ');
  if (spec.editor === 'lines') return (value as string[]).join('\n');
  return (value as string | null) ?? '';
}

/** The correction that sets one field to what the editor holds (the server trims and drops empty items). */
export function patchOf(spec: FieldSpec, value: EditValue): BriefPatch {
  let v: unknown;
  if (spec.editor === 'services') {
    v = (value as Array<{ name: string; price: string }>)
      .filter((s) => s.name.trim() !== '')
      .map((s) => ({ name: s.name, price: s.price.trim() === '' ? null : s.price }));
  } else if (spec.editor === 'colors') v = String(value).split(/[,;\n]/);
  else if (spec.editor === 'lines') v = String(value).split('\n');
  // A P.IVA is often written «IT 012 345 678 90»: the brief keeps its 11 digits.
  else if (spec.editor === 'vat')
    v =
      String(value)
        .replace(/^\s*IT/i, '')
        .replace(/[\s.-]/g, '') || null;
  else if (spec.editor === 'register') v = value === 'tu' || value === 'lei' ? value : null;
  else v = String(value);
  return { [spec.field]: v } as BriefPatch;
}

/** True when the field holds something to show. */
export function isFilled(brief: Brief, field: BriefField): boolean {
  const value = fieldValue(brief, field);
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
}
