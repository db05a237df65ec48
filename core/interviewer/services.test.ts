import { describe, expect, it } from 'vitest';
import { attachPrices, findPrice, isCondition, parseServices } from './services';

describe('prices in words and lists as owners dictate them', () => {
  it('reads a price in words wherever a price is read', () => {
    expect(findPrice('corso mensile sessanta euro')?.price).toBe('60 €');
    expect(findPrice('servizio completo milleduecento euro')?.price).toBe('1.200 €');
    expect(findPrice("pulizia uffici trentacinque euro all'ora")?.price).toBe('35 €/ora');
  });
  it('splits a dictated list without punctuation, one item per price', () => {
    expect(parseServices('taglio uomo quindici euro barba dieci euro taglio e barba venti euro')).toEqual([
      { name: 'Taglio uomo', price: '15 €' },
      { name: 'Barba', price: '10 €' },
      { name: 'Taglio e barba', price: '20 €' },
    ]);
  });
  it('takes two priced items joined by «e» as two services', () => {
    expect(parseServices('frittatina di pasta 3 euro e montanara 3,50')).toEqual([
      { name: 'Frittatina di pasta', price: '3 €' },
      { name: 'Montanara', price: '3,50 €' },
    ]);
  });
  it('leaves conditions of sale out of the services', () => {
    expect(isCondition('consegna gratis sopra i 20 euro')).toBe(true);
    expect(isCondition('sconto del 10% il martedì')).toBe(true);
    expect(isCondition('ordine minimo 15 euro')).toBe(true);
    expect(isCondition('margherita 6 euro')).toBe(false);
    expect(parseServices('margherita 6 euro, consegna gratis sopra i 20 euro')).toEqual([
      { name: 'Margherita', price: '6 €' },
    ]);
  });
});

describe('findPrice', () => {
  it.each([
    ['Margherita 6 euro', '6 €'],
    ['Diavola 7,50€', '7,50 €'],
    ['€ 12', '12 €'],
    ['consulenza a partire da 60 euro', 'da 60 €'],
    ['seduta 80 euro a seduta', '80 €/seduta'],
    ["lezione 30 € all'ora", '30 €/ora'],
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
  const services = [
    { name: 'Margherita', price: null },
    { name: 'Diavola', price: null },
  ];
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

describe('Italian lists and prices', () => {
  it("reads thousands, cents, «da ... l'anno» and «gratuita»", () => {
    expect(
      parseServices(
        "torta nuziale a partire da 1.200 €, coppetta 2,50 €, percorso annuale da 600 € l'anno, prova gratuita",
      ),
    ).toEqual([
      { name: 'Torta nuziale', price: 'da 1.200 €' },
      { name: 'Coppetta', price: '2,50 €' },
      { name: 'Percorso annuale', price: 'da 600 €/anno' },
      { name: 'Prova', price: 'gratuito' },
    ]);
    expect(findPrice('7.50 euro')?.price).toBe('7,50 €');
    expect(findPrice('organizzazione 5000 euro')?.price).toBe('5.000 €');
  });
  it('reads one item per line, per semicolon or per comma, and the last «e» of a list', () => {
    expect(parseServices('Margherita 6 €\nMarinara 5 €').map((s) => s.name)).toEqual(['Margherita', 'Marinara']);
    expect(parseServices('accatastamenti; APE; pratiche edilizie').map((s) => s.name)).toEqual([
      'Accatastamenti',
      'APE',
      'Pratiche edilizie',
    ]);
    expect(
      parseServices('cucine su misura, armadi, restauro mobili antichi e infissi in legno').map((s) => s.name),
    ).toEqual(['Cucine su misura', 'Armadi', 'Restauro mobili antichi', 'Infissi in legno']);
    expect(parseServices('ceretta 25 euro manicure 15 euro')).toEqual([
      { name: 'Ceretta', price: '25 €' },
      { name: 'Manicure', price: '15 €' },
    ]);
  });
  it('never becomes a service out of filler lines', () => {
    expect(parseServices('Allora...\nTaglio 20 €\nRipeto che preferirei il Lei')).toEqual([
      { name: 'Taglio', price: '20 €' },
    ]);
  });
  it('takes a price from neither a URL, a year, a date nor a phone number', () => {
    expect(parseServices('https://www.instagram.com/enotecavinum2019').every((s) => s.price === null)).toBe(true);
    expect(findPrice('dal 2009, iscritta il 15/03/2009, tel 333 1234567')).toBeNull();
    expect(attachPrices([{ name: 'Visita', price: null }], 'dal 2019, 45')).toEqual([
      { name: 'Visita', price: '45 €' },
    ]);
  });
  it('applies «anzi» to the price before it, and a unit written before the price', () => {
    expect(parseServices("matrimonio 2.400 €, anzi 2.600 € con l'album; tappeto al mq 12 €")).toEqual([
      { name: 'Matrimonio', price: '2.600 €' },
      { name: 'Tappeto', price: '12 €/mq' },
    ]);
  });
});

describe('less tidy price lists', () => {
  it('reads EUR before the amount, ranges, units per etto and prices in brackets', () => {
    expect(parseServices('taglio € 12, piega 10,00 €, colore EUR 45')).toEqual([
      { name: 'Taglio', price: '12 €' },
      { name: 'Piega', price: '10,00 €' },
      { name: 'Colore', price: '45 €' },
    ]);
    expect(parseServices("pizza al taglio 1,50 € all'etto, calzone da 3 a 4 euro")).toEqual([
      { name: 'Pizza al taglio', price: '1,50 €/etto' },
      { name: 'Calzone', price: 'da 3 a 4 €' },
    ]);
    expect(parseServices('visita 50€ (prima visita gratis)')).toEqual([
      { name: 'Visita', price: '50 €' },
      { name: 'Prima visita', price: 'gratuito' },
    ]);
  });
  it('keeps notes and «ciascuna» with the item they belong to', () => {
    expect(parseServices('Menù degustazione 45 euro a persona, vini esclusi')).toEqual([
      { name: 'Menù degustazione (vini esclusi)', price: '45 €/persona' },
    ]);
    expect(parseServices('lezioni di chitarra, 20 euro ciascuna')).toEqual([
      { name: 'Lezioni di chitarra', price: '20 €' },
    ]);
  });
});
