/**
 * The demo's seeded draft (issue 29 §6): the lawyer's order has a generated draft ready for review, and the
 * demo keeps its sites across a page load (a review link is opened by a fresh load, which rebuilds the
 * runtime from what the browser saved), and a reset puts the seeded draft back.
 */
import { describe, expect, it } from 'vitest';
import type { Persistence } from './db/persistence';
import type { Snapshot } from './db/collections';
import { createMockRuntime } from './runtime';
import { SEEDED_DRAFT_ORDER } from './seed/site-drafts';

/** localStorage's behaviour without a browser: one saved document, written at once. */
function memoryPersistence(): Persistence & { saved: Snapshot | null } {
  const box = {
    saved: null as Snapshot | null,
    load: () => (box.saved ? (structuredClone(box.saved) as Snapshot) : null),
    schedule(read: () => Snapshot) {
      box.saved = structuredClone(read());
    },
    clear() {
      box.saved = null;
    },
    secret: () => 'a'.repeat(64),
  };
  return box;
}

describe('the demo’s seeded draft', () => {
  it('is ready for review, survives a reload with the sites made since, and comes back after a reset', async () => {
    const persistence = memoryPersistence();
    const first = createMockRuntime({ persistence, passwordIterations: 1 });
    await first.ready;
    const seeded = await first.sites.store.getSiteByOrder(SEEDED_DRAFT_ORDER);
    expect(seeded).not.toBeNull();
    expect(seeded!.version_count).toBe(1);
    expect(seeded!.published_version_id).toBeNull();
    expect((await first.orders.getOrder(SEEDED_DRAFT_ORDER))?.status).toBe('draft_ready');
    expect(first.changed).toBe(false);

    // A draft made in the demo, then a page load: both sites come back from what was saved.
    const idraulico = await first.backend.createSiteDraft({
      principal: {
        role: 'admin',
        admin: { username: 'admin', password_hash: '', token_version: 1 },
        session: { sid: 'test', expiresAtMs: Number.MAX_SAFE_INTEGER },
      },
      params: { order_id: 'ord_demo_idraulico' },
      query: {},
      body: {},
      meta: { ip: '127.0.0.1', userAgent: null },
    });
    expect(idraulico.status).toBe(201);
    expect(first.changed).toBe(true);
    const second = createMockRuntime({ persistence, passwordIterations: 1 });
    await second.ready;
    expect((await second.sites.store.getSiteByOrder(SEEDED_DRAFT_ORDER))?.site_id).toBe(seeded!.site_id);
    const reloaded = await second.sites.store.getSiteByOrder('ord_demo_idraulico');
    expect(reloaded?.version_count).toBe(1);
    expect((await second.sites.store.listVersions(reloaded!.site_id))[0]?.html).toContain('<html');

    // A reset forgets the demo's own site and seeds the draft again.
    await second.reset();
    expect(await second.sites.store.getSiteByOrder('ord_demo_idraulico')).toBeNull();
    expect((await second.sites.store.getSiteByOrder(SEEDED_DRAFT_ORDER))?.version_count).toBe(1);
  });
});
