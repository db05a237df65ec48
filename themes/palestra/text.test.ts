import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureOf, titleLines } from './text';

describe('figureOf', () => {
  it('sets the leading figure apart from its words', () => {
    expect(figureOf('1.800 m² di sala')).toEqual({ figure: '1.800', rest: 'm² di sala' });
    expect(figureOf('60+ corsi a settimana')).toEqual({ figure: '60+', rest: 'corsi a settimana' });
    expect(figureOf('+32%')).toEqual({ figure: '+32', rest: '%' });
    expect(figureOf('-6,4 kg')).toEqual({ figure: '-6,4', rest: 'kg' });
    expect(figureOf('4,9/5')).toEqual({ figure: '4,9', rest: '/5' });
  });

  it('finds no figure in words', () => {
    expect(figureOf('Pranzo e cena')).toBeNull();
    expect(figureOf('Aperti 7 giorni su 7')).toBeNull();
  });
});

describe('titleLines', () => {
  it('breaks the demo title as the demo page did', () => {
    expect(titleLines('Allenati più forte di ieri.').lines).toEqual(['Allenati', 'più forte', 'di ieri.']);
  });

  it('keeps short titles whole and never leaves a line empty', () => {
    expect(titleLines('Forza').lines).toEqual(['Forza']);
    expect(titleLines('Pane buono').lines).toEqual(['Pane', 'buono']);
    expect(titleLines('').lines).toEqual([]);
  });

  it('keeps the text exactly, spaces included, in at most three non-empty lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (title) => {
        const { lead, lines, gaps, trail } = titleLines(title);
        expect(lines.length).toBeLessThanOrEqual(3);
        expect(lines.every((line) => line.trim().length > 0)).toBe(true);
        expect(gaps.every((gap) => gap.trim() === '' && gap !== '')).toBe(true);
        const joined = lines.reduce((text, line, index) => text + (index > 0 ? gaps[index - 1] : '') + line, '');
        expect(lead + joined + trail).toBe(title);
      }),
      { numRuns: 500 },
    );
  });
});
