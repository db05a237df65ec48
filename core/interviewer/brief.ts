/** The structured brief (contract schema `Brief`) the team builds the page from. */
import type { Brief, StyleId } from '../api';
import type { InterviewState } from './state';
import { normalizeState } from './state';
import { clip } from './text';

export function buildBrief(state: InterviewState, selectedStyle: StyleId | null): Brief {
  const s = normalizeState(state);
  const f = s.facts;
  const notes = [
    f.styleWords.length > 0 ? `Stile desiderato: ${f.styleWords.join(', ')}.` : null,
    f.website ? `Sito attuale: ${f.website}` : null,
    ...f.notes,
  ].filter((n): n is string => n !== null);
  return {
    plan_type: s.plan,
    business_name: f.businessName ? clip(f.businessName, 200) : null,
    activity: f.activity ? clip(f.activity, 2000) : null,
    city: f.city ? clip(f.city, 200) : null,
    target_customers: f.customers ? clip(f.customers, 2000) : null,
    services: f.services.slice(0, 50).map((x) => ({ name: clip(x.name, 500), price: x.price ? clip(x.price, 100) : null })),
    strengths: f.strengths ? clip(f.strengths, 2000) : null,
    tone: f.tone ? clip(f.tone, 500) : null,
    style: selectedStyle ?? s.selectedStyle,
    colors: f.colors.slice(0, 20).map((c) => clip(c, 50)),
    contacts: {
      email: f.email ? clip(f.email, 320) : null,
      phone: f.phone ? clip(f.phone, 50) : null,
      address: f.address ? clip(f.address, 500) : null,
      whatsapp: f.whatsapp ? clip(f.whatsapp, 50) : null,
      social: f.social.slice(0, 20).map((x) => clip(x, 500)),
    },
    domain_wish: s.plan === 'pro' && f.domainWish ? clip(f.domainWish, 253) : null,
    notes: notes.length > 0 ? clip(notes.join('\n'), 4000) : null,
  };
}
