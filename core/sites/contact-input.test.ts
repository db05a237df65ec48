import { describe, expect, it } from 'vitest';
import { MAX_LENGTH, type SiteContent } from '../api';
import { emailInput, phoneInput, retargetContactLinks } from './contact-input';

describe('phoneInput', () => {
  it('turns a number as written into its E.164 twin, as the draft does', () => {
    expect(phoneInput(' 081 555 1234 ')).toEqual({
      ok: true,
      value: { display: '081 555 1234', e164: '+390815551234' },
    });
    expect(phoneInput('347.123.4567')).toEqual({ ok: true, value: { display: '347.123.4567', e164: '+393471234567' } });
    expect(phoneInput('0044 20 7946 0958')).toMatchObject({ ok: true, value: { e164: '+442079460958' } });
  });

  it('removes the fact when emptied', () => {
    expect(phoneInput('   ')).toEqual({ ok: true, value: undefined });
  });

  it('refuses what cannot be dialled or is longer than the contract allows', () => {
    for (const bad of ['abc', '12', '+39 1234', '347 123', 'tel:+393471234567', '<script>']) {
      expect(phoneInput(bad), bad).toEqual({ ok: false, reason: 'phone' });
    }
    expect(phoneInput(`347 123 4567${' '.repeat(MAX_LENGTH['SitePhone.display'])}x`)).toEqual({
      ok: false,
      reason: 'phone',
    });
  });
});

describe('emailInput', () => {
  it('keeps an address the contract accepts and refuses one it would not', () => {
    expect(emailInput(' info@dagennaro.it ')).toEqual({ ok: true, value: 'info@dagennaro.it' });
    expect(emailInput('')).toEqual({ ok: true, value: undefined });
    for (const bad of ['info', 'info@', 'in fo@x.it', '<a>@x.it']) {
      expect(emailInput(bad), bad).toEqual({ ok: false, reason: 'email' });
    }
  });
});

describe('retargetContactLinks', () => {
  const content: SiteContent = {
    business: { name: 'Da Gennaro', phone: { display: '081 555 1234', e164: '+390815551234' } },
    meta: { title: 'Da Gennaro', description: '', language: 'it' },
    sections: [
      {
        id: 'hero',
        type: 'hero',
        props: {
          title: 'Pizza',
          primary: { label: 'Chiama', href: 'tel:+390815551234' },
          secondary: { label: 'Menu', href: '#menu' },
        },
      },
      {
        id: 'contatti',
        type: 'contacts',
        props: { title: 'Contatti', action: { label: 'Chiama', href: 'tel:+390815551234' } },
      },
    ],
  };

  it('points the calls to action that dialled the old number at the new one and names them as edited', () => {
    const result = retargetContactLinks(content, 'phone', content.business.phone, {
      display: '081 999 0000',
      e164: '+390819990000',
    });
    expect(result.edited).toEqual(['/sections/hero/props/primary', '/sections/contatti/props/action']);
    expect(result.content.sections[0]!.props).toMatchObject({
      primary: { label: 'Chiama', href: 'tel:+390819990000' },
      secondary: { href: '#menu' },
    });
    expect(content.sections[0]!.props).toMatchObject({ primary: { href: 'tel:+390815551234' } });
  });

  it('leaves the page alone when the number is the same, new or removed', () => {
    expect(retargetContactLinks(content, 'phone', content.business.phone, content.business.phone).edited).toEqual([]);
    expect(retargetContactLinks(content, 'whatsapp', undefined, content.business.phone).content).toBe(content);
    expect(retargetContactLinks(content, 'phone', content.business.phone, undefined).content).toBe(content);
  });
});
