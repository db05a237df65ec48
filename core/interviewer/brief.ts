/**
 * The structured brief (contract schema `Brief`) the team builds the page from, and the customer's own
 * corrections to it. `draftBrief` is pure and cheap: the summary card calls it after every turn.
 * What the interviewer inferred comes first; the customer's corrections (`state.overrides`, a contract
 * `BriefPatch`) are applied last, so a field the customer edited keeps their value whatever is said later.
 */
import { ENUMS, type Brief, type BriefField, type BriefPatch, type StyleId } from '../api';
import type { InterviewState } from './state';
import { normalizeState } from './state';
import { clip } from './text';

const toneWithRegister = (tone: string | null, register: 'tu' | 'lei' | null): string | null => {
  if (register !== 'lei') return tone;
  if (tone && /\blei\b/i.test(tone)) return tone;
  return tone ? `${tone}; dare del Lei` : 'formale, dare del Lei';
};

/** The brief as inferred so far, with the customer's corrections applied last. */
export function draftBrief(state: InterviewState, selectedStyle: StyleId | null): Brief {
  const s = normalizeState(state);
  const f = s.facts;
  const notes = [
    f.styleWords.length > 0 ? `Stile desiderato: ${f.styleWords.join(', ')}.` : null,
    f.website ? `Sito attuale: ${f.website}` : null,
    f.domainWish && f.domainOwned ? `Dominio già registrato dal cliente: da trasferire (${f.domainWish}).` : null,
    ...f.notes,
  ].filter((n): n is string => n !== null);
  const inferred: Brief = {
    plan_type: s.plan,
    business_name: f.businessName ? clip(f.businessName, 200) : null,
    owner_name: f.ownerName ? clip(f.ownerName, 200) : null,
    activity: f.activity ? clip(f.activity, 2000) : null,
    city: f.city ? clip(f.province ? `${f.city} (${f.province})` : f.city, 200) : null,
    target_customers: f.customers ? clip(f.customers, 2000) : null,
    services: f.services
      .slice(0, 50)
      .map((x) => ({ name: clip(x.name, 500), price: x.price ? clip(x.price, 100) : null })),
    strengths: f.strengths ? clip(f.strengths, 2000) : null,
    tone: clipOrNull(toneWithRegister(f.tone, f.register), 500),
    register: f.register,
    style: selectedStyle ?? s.selectedStyle,
    colors: f.colors.slice(0, 20).map((c) => clip(c, 50)),
    contacts: {
      email: f.email ? clip(f.email, 320) : null,
      phone: f.phone ? clip(f.phone, 50) : null,
      address: f.address ? clip(f.address, 500) : null,
      whatsapp: f.whatsapp ? clip(f.whatsapp, 50) : null,
      social: f.social.slice(0, 20).map((x) => clip(x, 500)),
      pec: f.pec ? clip(f.pec, 320) : null,
    },
    opening_hours: f.openingHours ? clip(f.openingHours, 500) : null,
    vat_number: f.vatNumber,
    domain_wish: s.plan === 'pro' && f.domainWish ? clip(f.domainWish, 253) : null,
    notes: notes.length > 0 ? clip(notes.join('\n'), 4000) : null,
    flags: s.flags.slice(-50),
    edited_fields: [],
    unverified_fields: ENUMS.BriefField.filter((field) => f.unverified.includes(field)),
  };
  return applyOverrides(inferred, s.overrides);
}

/** The brief handed over at completion: the same draft the customer saw and confirmed. */
export const buildBrief = draftBrief;

function clipOrNull(value: string | null, max: number): string | null {
  return value ? clip(value, max) : null;
}

const CONTACT_FIELDS = ['email', 'phone', 'pec', 'address', 'whatsapp', 'social'] as const;

/** The brief with every field the patch names replaced by the patch's value. */
export function applyOverrides(brief: Brief, patch: BriefPatch): Brief {
  const out: Brief = { ...brief, contacts: { ...brief.contacts }, edited_fields: [...(brief.edited_fields ?? [])] };
  const edited = new Set<BriefField>(out.edited_fields);
  for (const key of Object.keys(patch) as Array<keyof BriefPatch>) {
    const value = patch[key];
    if (value === undefined) continue;
    edited.add(key);
    if ((CONTACT_FIELDS as readonly string[]).includes(key)) {
      (out.contacts as Record<string, unknown>)[key] = value;
    } else if (key === 'services') {
      out.services = (value as NonNullable<BriefPatch['services']>).map((x) => ({ name: x.name, price: x.price }));
    } else {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  // In the contract's field order, not the patch's key order: a store may not keep key order (PostgreSQL's
  // jsonb does not), and the same corrections must read the same on every backend.
  out.edited_fields = ENUMS.BriefField.filter((field) => edited.has(field));
  // What the customer wrote in the summary is their value: no longer a doubt of the assistant's.
  if (out.unverified_fields) out.unverified_fields = out.unverified_fields.filter((field) => !edited.has(field));
  return out;
}

/**
 * Records a customer's correction from the summary card. The patch is merged into `state.overrides`
 * (later edits of the same field replace earlier ones) and mirrored into the facts the interviewer
 * speaks from, so its next questions use the corrected name, city or contact.
 * The patch must already be valid against the contract's `BriefPatch` (the route validates it).
 */
export function applyBriefPatch(state: InterviewState, patch: BriefPatch): InterviewState {
  const s = normalizeState(state);
  s.overrides = { ...s.overrides, ...patch };
  const f = s.facts;
  if (patch.business_name !== undefined) f.businessName = patch.business_name;
  if (patch.owner_name !== undefined) f.ownerName = patch.owner_name;
  if (patch.activity !== undefined) f.activity = patch.activity;
  if (patch.city !== undefined) {
    f.city = patch.city;
    f.province = null;
  }
  if (patch.target_customers !== undefined) f.customers = patch.target_customers;
  if (patch.services !== undefined) f.services = patch.services.map((x) => ({ name: x.name, price: x.price }));
  if (patch.strengths !== undefined) f.strengths = patch.strengths;
  if (patch.tone !== undefined) f.tone = patch.tone;
  if (patch.register !== undefined) f.register = patch.register;
  if (patch.colors !== undefined) f.colors = [...patch.colors];
  if (patch.email !== undefined) f.email = patch.email;
  if (patch.phone !== undefined) f.phone = patch.phone;
  if (patch.pec !== undefined) f.pec = patch.pec;
  if (patch.address !== undefined) f.address = patch.address;
  if (patch.whatsapp !== undefined) f.whatsapp = patch.whatsapp;
  if (patch.social !== undefined) f.social = [...patch.social];
  if (patch.opening_hours !== undefined) f.openingHours = patch.opening_hours;
  if (patch.vat_number !== undefined) f.vatNumber = patch.vat_number;
  // A field corrected by hand is the customer's word: no longer doubtful, never asked about again.
  f.unverified = f.unverified.filter((field) => !(field in patch));
  if (patch.domain_wish !== undefined) f.domainWish = patch.domain_wish;
  return s;
}

/** The flags raised so far, for the operator's list (contract `QuestionnaireSummary.flags`). */
export function flagsOf(state: InterviewState): NonNullable<Brief['flags']> {
  return normalizeState(state).flags;
}
