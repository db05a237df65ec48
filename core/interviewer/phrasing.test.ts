import { describe, expect, it } from 'vitest';
import { acknowledge, pick, resumeLead } from './phrasing';
import { normalizeState } from './state';

const fresh = () => normalizeState({ plan: 'basic', step: 0, answers: {} });

describe('phrasing', () => {
  it('never uses the same variant twice in a row', () => {
    const s = fresh();
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      s.turns = i;
      seen.push(resumeLead(s));
    }
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).not.toBe(seen[i - 1]);
    expect(new Set(seen.slice(0, 3)).size).toBe(3);
  });
  it('prefers a variant quoting what the visitor said', () => {
    const s = fresh();
    s.facts.businessName = 'Da Gennaro';
    s.facts.city = 'Napoli';
    expect(acknowledge('business', s)).toBe('Piacere di conoscerti! Da Gennaro a Napoli: mi piace già.');
    // Asked again, it moves on to another variant.
    expect(acknowledge('business', s)).not.toBe('Piacere di conoscerti! Da Gennaro a Napoli: mi piace già.');
  });
  it('skips variants whose facts are missing', () => {
    const s = fresh();
    expect(pick(s, 'k', [() => null, () => 'generico'])).toBe('generico');
  });
});
