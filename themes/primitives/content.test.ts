import { describe, expect, it } from 'vitest';
import type { SiteSection } from '@core/api';
import { euroAmount, mainAction, priceSaving } from './content';

describe('euroAmount', () => {
  it('reads amounts in euro as customers write them', () => {
    expect(euroAmount('199 €')).toBe(199);
    expect(euroAmount('€ 24,90')).toBe(24.9);
    expect(euroAmount('1.200 euro')).toBe(1200);
    expect(euroAmount('2,5 €')).toBe(2.5);
  });

  it('reads nothing else', () => {
    for (const price of ['da 40 euro', 'su preventivo', '49 €/mese', '199', '12 $', '1.2.3 €'])
      expect(euroAmount(price)).toBeNull();
  });
});

describe('priceSaving', () => {
  it('says what an offer saves, in the Italian way', () => {
    expect(priceSaving('199 €', '249 €')).toBe('50 €');
    expect(priceSaving('16,90 €', '19,90 €')).toBe('3 €');
    expect(priceSaving('6,50 €', '9 €')).toBe('2,50 €');
  });

  it('says nothing when the prices are not plain amounts or the old one is not higher', () => {
    expect(priceSaving('da 40 euro', '60 €')).toBeUndefined();
    expect(priceSaving('60 €', '60 €')).toBeUndefined();
    expect(priceSaving('70 €', '60 €')).toBeUndefined();
  });
});

describe('mainAction', () => {
  const call = { label: 'Chiama', href: 'tel:+390551234567' };
  const book = { label: 'Prenota', href: '#contatti' };
  const hero = (primary?: typeof call): SiteSection => ({ id: 'hero', type: 'hero', props: { title: 'T', primary } });
  const cta: SiteSection = { id: 'prenota', type: 'cta', props: { title: 'C', action: book } };

  it("is the hero's call to action, else the closing call's", () => {
    expect(mainAction([cta, hero(call)])).toEqual(call);
    expect(mainAction([hero(), cta])).toEqual(book);
    expect(mainAction([])).toBeUndefined();
  });
});
