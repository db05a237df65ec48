/**
 * The customer's corrections to the brief (contract `BriefPatch`) as the backend takes them: cleaned
 * (texts trimmed, empty means cleared, empty list items dropped) and checked where a contact must look
 * like one. Applying them is the interviewer's (`applyBriefPatch`, `applyOverrides` in core/interviewer).
 * Also reads a brief field by field, for the summary card and the confirmation record. Pure.
 */
import type { Brief, BriefField, BriefPatch } from '../api';
import { socialLink } from './social';

/** Every field the customer can correct, in the order the summary shows them (the contract's `BriefField`). */
export const BRIEF_FIELDS = [
  'business_name',
  'owner_name',
  'activity',
  'city',
  'target_customers',
  'strengths',
  'services',
  'opening_hours',
  'tone',
  'register',
  'colors',
  'email',
  'phone',
  'whatsapp',
  'pec',
  'address',
  'social',
  'vat_number',
  'domain_wish',
  'notes',
] as const satisfies readonly BriefField[];

/** Fields the brief keeps under `contacts`. */
export const CONTACT_FIELDS = ['email', 'phone', 'pec', 'address', 'whatsapp', 'social'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const isContact = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

/** Trimmed list items, distinct case-insensitively, empty ones dropped. */
function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const v = value.trim();
    if (v === '' || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    out.push(v);
  }
  return out;
}

/** The patch with texts trimmed (empty means cleared), empty list items and nameless services dropped. */
export function cleanPatch(patch: BriefPatch): BriefPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch) as Array<[keyof BriefPatch, unknown]>) {
    if (value === undefined) continue;
    if (key === 'services') {
      out.services = (value as NonNullable<BriefPatch['services']>)
        .map((s) => ({ name: s.name.trim(), price: s.price?.trim() ? s.price.trim() : null }))
        .filter((s) => s.name !== '');
    } else if (key === 'social') {
      // Addresses typed without scheme get https:// (what the page will link); others are left for `invalidContact`.
      out.social = cleanList((value as string[]).map((v) => socialLink(v) ?? v));
    } else if (Array.isArray(value)) {
      out[key] = cleanList(value as string[]);
    } else if (typeof value === 'string') {
      out[key] = value.trim() === '' ? null : value.trim();
    } else {
      out[key] = value;
    }
  }
  return out as BriefPatch;
}

/** The fields a patch sets, in summary order. */
export function fieldsOf(patch: BriefPatch | null | undefined): BriefField[] {
  if (!patch) return [];
  return BRIEF_FIELDS.filter((field) => patch[field] !== undefined);
}

/** The value of one field of the brief (contacts read from `contacts`). */
export function fieldValue(brief: Brief, field: BriefField): unknown {
  if (isContact(field)) return brief.contacts[field] ?? null;
  return brief[field] ?? null;
}

/** The fields that hold something (a text, or a non-empty list). */
export function filledFields(brief: Brief): BriefField[] {
  return BRIEF_FIELDS.filter((field) => {
    const value = fieldValue(brief, field);
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== '';
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write it: digits with spaces, dots, dashes, slashes, brackets, an optional +. */
const PHONE = /^\+?[\d\s./()-]+$/;
const phoneOk = (v: string) => {
  const digits = v.match(/\d/g)?.length ?? 0;
  return PHONE.test(v) && digits >= 6 && digits <= 15;
};

/**
 * The first correction that is not a plausible contact, as the field at fault; null when all are. A social
 * profile must be an http(s) address or a @handle (social.ts): a published page links it.
 */
export function invalidContact(patch: BriefPatch): 'email' | 'pec' | 'phone' | 'whatsapp' | 'social' | null {
  if (patch.email && !EMAIL.test(patch.email)) return 'email';
  if (patch.pec && !EMAIL.test(patch.pec)) return 'pec';
  if (patch.phone && !phoneOk(patch.phone)) return 'phone';
  if (patch.whatsapp && !phoneOk(patch.whatsapp)) return 'whatsapp';
  if (patch.social?.some((value) => socialLink(value) !== value)) return 'social';
  return null;
}
