import { describe, expect, it } from 'vitest';
import type { Brief } from '@core/api';
import { invoiceErrors, invoiceInput, invoicePrefill, missingRequired } from './invoice';
import { paymentUrl } from './payment-link';

const empty = { legal_name: '', tax_id: '', recipient_code: '', pec: '', address: '' };
const brief = (over: Partial<Brief> = {}, contacts: Partial<Brief['contacts']> = {}) =>
  ({
    plan_type: 'basic',
    business_name: 'Bar Centrale',
    owner_name: 'Anna Neri',
    vat_number: '01234567890',
    contacts: {
      email: 'anna@barcentrale.it',
      phone: null,
      address: 'Via Po 3, Torino',
      whatsapp: null,
      social: [],
      pec: 'bar@pec.it',
      ...contacts,
    },
    ...over,
  }) as Brief;

describe('the invoice data', () => {
  it('starts from what the chat knows', () => {
    expect(invoicePrefill(brief())).toEqual({
      legal_name: 'Bar Centrale',
      tax_id: '01234567890',
      recipient_code: '',
      pec: 'bar@pec.it',
      address: 'Via Po 3, Torino',
    });
    expect(invoicePrefill(brief({ business_name: null })).legal_name).toBe('Anna Neri');
    expect(invoicePrefill(null)).toEqual(empty);
  });

  it('accepts what the contract accepts, as people write it, and says in Italian what it refuses', () => {
    expect(
      invoiceErrors({ ...empty, tax_id: 'IT 012.345.678-90', recipient_code: 'm5uxcr1', pec: 'a@pec.it' }),
    ).toEqual({});
    expect(invoiceErrors({ ...empty, tax_id: 'rssmra80a01h501u' })).toEqual({});
    const errors = invoiceErrors({ ...empty, tax_id: '1234', recipient_code: 'ABC', pec: 'non una pec' });
    expect(Object.keys(errors).sort()).toEqual(['pec', 'recipient_code', 'tax_id']);
    expect(errors.tax_id).toMatch(/partita IVA/);
    expect(
      invoiceInput({ legal_name: ' Bar ', tax_id: 'IT 01234567890', recipient_code: 'm5uxcr1', pec: '', address: '' }),
    ).toEqual({ legal_name: 'Bar', tax_id: '01234567890', recipient_code: 'M5UXCR1', pec: null, address: null });
  });

  it('names the business name and the email when the brief lacks them', () => {
    expect(missingRequired(brief())).toEqual([]);
    expect(missingRequired(brief({ business_name: ' ' }, { email: null }))).toEqual(['business_name', 'email']);
    expect(missingRequired(null)).toEqual(['business_name', 'email']);
  });
});

describe('the payment address', () => {
  it('adds the order and the email as encoded query parameters, keeping the link’s own', () => {
    const url = new URL(paymentUrl('https://buy.stripe.com/test_abc?locale=it', 'ord_X1-y_2', 'a+b&c@x.it'));
    expect(url.searchParams.get('locale')).toBe('it');
    expect(url.searchParams.get('client_reference_id')).toBe('ord_X1-y_2');
    expect(url.searchParams.get('prefilled_email')).toBe('a+b&c@x.it');
    expect(paymentUrl('https://buy.stripe.com/test_abc', null, null)).toBe('https://buy.stripe.com/test_abc');
  });
});
