import { describe, expect, it } from 'vitest';
import { ApiProblem } from './problems';
import { parseCalendarDate, resolveDateRange, romeDateOf, romeDayEndMs, romeDayStartMs, romeOffsetMs } from './dates';

const day = (s: string) => parseCalendarDate(s)!;

describe('Rome calendar days', () => {
  it('starts winter days at 23:00 UTC and summer days at 22:00 UTC', () => {
    expect(new Date(romeDayStartMs(day('2026-01-15'))).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(romeDayStartMs(day('2026-07-15'))).toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25 hours', () => {
    const spring = day('2026-03-29');
    const autumn = day('2026-10-25');
    expect((romeDayEndMs(spring) - romeDayStartMs(spring)) / 3_600_000).toBe(23);
    expect((romeDayEndMs(autumn) - romeDayStartMs(autumn)) / 3_600_000).toBe(25);
    expect((romeDayEndMs(day('2026-03-28')) - romeDayStartMs(day('2026-03-28'))) / 3_600_000).toBe(24);
  });

  it('puts instants on the right Rome day around midnight and DST changes', () => {
    expect(romeDateOf(Date.parse('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(romeDateOf(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(romeDateOf(Date.parse('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(romeDateOf(Date.parse('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(romeDateOf(Date.parse('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(romeDateOf(Date.parse('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(romeOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(3_600_000);
    expect(romeOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(7_200_000);
  });

  it('rejects malformed and impossible dates', () => {
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '26-01-01',
      '2026-1-1',
      '2026-01-01T00:00',
    ]) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('resolves ranges, inclusive of the end day, and refuses start after end', () => {
    const r = resolveDateRange('2026-10-25', '2026-10-25');
    expect(new Date(r.fromMs!).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(new Date(r.toMs!).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(resolveDateRange(undefined, undefined)).toMatchObject({ fromMs: null, toMs: null });
    let error: unknown;
    try {
      resolveDateRange('2026-05-02', '2026-05-01');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({ status: 400, field: 'start_date' });
    expect(() => resolveDateRange('2026-02-30')).toThrow(/non è una data valida/);
    try {
      resolveDateRange(undefined, '2026-02-30');
    } catch (e) {
      expect(e).toMatchObject({ field: 'end_date' });
    }
  });
});
