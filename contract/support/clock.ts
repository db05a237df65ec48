/** A clock the tests move by hand, given to both backends so event timestamps are known. */
export interface TestClock {
  now(): number;
  set(iso: string): void;
}

export function createTestClock(startIso = '2026-03-20T10:00:00Z'): TestClock {
  let t = Date.parse(startIso);
  return {
    now: () => t,
    set(iso) {
      t = Date.parse(iso);
    },
  };
}
