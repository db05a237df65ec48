import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyBriefPatch, draftBrief, initialInterview } from '../interviewer';
import { BRIEF_FIELDS, cleanPatch, fieldsOf, fieldValue, filledFields, invalidContact } from './patch';

const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));

describe("the customer's corrections to the brief", () => {
  it("name exactly the contract's BriefField values", () => {
    expect([...BRIEF_FIELDS].sort()).toEqual([...contract.components.schemas.BriefField.enum].sort());
  });

  it('are trimmed, empty texts clear a field, empty list items and nameless services are dropped', () => {
    expect(
      cleanPatch({
        business_name: '  Marco Rinaldi PT ',
        tone: '   ',
        colors: [' blu', 'Blu', '', 'bianco'],
        services: [
          { name: ' Personal training ', price: ' 40 € ' },
          { name: ' ', price: '10 €' },
          { name: 'Gruppi', price: '' },
        ],
        social: ['instagram.com/marco', ' '],
        email: ' marco@pt.it ',
        register: 'lei',
      }),
    ).toEqual({
      business_name: 'Marco Rinaldi PT',
      tone: null,
      colors: ['blu', 'bianco'],
      services: [
        { name: 'Personal training', price: '40 €' },
        { name: 'Gruppi', price: null },
      ],
      // An address typed without scheme is kept as the link the page will show.
      social: ['https://instagram.com/marco'],
      email: 'marco@pt.it',
      register: 'lei',
    });
    expect(fieldsOf({ city: 'Lecce', email: 'a@b.it', social: [] })).toEqual(['city', 'email', 'social']);
  });

  it('read a brief field by field, contacts included, and list the filled ones', () => {
    const brief = draftBrief(
      applyBriefPatch(initialInterview('basic').state, { city: 'Ostuni', pec: 'studio@pec.it', colors: ['blu'] }),
      null,
    );
    expect(fieldValue(brief, 'pec')).toBe('studio@pec.it');
    expect(fieldValue(brief, 'city')).toBe('Ostuni');
    expect(filledFields(brief)).toEqual(['city', 'colors', 'pec']);
  });

  it('refuse implausible contacts, naming the field', () => {
    expect(
      invalidContact({
        email: 'info@studio.it',
        phone: '+39 (0831) 12.34.56',
        whatsapp: '333 1234567',
        pec: 'studio@pec.it',
      }),
    ).toBeNull();
    expect(invalidContact({ email: 'info at studio' })).toBe('email');
    expect(invalidContact({ pec: 'pec' })).toBe('pec');
    expect(invalidContact({ phone: '12' })).toBe('phone');
    expect(invalidContact({ whatsapp: 'scrivimi' })).toBe('whatsapp');
    expect(invalidContact({ email: null })).toBeNull();
    expect(invalidContact({ social: ['https://instagram.com/studio', '@studio'] })).toBeNull();
    expect(invalidContact({ social: ['@studio', 'javascript:alert(1)'] })).toBe('social');
    expect(invalidContact({ social: ['data:text/html,<b>x</b>'] })).toBe('social');
  });
});
