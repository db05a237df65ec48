import { describe, expect, it } from 'vitest';
import { findColors, mentionsColours } from './colors';

describe('findColors', () => {
  it('finds Italian colour names in any gender and number, canonical and in order', () => {
    expect(findColors('Pareti bianche, dettagli rossi e un tocco di giallo')).toEqual(['bianco', 'rosso', 'giallo']);
  });
  it('prefers compound names and keeps shades', () => {
    expect(findColors('verde salvia, blu notte, azzurro chiaro e verde menta')).toEqual([
      'verde salvia',
      'blu notte',
      'azzurro chiaro',
      'verde menta',
    ]);
  });
  it('reads hex codes in upper case', () => {
    expect(findColors('il logo usa #1d3fd8 e #fa0')).toEqual(['#1D3FD8', '#FA0']);
  });
  it('ignores words that merely contain a colour name', () => {
    expect(findColors('rosolare, neretto, bluetooth, verdetto')).toEqual([]);
  });
  it('does not take names for colours', () => {
    expect(findColors('Sono Marco Verdi e i miei colori sono nero e arancione')).toEqual(['nero', 'arancione']);
    expect(findColors('Rosso e bianco, come il Gambero Rosso')).toEqual(['rosso', 'bianco']);
  });
  it('deduplicates', () => {
    expect(findColors('rosso, rossa, rossi')).toEqual(['rosso']);
  });
  it('knows when a message is about colours', () => {
    expect(mentionsColours('I colori del logo sono rosso e oro')).toBe(true);
    expect(mentionsColours('Vendiamo oro usato')).toBe(false);
  });
});
