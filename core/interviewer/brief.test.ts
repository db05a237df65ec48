import { describe, expect, it } from 'vitest';
import { applyBriefPatch, buildBrief, draftBrief } from './brief';
import { normalizeState } from './state';

describe('buildBrief', () => {
  it('maps the facts to the contract brief', () => {
    const s = normalizeState({ plan: 'pro', step: 0, answers: {} });
    Object.assign(s.facts, {
      businessName: 'Da Gennaro',
      activity: 'Pizzeria napoletana',
      city: 'Napoli',
      customers: 'Famiglie',
      services: [{ name: 'Margherita', price: '6 €' }],
      strengths: 'Forno a legna',
      tone: 'amichevole',
      styleWords: ['caldo e naturale'],
      colors: ['rosso'],
      email: 'info@dagennaro.it',
      phone: '081 123 4567',
      address: 'Via Toledo 45, Napoli',
      whatsapp: null,
      social: ['Instagram: @dagennaro'],
      website: 'vecchiosito.it',
      domainWish: 'dagennaro.it',
      notes: ['Chiuso il martedì'],
    });
    expect(buildBrief(s, 'business')).toEqual({
      plan_type: 'pro',
      business_name: 'Da Gennaro',
      activity: 'Pizzeria napoletana',
      city: 'Napoli',
      target_customers: 'Famiglie',
      services: [{ name: 'Margherita', price: '6 €' }],
      strengths: 'Forno a legna',
      tone: 'amichevole',
      style: 'business',
      colors: ['rosso'],
      contacts: {
        email: 'info@dagennaro.it',
        phone: '081 123 4567',
        address: 'Via Toledo 45, Napoli',
        whatsapp: null,
        social: ['Instagram: @dagennaro'],
        pec: null,
      },
      domain_wish: 'dagennaro.it',
      notes: 'Stile desiderato: caldo e naturale.\nSito attuale: vecchiosito.it\nChiuso il martedì',
      owner_name: null,
      register: null,
      opening_hours: null,
      vat_number: null,
      flags: [],
      edited_fields: [],
      unverified_fields: [],
    });
  });
  it('keeps the style chosen in the chat when none is passed, and no domain for basic', () => {
    const s = normalizeState({ plan: 'basic', step: 0, answers: {} });
    s.selectedStyle = 'medical';
    s.facts.domainWish = 'esempio.it';
    const brief = buildBrief(s, null);
    expect(brief.style).toBe('medical');
    expect(brief.domain_wish).toBeNull();
    expect(brief.notes).toBeNull();
  });
  it('reads a state saved by the fixed-question version', () => {
    const brief = buildBrief(
      { plan: 'basic', step: 3, answers: { business: 'Pizzeria a Bari', customers: 'studenti', services: 'pizze' } },
      null,
    );
    expect(brief.activity).toBe('Pizzeria a Bari');
    expect(brief.target_customers).toBe('studenti');
    expect(brief.services).toEqual([{ name: 'pizze', price: null }]);
  });
  it('says Lei in the tone once the customer asked for it', () => {
    const s = normalizeState({ plan: 'basic', step: 0, answers: {} });
    s.facts.register = 'lei';
    expect(buildBrief(s, null)).toMatchObject({ register: 'lei', tone: 'formale, dare del Lei' });
    s.facts.tone = 'professionale';
    expect(buildBrief(s, null).tone).toBe('professionale; dare del Lei');
  });
  it('clips long values to the contract limits', () => {
    const s = normalizeState({ plan: 'basic', step: 0, answers: {} });
    s.facts.businessName = 'N'.repeat(500);
    s.facts.colors = Array.from({ length: 30 }, (_, i) => `colore ${i}`);
    const brief = buildBrief(s, null);
    expect(brief.business_name!.length).toBeLessThanOrEqual(200);
    expect(brief.colors).toHaveLength(20);
  });
});

describe("the customer's corrections", () => {
  const inferred = () => {
    const s = normalizeState({ plan: 'pro', step: 0, answers: {} });
    Object.assign(s.facts, {
      businessName: 'Gennaro Esposito',
      city: 'Napoli',
      email: 'info@dagennaro.it',
      colors: ['arancione'],
    });
    return s;
  };

  it('win over what was inferred, field by field, and are listed as edited', () => {
    const patched = applyBriefPatch(inferred(), {
      business_name: 'Pizzeria Da Gennaro',
      pec: 'dagennaro@pec.it',
      colors: ['blu'],
    });
    const brief = draftBrief(patched, null);
    expect(brief).toMatchObject({ business_name: 'Pizzeria Da Gennaro', city: 'Napoli', colors: ['blu'] });
    expect(brief.contacts).toMatchObject({ email: 'info@dagennaro.it', pec: 'dagennaro@pec.it' });
    expect(brief.edited_fields?.sort()).toEqual(['business_name', 'colors', 'pec']);
  });

  it('keep winning when the interviewer later infers something else', () => {
    const patched = normalizeState(applyBriefPatch(inferred(), { city: 'Pozzuoli', phone: null }));
    patched.facts.city = 'Caserta';
    patched.facts.phone = '081 123 4567';
    const brief = draftBrief(patched, null);
    expect(brief.city).toBe('Pozzuoli');
    expect(brief.contacts.phone).toBeNull();
  });

  it('are mirrored into the facts the interviewer speaks from', () => {
    const patched = normalizeState(applyBriefPatch(inferred(), { business_name: 'Pizzeria Da Gennaro' }));
    expect(patched.facts.businessName).toBe('Pizzeria Da Gennaro');
  });

  it('replace an earlier correction of the same field', () => {
    const once = applyBriefPatch(inferred(), { city: 'Pozzuoli' });
    expect(draftBrief(applyBriefPatch(once, { city: 'Bacoli' }), null).city).toBe('Bacoli');
  });
});
