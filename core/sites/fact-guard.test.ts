import { describe, expect, it } from 'vitest';
import type { Brief } from '../api';
import { briefTexts, inventedFact, wrongRegister } from './fact-guard';

const brief: Brief = {
  plan_type: 'basic',
  business_name: 'Pizzeria Da Gennaro',
  owner_name: 'Gennaro Esposito',
  activity: 'pizzeria napoletana con forno a legna',
  city: 'Napoli',
  target_customers: 'famiglie e studenti del quartiere',
  services: [
    { name: 'Margherita', price: '7 €' },
    { name: 'Pizza fritta', price: null },
  ],
  strengths: 'impasto a lunga lievitazione, 48 ore, e ingredienti campani premiati',
  tone: 'amichevole',
  style: null,
  colors: [],
  contacts: {
    email: 'ciao@dagennaro.it',
    phone: '081 555 1234',
    address: 'Via dei Tribunali 32, Napoli',
    whatsapp: null,
    social: [],
  },
  domain_wish: null,
  notes: null,
  register: 'tu',
};
const facts = briefTexts(brief);

describe('inventedFact', () => {
  it.each([
    ['a price', 'Margherita a 5 €, la più buona della città'],
    ['a euro amount in words', 'Pizze da 10 euro'],
    ['a percentage', 'Sconto del 20% il martedì'],
    ['a year', 'Dal 1985 la pizza di Napoli'],
    ['years of experience in digits', 'Oltre 30 anni di esperienza'],
    ['years of experience in words', "Da vent'anni nel cuore di Napoli"],
    ['a number word', 'Dieci tipi di pizza ogni giorno'],
    ['a phone number', 'Chiamaci allo 081 999 0000'],
    ['an email', 'Scrivici a info@pizzeria.it'],
    ['a web address', 'Ordina su www.pizzeriadagennaro.com'],
    ['a bare domain', 'Trovaci su dagennaro.com'],
    ['a street', 'Ti aspettiamo in Piazza Bellini'],
    ['a lower-case street kind', 'Siamo in via Toledo'],
    ['another city', 'Anche a Pozzuoli, la vera pizza'],
    ['another big city', 'La pizza che piace anche a Milano'],
    ['an award', 'Pizzeria premiata dal Gambero Rosso'],
    ['a superlative', 'La migliore pizza di Napoli'],
    ['a free offer', 'La prima consegna è gratis'],
    ['a certification', 'Cucina certificata bio'],
    ['a tradition not stated', 'Una pizzeria storica, da generazioni'],
  ])('refuses %s', (_case, text) => {
    expect(inventedFact(text, facts)).not.toBeNull();
  });

  it.each([
    ['plain copy', 'Pizza napoletana cotta nel forno a legna, per le famiglie e gli studenti del quartiere.'],
    ['the city of the brief', 'La pizza di Gennaro, nel cuore di Napoli'],
    ['a price of the brief', 'La Margherita a 7 €, come una volta.'],
    ['a number of the brief', 'Impasto che riposa 48 ore.'],
    ['the address of the brief', 'Ci trovi in Via dei Tribunali.'],
    ['the email of the brief', 'Scrivici a ciao@dagennaro.it'],
    ['a claim the brief makes', 'Ingredienti campani premiati, impasto a lunga lievitazione.'],
    ['«a Lei», not the comune of Lei', 'Un servizio pensato per Lei e dedicato a Lei.'],
    ['«sei», a verb', 'Se sei in zona, passa a trovarci.'],
    ['the name of the business', 'Benvenuti da Pizzeria Da Gennaro'],
  ])('allows %s', (_case, text) => {
    expect(inventedFact(text, facts)).toBeNull();
  });

  it('says what it refused', () => {
    expect(inventedFact('Margherita a 5 €', facts)).toBe('numero non nel brief («5»)');
    expect(inventedFact('Vieni a Pozzuoli', facts)).toBe('luogo non nel brief («Pozzuoli»)');
    expect(inventedFact('Siamo in Piazza Bellini', facts)).toBe('indirizzo non nel brief («Piazza Bellini»)');
  });
});

describe('wrongRegister', () => {
  it.each([
    ['lei', 'Prenota un tavolo'],
    ['lei', 'Ti aspettiamo a Napoli'],
    ['lei', 'Scrivici: rispondiamo subito'],
    ['lei', 'Il tuo momento di relax'],
    ['tu', 'Prenoti un tavolo'],
    ['tu', 'Siamo a Sua disposizione'],
    ['tu', 'Per informazioni ci contatti'],
    ['tu', 'La aspettiamo: venga a trovarci'],
  ] as const)('refuses, on a %s page, «%s»', (register, text) => {
    expect(wrongRegister(text, register)).not.toBeNull();
  });

  it.each([
    ['lei', 'Prenoti un tavolo: La aspettiamo.'],
    ['lei', 'Restiamo a Sua disposizione.'],
    ['lei', 'Una pizzeria per le famiglie del quartiere.'],
    ['tu', 'Prenota un tavolo: ti aspettiamo.'],
    ['tu', 'Gennaro e la sua famiglia ti aspettano.'],
    ['tu', 'La pizza di Gennaro. Lei, la Margherita, è la regina.'],
  ] as const)('allows, on a %s page, «%s»', (register, text) => {
    expect(wrongRegister(text, register)).toBeNull();
  });
});
