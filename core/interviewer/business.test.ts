import { describe, expect, it } from 'vitest';
import { findActivityKind, findBusinessName, findCity, nameFromDirectAnswer } from './business';

describe('findCity', () => {
  it.each([
    ['Ho una pizzeria a Napoli', 'Napoli'],
    ['lavoro tra reggio emilia e modena', 'Reggio Emilia'],
    ["Siamo a L'Aquila", "L'Aquila"],
    ['studio a Forli', 'Forlì'],
    ['Sede a La Spezia', 'La Spezia'],
  ])('finds the city in %s', (text, city) => {
    expect(findCity(text)).toBe(city);
  });
  it('does not see cities inside other words or in common words', () => {
    expect(findCity('cucina romana e un bel prato verde in massa')).toBeNull();
  });
});

describe('findBusinessName', () => {
  it.each([
    ['Ho una pizzeria a Napoli, si chiama Da Gennaro. Facciamo pizza.', 'Da Gennaro'],
    ['Studio Legale Rossi & Associati, Milano', 'Studio Legale Rossi & Associati'],
    ['Mi chiamo Laura Bianchi, sono psicologa a Torino', 'Laura Bianchi'],
    ['la palestra FitLab a Bologna', 'FitLab'],
    ['Il nome è «La Bottega del Caffè»', 'La Bottega del Caffè'],
    ['si chiama pizzeria da mario e siamo a roma', 'Pizzeria Da Mario'],
    ['Da Gennaro - pizzeria a Napoli', 'Da Gennaro'],
    ['Buongiorno, sono Marco Verdi, personal trainer a Bologna', 'Marco Verdi'],
    ['Sono la dott.ssa Anna Neri, nutrizionista', 'dott.ssa Anna Neri'],
  ])('reads the name in %s', (text, name) => {
    expect(findBusinessName(text)).toBe(name);
  });
  it('returns null when no name is given', () => {
    expect(findBusinessName('Ho una pizzeria a Napoli')).toBeNull();
    expect(findBusinessName('Ciao, sono un avvocato')).toBeNull();
    expect(findBusinessName('Sono Bravo a cucinare')).toBeNull();
  });
  it('takes a direct answer as the name, without the city', () => {
    expect(nameFromDirectAnswer('da mario, roma')).toBe('Da Mario');
    expect(nameFromDirectAnswer('Si chiama Bella Vista')).toBe('Bella Vista');
  });
});

describe('findActivityKind', () => {
  it('recognises kinds of activity', () => {
    expect(findActivityKind('Sono psicoterapeuta')).toBe('uno studio di psicologia');
    expect(findActivityKind('Pizzeria napoletana')).toBe('una pizzeria');
    expect(findActivityKind('siamo avvocati')).toBe('uno studio legale');
    expect(findActivityKind('vendo biciclette usate')).toBeNull();
  });
});
