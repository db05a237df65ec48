import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildBrief, initialInterview } from '../interviewer';
import { applyPatch, BRIEF_FIELDS, cleanPatch, fieldsOf, filledFields, invalidContact, mergePatches } from './patch';

const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));

describe('the customer\'s corrections to the brief', () => {
  const base = { ...buildBrief(initialInterview('basic').state, 'medical'), business_name: 'Mah Non So', city: 'Brindisi', colors: ['arancione'] };

  it('names exactly the contract\'s BriefField values, in the same order', () => {
    expect([...BRIEF_FIELDS]).toEqual(contract.components.schemas.BriefField.enum);
  });

  it('trims texts, clears empty ones and drops empty list items and nameless services', () => {
    expect(cleanPatch({
      business_name: '  Marco Rinaldi PT ',
      tone: '   ',
      colors: [' blu', 'Blu', '', 'bianco'],
      services: [{ name: ' Personal training ', price: ' 40 € ' }, { name: ' ', price: '10 €' }, { name: 'Gruppi', price: '' }],
      contacts: { social: ['instagram.com/marco', ' '], email: ' marco@pt.it ' },
    })).toEqual({
      business_name: 'Marco Rinaldi PT',
      tone: null,
      colors: ['blu', 'bianco'],
      services: [{ name: 'Personal training', price: '40 €' }, { name: 'Gruppi', price: null }],
      contacts: { social: ['instagram.com/marco'], email: 'marco@pt.it' },
    });
  });

  it('lets the newest correction of each field win, contacts field by field', () => {
    const merged = mergePatches({ city: 'Ostuni', contacts: { email: 'a@b.it' } }, { city: 'Lecce', contacts: { phone: '0831 123456' } });
    expect(merged).toEqual({ city: 'Lecce', contacts: { email: 'a@b.it', phone: '0831 123456' } });
    expect(fieldsOf(merged)).toEqual(['city', 'contacts.email', 'contacts.phone']);
  });

  it('applies over the inferred brief but never moves the plan or the style', () => {
    const patched = applyPatch(base, { city: 'Ostuni', colors: ['blu'], plan_type: 'pro', style: 'fitness', domain_wish: 'x.it' } as never);
    expect(patched).toMatchObject({ city: 'Ostuni', colors: ['blu'], business_name: 'Mah Non So', plan_type: 'basic', style: 'medical', domain_wish: null });
    expect(applyPatch(base, null)).toBe(base);
  });

  it('lists the fields that hold something', () => {
    expect(filledFields(applyPatch(base, { contacts: { email: 'a@b.it' } }))).toEqual(['business_name', 'city', 'colors', 'contacts.email']);
  });

  it('refuses implausible contacts, naming the field', () => {
    expect(invalidContact({ contacts: { email: 'info@studio.it', phone: '+39 (0831) 12.34.56', whatsapp: '333 1234567' } })).toBeNull();
    expect(invalidContact({ contacts: { email: 'info at studio' } })).toBe('contacts.email');
    expect(invalidContact({ contacts: { phone: '12' } })).toBe('contacts.phone');
    expect(invalidContact({ contacts: { whatsapp: 'scrivimi' } })).toBe('contacts.whatsapp');
    expect(invalidContact({ contacts: { email: null } })).toBeNull();
  });
});
