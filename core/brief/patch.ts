/**
 * The customer's corrections to the brief (contract `BriefPatch`): cleaning them, folding a new
 * correction into the ones already made, and applying them over what the interviewer inferred, so a
 * correction wins now, after every later turn and in the final brief. Pure: both backends and the
 * language-model interviewer use it.
 */
import type { Brief, BriefField, BriefPatch } from '../api';

type ContactKey = keyof Brief['contacts'];
type TopKey = Exclude<keyof BriefPatch, 'contacts'>;

/** Every field the customer can correct, in the order the summary shows them (the contract's `BriefField`). */
export const BRIEF_FIELDS = [
  'business_name', 'activity', 'city', 'target_customers', 'services', 'strengths', 'tone', 'colors',
  'contacts.email', 'contacts.phone', 'contacts.address', 'contacts.whatsapp', 'contacts.social',
  'domain_wish', 'notes',
] as const satisfies readonly BriefField[];

const TOP_KEYS: readonly TopKey[] = [
  'business_name', 'activity', 'city', 'target_customers', 'services', 'strengths', 'tone', 'colors', 'domain_wish', 'notes',
];
const CONTACT_KEYS: readonly ContactKey[] = ['email', 'phone', 'address', 'whatsapp', 'social'];

const cleanText = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Trimmed texts and list items, distinct case-insensitively, empty ones dropped. */
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
  const out: BriefPatch = {};
  for (const key of TOP_KEYS) {
    if (!(key in patch)) continue;
    if (key === 'services') {
      out.services = (patch.services ?? [])
        .map((s) => ({ name: s.name.trim(), price: cleanText(s.price) }))
        .filter((s) => s.name !== '');
    } else if (key === 'colors') {
      out.colors = cleanList(patch.colors ?? []);
    } else {
      out[key] = cleanText(patch[key]);
    }
  }
  if (patch.contacts) {
    const contacts: NonNullable<BriefPatch['contacts']> = {};
    for (const key of CONTACT_KEYS) {
      if (!(key in patch.contacts)) continue;
      if (key === 'social') contacts.social = cleanList(patch.contacts.social ?? []);
      else contacts[key] = cleanText(patch.contacts[key]);
    }
    if (Object.keys(contacts).length > 0) out.contacts = contacts;
  }
  return out;
}

/** The fields a patch sets, in summary order. */
export function fieldsOf(patch: BriefPatch | null | undefined): BriefField[] {
  if (!patch) return [];
  return BRIEF_FIELDS.filter((field) => {
    if (field.startsWith('contacts.')) return patch.contacts !== undefined && field.slice(9) in patch.contacts;
    return field in patch;
  });
}

/** A later correction over earlier ones: the newest value of each field wins. */
export function mergePatches(earlier: BriefPatch | null | undefined, later: BriefPatch): BriefPatch {
  const merged: BriefPatch = { ...(earlier ?? {}), ...later };
  if (earlier?.contacts || later.contacts) merged.contacts = { ...(earlier?.contacts ?? {}), ...(later.contacts ?? {}) };
  return merged;
}

/** The brief with the patch's fields in place of the inferred ones. Plan and style are never patched. */
export function applyPatch(brief: Brief, patch: BriefPatch | null | undefined): Brief {
  if (!patch) return brief;
  const { contacts, ...top } = patch;
  return {
    ...brief,
    ...top,
    contacts: { ...brief.contacts, ...(contacts ?? {}) },
    // Written last: a patch from outside the type system (a model's JSON) cannot move them.
    plan_type: brief.plan_type,
    style: brief.style,
    domain_wish: brief.plan_type === 'pro' ? (top.domain_wish !== undefined ? top.domain_wish : brief.domain_wish) : null,
  };
}

/** The value of one field of the brief. */
export function fieldValue(brief: Brief, field: BriefField): unknown {
  if (field.startsWith('contacts.')) return brief.contacts[field.slice(9) as ContactKey];
  return brief[field as TopKey];
}

/** The fields that hold something (a text, or a non-empty list). */
export function filledFields(brief: Brief): BriefField[] {
  return BRIEF_FIELDS.filter((field) => {
    const value = fieldValue(brief, field);
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write it: digits with spaces, dots, dashes, slashes, brackets, an optional +. */
const PHONE = /^\+?[\d\s./()-]+$/;

/** The first correction that is not a plausible contact, as the field at fault; null when all are. */
export function invalidContact(patch: BriefPatch): 'contacts.email' | 'contacts.phone' | 'contacts.whatsapp' | null {
  const c = patch.contacts;
  if (!c) return null;
  if (c.email && !EMAIL.test(c.email)) return 'contacts.email';
  const phoneOk = (v: string) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 15;
  if (c.phone && !phoneOk(c.phone)) return 'contacts.phone';
  if (c.whatsapp && !phoneOk(c.whatsapp)) return 'contacts.whatsapp';
  return null;
}
