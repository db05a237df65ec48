import { describe, expect, it } from 'vitest';
import { initials, splitFigure } from './text';

describe('initials', () => {
  it.each([
    ['Conti & Moretti', 'C&M'],
    ['Avv. Elena Moretti', 'EM'],
    ['Dott.ssa Anna Maria Bassi', 'AB'],
    ['Pizzeria da Gennaro', 'PG'],
    ['Vertice', 'V'],
    ['studio rossi', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('splitFigure', () => {
  it.each([
    ['1987 anno di fondazione', { value: '1987', label: 'anno di fondazione' }],
    ['2.400+ pratiche seguite', { value: '2.400+', label: 'pratiche seguite' }],
    ['30 min prima consulenza, gratuita', { value: '30 min', label: 'prima consulenza, gratuita' }],
    ['+18% di margine operativo', { value: '+18%', label: 'di margine operativo' }],
    ['90 giorni per i primi risultati', { value: '90 giorni', label: 'per i primi risultati' }],
    ['3 minestre del giorno', { value: '3', label: 'minestre del giorno' }],
    ['Pranzo e cena', { label: 'Pranzo e cena' }],
    ['1987', { label: '1987' }],
  ])('%s', (text, expected) => {
    expect(splitFigure(text)).toEqual(expected);
  });
});
