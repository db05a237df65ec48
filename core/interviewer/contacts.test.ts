import { describe, expect, it } from 'vitest';
import {
  findAddress,
  findEmailAndPec,
  findEmails,
  findPhoneAndWhatsApp,
  findPhones,
  findSocial,
  findVatNumber,
  findWebAddresses,
  isValidVatNumber,
  withoutContactData,
} from './contacts';

describe('findEmails', () => {
  it('finds emails in a sentence, lower-cased, without trailing punctuation', () => {
    expect(findEmails('Scrivimi a Info@DaGennaro.it. Oppure a prenotazioni@dagennaro.it!')).toEqual([
      'info@dagennaro.it',
      'prenotazioni@dagennaro.it',
    ]);
  });
  it('ignores text that only looks like one', () => {
    expect(findEmails('seguici @dagennaro su instagram')).toEqual([]);
  });
});

describe('findPhones', () => {
  it.each([
    ['Chiamami al 333 123 4567', '333 123 4567'],
    ['cell. 3331234567', '333 123 4567'],
    ['tel: +39 347 123 4567', '+39 347 123 4567'],
    ['0039 347-1234567', '+39 347-1234567'],
    ['Studio: 02 8765 4321', '02 8765 4321'],
    ['081/5551234', '081/5551234'],
    ['numero verde 800 123 456', '800 123 456'],
  ])('recognises %s', (text, expected) => {
    expect(findPhones(text)).toEqual([expected]);
  });
  it('does not take prices, years, postcodes or short numbers for phones', () => {
    expect(
      findPhones('Dal 2015, via Roma 12, 20121 Milano, pizza a 8 euro, 48 ore di lievitazione, 35000 clienti'),
    ).toEqual([]);
  });
  it('does not read digits inside an email as a phone', () => {
    expect(findPhones('mario3331234567@gmail.com')).toEqual([]);
  });
});

describe('findPhoneAndWhatsApp', () => {
  it('tells the WhatsApp number from the phone number', () => {
    expect(findPhoneAndWhatsApp('Telefono 081 123 4567, WhatsApp 333 987 6543', null)).toEqual({
      phone: '081 123 4567',
      whatsapp: '333 987 6543',
    });
  });
  it('makes the phone WhatsApp too when told "anche WhatsApp"', () => {
    expect(findPhoneAndWhatsApp('347 123 4567, anche WhatsApp', null)).toEqual({
      phone: '347 123 4567',
      whatsapp: '347 123 4567',
    });
    expect(findPhoneAndWhatsApp('su WhatsApp lo stesso numero', '081 123 4567')).toEqual({
      phone: null,
      whatsapp: '081 123 4567',
    });
  });
  it('uses a WhatsApp-only number as the phone when none is known', () => {
    expect(findPhoneAndWhatsApp('solo whatsapp: 320 111 2222', null)).toEqual({
      phone: '320 111 2222',
      whatsapp: '320 111 2222',
    });
  });
});

describe('findAddress', () => {
  it.each([
    ['Siamo in Via Toledo 45, Napoli. Vi aspettiamo', 'Via Toledo 45, Napoli'],
    ['Studio in Corso Francia 120, Torino', 'Corso Francia 120, Torino'],
    ['indirizzo: piazza della Signoria 3/b, Firenze', 'piazza della Signoria 3/b, Firenze'],
    ['Via Manzoni 12, 20121 Milano - tel 02 1234567', 'Via Manzoni 12, 20121 Milano'],
  ])('finds the address in %s', (text, expected) => {
    expect(findAddress(text)).toBe(expected);
  });
  it('returns null without a street and number', () => {
    expect(findAddress('siamo in centro, vicino alla stazione')).toBeNull();
  });
});

describe('web addresses and social profiles', () => {
  it('finds web addresses with or without scheme and not inside emails', () => {
    expect(
      findWebAddresses('Il sito è https://www.DaGennaro.it/menu. Email info@altro.it').map((w) => w.display),
    ).toEqual(['dagennaro.it/menu']);
  });
  it('finds profile links, handles next to a network and bare network names', () => {
    expect(findSocial('instagram.com/dagennaro, Facebook: @pizzeriadagennaro; siamo anche su TikTok')).toEqual([
      'instagram.com/dagennaro',
      'Facebook: @pizzeriadagennaro',
      'TikTok',
    ]);
  });
  it('strips contact data to see what else was said', () => {
    expect(withoutContactData('tel 333 123 4567, info@x.it')).toBe(',');
    expect(withoutContactData('Rosso e blu, tel 333 123 4567')).toBe('Rosso e blu,');
  });
});

describe('findEmailAndPec', () => {
  it('tells the PEC from the ordinary email, by the word PEC or by a certified-mail domain', () => {
    expect(findEmailAndPec('segreteria@studioferraris.it; PEC studioferraris@legalmail.it')).toEqual({
      email: 'segreteria@studioferraris.it',
      pec: 'studioferraris@legalmail.it',
    });
    expect(findEmailAndPec('scrivete a info@x.it o alla pec x@pec.it')).toEqual({
      email: 'info@x.it',
      pec: 'x@pec.it',
    });
    expect(findEmailAndPec('info@studiobertone.to.it, PEC studiobertone@pec.odcec.torino.it')).toEqual({
      email: 'info@studiobertone.to.it',
      pec: 'studiobertone@pec.odcec.torino.it',
    });
    expect(findEmailAndPec('solo mario@gmail.com')).toEqual({ email: 'mario@gmail.com', pec: null });
  });
});

describe('P.IVA', () => {
  it('checks the check digit', () => {
    expect(isValidVatNumber('01234567897')).toBe(true);
    expect(isValidVatNumber('12345678901')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
  });
  it.each([
    ['P.IVA 01234567897', '01234567897'],
    ['partita iva IT 09876543217', '09876543217'],
    ['P. IVA: 01234567897 - tel 333 1234567', '01234567897'],
    ['partita iva 12345678901', null],
    ['chiamate 01234567897', null],
  ])('reads «%s»', (text, vat) => {
    expect(findVatNumber(text)).toBe(vat);
  });
  it('never reads a VAT number or a date as a phone number', () => {
    expect(findPhones('Tel. 0743 816 221 - P.IVA 01234567897')).toEqual(['0743 816 221']);
    expect(findPhones("iscritta all'albo dal 15/03/2009")).toEqual([]);
  });
});
