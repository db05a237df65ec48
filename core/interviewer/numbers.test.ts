import { describe, expect, it } from 'vitest';
import { parseNumberWord, withNumeralPrices } from './numbers';

describe('parseNumberWord', () => {
  it.each([
    ['quaranta', 40],
    ['ventotto', 28],
    ['trentuno', 31],
    ['centoventi', 120],
    ['trecentocinquanta', 350],
    ['mille', 1000],
    ['milleduecento', 1200],
    ['duemilacinquecento', 2500],
  ])('reads %s', (word, value) => {
    expect(parseNumberWord(word)).toBe(value);
  });
  it('refuses words that only start like a number', () => {
    for (const word of ['settembre', 'unico', 'treno', 'seicentesco', 'famila'])
      expect(parseNumberWord(word)).toBeNull();
  });
});

describe('withNumeralPrices', () => {
  it('writes prices in digits: before «euro», with cents, and closing an item of a priced list', () => {
    expect(withNumeralPrices('lezione singola quaranta euro')).toBe('lezione singola 40 euro');
    expect(withNumeralPrices('cono due euro e cinquanta')).toBe('cono 2,50 euro');
    expect(withNumeralPrices('menu dodici euro e novanta, cuoppo tre e cinquanta')).toBe(
      'menu 12,90 euro, cuoppo 3,50 €',
    );
    expect(withNumeralPrices('pizza sette euro e mezzo')).toBe('pizza 7,50 euro');
    expect(withNumeralPrices('album in più trecentocinquanta', true)).toBe('album in più 350');
  });
  it('leaves number words that are no price', () => {
    expect(withNumeralPrices('Trattoria Tre Archi, pasta 12 euro', true)).toBe('Trattoria Tre Archi, pasta 12 euro');
    expect(withNumeralPrices('taglio e barba venti euro')).toBe('taglio e barba 20 euro');
    expect(withNumeralPrices('bambini dai quattro anni')).toBe('bambini dai quattro anni');
  });
});
