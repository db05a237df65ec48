import { describe, expect, it } from 'vitest';
import { createKnownSites } from './known-sites';
import { createMemoryUnknownSiteQuota } from './site-quota-port';

describe('createKnownSites', () => {
  it('folds hosts as sites are stored, and reads the sources again at most once per interval on a miss', async () => {
    let domains: (string | null)[] = ['WWW.Pizzeria.it', null];
    let reads = 0;
    let now = 0;
    const known = createKnownSites(
      [async () => ['landingfacile.it'], async () => (reads++, domains)],
      1_000,
      () => now,
    );
    expect(await known.has('pizzeria.it')).toBe(true);
    expect(await known.has('landingfacile.it')).toBe(true);
    domains = ['pizzeria.it', 'gelateria.it'];
    // A flood of misses within the interval costs no read.
    for (let i = 0; i < 100; i += 1) expect(await known.has(`sconosciuto-${i}.example`)).toBe(false);
    expect(reads).toBe(1);
    expect(await known.has('gelateria.it')).toBe(false);
    now = 1_000;
    expect(await known.has('gelateria.it')).toBe(true);
    expect(reads).toBe(2);
    // A change made here is seen at the next miss, however recent the last read.
    domains = ['forno.it'];
    known.forget();
    expect(await known.has('forno.it')).toBe(true);
    expect(reads).toBe(3);
  });

  it('shares one read among the misses that arrive together', async () => {
    let reads = 0;
    const known = createKnownSites([async () => (reads++, ['a.it'])], 1_000, () => 0);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => known.has(i % 2 ? 'a.it' : 'b.it')));
    expect(answers.filter(Boolean)).toHaveLength(25);
    expect(reads).toBe(1);
  });
});

describe('createMemoryUnknownSiteQuota', () => {
  it('admits exactly the limit a day of calls made at once, counts the rest, and keeps a week of days', async () => {
    const quota = createMemoryUnknownSiteQuota();
    const answers = await Promise.all(Array.from({ length: 30 }, () => quota.admit('2026-05-04', 12)));
    expect(answers.filter(Boolean)).toHaveLength(12);
    expect(await quota.countsOf('2026-05-04')).toEqual({ stored: 12, dropped: 18 });
    expect(await quota.admit('2026-05-05', 12)).toBe(true);
    expect(await quota.countsOf('2026-05-06')).toEqual({ stored: 0, dropped: 0 });
    for (let d = 6; d <= 12; d += 1) await quota.admit(`2026-05-${String(d).padStart(2, '0')}`, 1);
    expect(Object.keys(quota.days())).toHaveLength(7);
    expect(await quota.countsOf('2026-05-04')).toEqual({ stored: 0, dropped: 0 });
  });
});
