/** The deepest scroll of each session (interned id) on one page and device, per day. */
import { NumberTally } from './number-tally';

export class ScrollDepths {
  readonly deepest = new NumberTally();

  add(session: number, depth: number): void {
    const previous = this.deepest.get(session);
    if (previous === undefined || depth > previous) this.deepest.set(session, depth);
  }
}

/** Each session's deepest scroll over several days. */
export function mergeDepths(days: Iterable<ScrollDepths>): Iterable<number> {
  const deepest = new Map<number, number>();
  for (const day of days) {
    day.deepest.forEach((depth, session) => {
      const previous = deepest.get(session);
      if (previous === undefined || depth > previous) deepest.set(session, depth);
    });
  }
  return deepest.values();
}
