/**
 * Checks a value against the contract's `Brief` schema by hand (required keys, types, enums, lengths),
 * for briefs that come from outside the code, such as a language model's JSON. Pure, no dependencies.
 */
import type { Brief } from '../api';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): v is string | null => v === null || (typeof v === 'string' && v.length <= max);
const texts = (v: unknown, maxItems: number, max: number): v is string[] =>
  Array.isArray(v) && v.length <= maxItems && v.every((x) => typeof x === 'string' && x.length <= max);

/** The value as a `Brief` when it satisfies the schema, otherwise null. */
export function parseBrief(value: unknown): Brief | null {
  if (!isObject(value)) return null;
  const v = value;
  if (v.plan_type !== 'basic' && v.plan_type !== 'pro') return null;
  if (!text(v.business_name, 200) || !text(v.activity, 2000) || !text(v.city, 200) || !text(v.target_customers, 2000))
    return null;
  if (!text(v.strengths, 2000) || !text(v.tone, 500) || !text(v.domain_wish, 253) || !text(v.notes, 4000)) return null;
  if (v.style !== null && v.style !== 'medical' && v.style !== 'fitness' && v.style !== 'business') return null;
  if (!texts(v.colors, 20, 50)) return null;
  if (!Array.isArray(v.services) || v.services.length > 50) return null;
  for (const s of v.services) {
    if (!isObject(s) || typeof s.name !== 'string' || s.name.length > 500 || !text(s.price, 100)) return null;
  }
  const c = v.contacts;
  if (!isObject(c)) return null;
  if (
    !text(c.email, 320) ||
    !text(c.phone, 50) ||
    !text(c.address, 500) ||
    !text(c.whatsapp, 50) ||
    !texts(c.social, 20, 500)
  )
    return null;
  // Fields added after the first version: optional, checked when present.
  if (v.owner_name !== undefined && !text(v.owner_name, 200)) return null;
  if (v.opening_hours !== undefined && !text(v.opening_hours, 500)) return null;
  if (
    v.vat_number !== undefined &&
    v.vat_number !== null &&
    !(typeof v.vat_number === 'string' && /^[0-9]{11}$/.test(v.vat_number))
  )
    return null;
  if (v.register !== undefined && v.register !== null && v.register !== 'tu' && v.register !== 'lei') return null;
  if (c.pec !== undefined && !text(c.pec, 320)) return null;
  const extra: Partial<Brief> = {};
  if (v.owner_name !== undefined) extra.owner_name = v.owner_name;
  if (v.opening_hours !== undefined) extra.opening_hours = v.opening_hours;
  if (v.vat_number !== undefined) extra.vat_number = v.vat_number as string | null;
  if (v.register !== undefined) extra.register = v.register as 'tu' | 'lei' | null;
  if (Array.isArray(v.flags)) extra.flags = [];
  if (Array.isArray(v.edited_fields)) extra.edited_fields = [];
  if (Array.isArray(v.unverified_fields)) extra.unverified_fields = [];
  return {
    ...extra,
    plan_type: v.plan_type,
    business_name: v.business_name,
    activity: v.activity,
    city: v.city,
    target_customers: v.target_customers,
    services: (v.services as Json[]).map((s) => ({ name: s.name as string, price: s.price as string | null })),
    strengths: v.strengths,
    tone: v.tone,
    style: v.style,
    colors: v.colors,
    contacts: {
      email: c.email,
      phone: c.phone,
      address: c.address,
      whatsapp: c.whatsapp,
      social: c.social,
      ...(c.pec !== undefined ? { pec: c.pec as string | null } : {}),
    },
    domain_wish: v.domain_wish,
    notes: v.notes,
  };
}
