import { describe, expect, it } from 'vitest';
import { findOpeningHours } from './hours';

describe('findOpeningHours', () => {
  it.each([
    ['Tel. 0743 816 221 - aperti lun-sab 8-13 e 16-19.30', ['lun-sab 8-13 e 16-19.30']],
    ['Siamo aperti tutti i giorni dalle 19 alle 24, chiusi il martedì', ['tutti i giorni dalle 19 alle 24', 'martedì']],
    ['Orari: da martedì a domenica 12-14.30 e 19.30-22.30; lunedì chiuso.', ['12-14.30', 'Lunedì chiuso']],
    ['Aperti da aprile a novembre', ['aprile a novembre']],
    ['riceve su appuntamento lun-ven 8.30-19', ['lun-ven 8.30-19']],
  ])('reads the hours in «%s»', (text, parts) => {
    const hours = findOpeningHours(text);
    for (const part of parts) expect(hours).toContain(part);
  });

  it('finds no hours in prices, years, phone numbers or dates', () => {
    expect(findOpeningHours('tagliando da 120 €, cambio gomme 40 €')).toBeNull();
    expect(findOpeningHours("iscritta all'albo dal 15/03/2009, attiva dal 2009")).toBeNull();
    expect(findOpeningHours('chiamate il 0541 600 700')).toBeNull();
  });
});
