import { describe, expect, it } from 'vitest';
import { isCorrection, isNegatedAt } from './changes';
import { readColours } from './colors';

describe('isCorrection', () => {
  it.each([
    'anzi no, meglio blu',
    'la cassata costa 28 € invece, ho sbagliato',
    'Scusa, il nome giusto è Pizzeria Da Gennaro',
    'no aspetta, ci siamo trasferiti, ora siamo a Bressanone',
    'volevo dire Monopoli',
  ])('sees a correction in «%s»', (text) => {
    expect(isCorrection(text)).toBe(true);
  });
  it.each(['Rosso e bianco', 'Famiglie e studenti', 'nessuno mi ha mai risposto'])('sees none in «%s»', (text) => {
    expect(isCorrection(text)).toBe(false);
  });
});

describe('isNegatedAt', () => {
  it('reads "niente X", "non il X", "il X no"', () => {
    const text = 'niente arancione, il giallo no, blu sì';
    expect(isNegatedAt(text, text.indexOf('arancione'), 'arancione'.length)).toBe(true);
    expect(isNegatedAt(text, text.indexOf('giallo'), 'giallo'.length)).toBe(true);
    expect(isNegatedAt(text, text.indexOf('blu'), 'blu'.length)).toBe(false);
  });
});

describe('readColours', () => {
  it.each([
    [
      'Mi piacerebbe arancione e crema... anzi no, niente arancione, meglio blu e bianco',
      ['crema', 'blu', 'bianco'],
      ['arancione'],
    ],
    ['rosso, anzi bordeaux', ['bordeaux'], ['rosso']],
    ['verde e giallo. il giallo no, invece mettiamo bianco', ['verde', 'bianco'], ['giallo']],
    ['lilla e biancoo', ['lilla', 'bianco'], []],
    ['rosa cipria, verde menta e #F5E6CC', ['rosa cipria', 'verde menta', '#F5E6CC'], []],
  ])('reads «%s»', (text, wanted, dropped) => {
    expect(readColours(text)).toEqual({ wanted, dropped });
  });
});
