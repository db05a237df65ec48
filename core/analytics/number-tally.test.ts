import { describe, expect, it } from 'vitest';
import { NumberTally } from './number-tally';

const entries = (tally: NumberTally) => {
  const seen: [number, number][] = [];
  tally.forEach((value, key) => seen.push([key, value]));
  return seen;
};

describe('NumberTally', () => {
  it('reads the same before and after compaction, in first-seen order', () => {
    const tally = new NumberTally();
    for (const key of [42, 7, 42, 1_000_000, 7, 42]) tally.add(key);
    tally.set(3, 0.5);
    const before = entries(tally);
    expect(before).toEqual([
      [42, 3],
      [7, 2],
      [1_000_000, 1],
      [3, 0.5],
    ]);
    tally.compact();
    expect(entries(tally)).toEqual(before);
    expect(tally.size).toBe(4);
    expect(tally.get(7)).toBe(2);
    expect(tally.get(3)).toBe(0.5);
    expect(tally.get(8)).toBeUndefined();
  });

  it('takes a late write after compaction without losing or reordering anything', () => {
    const tally = new NumberTally();
    tally.add(5, 2);
    tally.add(9);
    tally.compact();
    tally.add(9, 4);
    tally.add(1);
    expect(entries(tally)).toEqual([
      [5, 2],
      [9, 5],
      [1, 1],
    ]);
    tally.compact();
    tally.compact();
    expect(entries(tally)).toEqual([
      [5, 2],
      [9, 5],
      [1, 1],
    ]);
  });
});
