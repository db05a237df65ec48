import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('covers the maximum with round steps', () => {
    expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('never uses fractional steps for small counts', () => {
    expect(niceTicks(2)).toEqual([0, 1, 2]);
  });

  it('has an axis even with no data', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('labelledIndexes', () => {
  it('labels every day when there is room', () => {
    expect([...labelledIndexes(5, 600)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins labels on a narrow chart and keeps the last day', () => {
    const indexes = labelledIndexes(30, 300);
    expect(indexes.has(29)).toBe(true);
    expect(indexes.size).toBeLessThanOrEqual(5);
  });
});
