/**
 * The demo's one seeded site: the draft of the lawyer's order (`draft_ready` in the seed), generated from its
 * confirmed brief as «Genera bozza» would, so the demo operator can send it for review («Invia al cliente»)
 * right away (issue 29 §6). Generated, not written out here, so it always matches the current themes.
 */
import type { Backend } from '@core/backend';
import type { MockSites } from '../sites/mock-sites';
import { DEMO_ADMIN } from './credentials';

/** The seeded order whose draft is ready for review. */
export const SEEDED_DRAFT_ORDER = 'ord_demo_avvocato';

export async function seedSites(backend: Backend, sites: MockSites): Promise<void> {
  if (await sites.store.getSiteByOrder(SEEDED_DRAFT_ORDER)) return;
  await backend.createSiteDraft({
    principal: {
      role: 'admin',
      admin: { username: DEMO_ADMIN.username, password_hash: '', token_version: 1 },
      session: { sid: 'seed', expiresAtMs: Number.MAX_SAFE_INTEGER },
    },
    params: { order_id: SEEDED_DRAFT_ORDER },
    query: {},
    body: {},
    meta: { ip: '127.0.0.1', userAgent: null },
  });
}
