import { describe, expect, it } from 'vitest';
import { attachPrices, findPrice, parseServices } from './services';

describe('findPrice', () => {
  it.each([
    ['Margherita 6 euro', '6 €'],
    ['Diavola 7,50€', '7,50 €'],
    ['€ 12', '12 €'],
    ['consulenza a partire da 60 euro', 'da 60 €'],
    ['seduta 80 euro a seduta', '80 €/seduta'],
    ['lezione 30 € all\'ora', '30 €/ora'],
    ['primo colloquio gratuito', 'gratuito'],
  ])('reads %s', (text, price) => {
    expect(findPrice(text)?.price).toBe(price);
  });
  it('returns null without a price', () => {
    expect(findPrice('pizza al taglio')).toBeNull();
  });
});

describe('parseServices', () => {
  it('splits a list on commas, semicolons and lines, keeping decimal commas', () => {
    expect(parseServices('Margherita 6 euro, Diavola 7,50 euro; Marinara 5 €\n- Fritti misti da 4 euro')).toEqual([
      { name: 'Margherita', price: '6 €' },
      { name: 'Diavola', price: '7,50 €' },
      { name: 'Marinara', price: '5 €' },
      { name: 'Fritti misti', price: 'da 4 €' },
    ]);
  });
  it('drops the lead-in words and keeps items without a price', () => {
    expect(parseServices('Offriamo consulenza iniziale, cause di lavoro e contratti')).toEqual([
      { name: 'Consulenza iniziale', price: null },
      { name: 'Cause di lavoro e contratti', price: null },
    ]);
  });
  it('splits "x 6 euro e y 5 euro" into two items', () => {
    expect(parseServices('taglio 20 euro e piega 15 euro')).toEqual([
      { name: 'Taglio', price: '20 €' },
      { name: 'Piega', price: '15 €' },
    ]);
  });
  it('attaches a bare price to the item before it', () => {
    expect(parseServices('Margherita, 6 euro')).toEqual([{ name: 'Margherita', price: '6 €' }]);
  });
});

describe('attachPrices', () => {
  const services = [{ name: 'Margherita', price: null }, { name: 'Diavola', price: null }];
  it('matches prices by name, bare numbers included', () => {
    expect(attachPrices(services, 'la diavola 7,50 e la margherita 6')).toEqual([
      { name: 'Margherita', price: '6 €' },
      { name: 'Diavola', price: '7,50 €' },
    ]);
  });
  it('assigns in order when names are not repeated', () => {
    expect(attachPrices(services, '6 euro e 7 euro')).toEqual([
      { name: 'Margherita', price: '6 €' },
      { name: 'Diavola', price: '7 €' },
    ]);
  });
  it('gives one price to all when told so', () => {
    expect(attachPrices(services, 'tutte 8 euro')).toEqual([
      { name: 'Margherita', price: '8 €' },
      { name: 'Diavola', price: '8 €' },
    ]);
  });
});
