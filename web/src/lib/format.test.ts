import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayLong, formatDayShort, formatInteger, formatPercent } from './format';

describe('Italian formatting', () => {
  it('groups thousands with a dot', () => {
    expect(formatInteger(1234567)).toBe('1.234.567');
  });

  it('formats a percent value with a comma and at most two decimals', () => {
    expect(formatPercent(2.5)).toBe('2,5%');
    expect(formatPercent(12.345)).toBe('12,35%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows instants in Rome time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02/07/2026, 00:30:00');
    expect(formatDateTime('2026-01-15T08:05:09Z')).toBe('15/01/2026, 09:05:09');
    expect(formatDate('2026-03-31T23:00:00Z')).toBe('01/04/2026');
  });

  it('keeps calendar days on their day', () => {
    expect(formatDayShort('2026-11-01')).toBe('1 nov');
    expect(formatDayLong('2026-11-21')).toBe('sabato 21 novembre 2026');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDateTime('ieri')).toBe('ieri');
    expect(formatDayShort('2026/11/01')).toBe('2026/11/01');
  });
});
