import { describe, expect, it } from 'vitest';
import { SERVICE_TERMS } from '../plans';
import { allowanceOf, canMoveChange, changeDueAt, freeUntilDate, isLate, type CountedRequest } from './review';

const free = (n: number, over: Partial<CountedRequest> = {}): CountedRequest[] =>
  Array.from({ length: n }, () => ({ extra: false, correction: false, state: 'ricevuta' as const, ...over }));

describe('review rules', () => {
  it('counts free changes from the plans constants; corrections and cancelled ones are given back', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(allowanceOf([], null, now)).toEqual({
      free_left: SERVICE_TERMS.freeModifications,
      free_limit: SERVICE_TERMS.freeModifications,
      free_until: null,
      extra_fee_eur: SERVICE_TERMS.extraModificationPrice,
    });
    expect(allowanceOf(free(5), null, now).free_left).toBe(0);
    expect(allowanceOf([...free(4), ...free(1, { correction: true })], null, now).free_left).toBe(1);
    expect(allowanceOf([...free(4), ...free(1, { state: 'annullata' })], null, now).free_left).toBe(1);
    expect(allowanceOf([...free(2), ...free(3, { extra: true })], null, now).free_left).toBe(3);
  });

  it('closes the window at the end of the 30th day after the first publication, in Rome', () => {
    const published = Date.parse('2026-11-14T10:00:00Z');
    expect(freeUntilDate(published)).toBe('2026-12-14');
    expect(allowanceOf([], published, Date.parse('2026-12-14T22:59:59Z')).free_left).toBe(5);
    expect(allowanceOf([], published, Date.parse('2026-12-14T23:00:00Z')).free_left).toBe(0);
  });

  it('gives a change 12 working hours, skipping the weekend', () => {
    // Friday 16:00 in Rome: 2 hours on Friday, 9 on Monday, 1 on Tuesday → Tuesday 10:00.
    expect(new Date(changeDueAt(Date.parse('2026-11-20T15:00:00Z'))).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(isLate('ricevuta', 1000, 1001)).toBe(true);
    expect(isLate('completata', 1000, 1001)).toBe(false);
  });

  it('moves requests one way', () => {
    expect(canMoveChange('ricevuta', 'in_lavorazione')).toBe(true);
    expect(canMoveChange('in_lavorazione', 'completata')).toBe(true);
    expect(canMoveChange('completata', 'ricevuta')).toBe(false);
    expect(canMoveChange('annullata', 'completata')).toBe(false);
  });
});
