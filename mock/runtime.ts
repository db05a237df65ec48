/**
 * One instance of the in-browser backend: @msw/data collections behind the Store port, the WebCrypto
 * token codec and password hasher, and the shared backend service from core/backend. The demo, Storybook,
 * the Node tests and the contract suite each create one.
 */
import {
  createBackend,
  createWebCryptoPasswordHasher,
  createWebCryptoTokenCodec,
  randomToken,
  type Backend,
  type Clock,
  type LimiterFactory,
} from '@core/backend';
import {
  createMemoryOrderStore,
  emptyOrderData,
  type MemoryOrderStore,
  type OrderData,
} from '@core/backend/memory-order-store';
import { webCryptoStripeVerifier } from '@core/backend/webhook-port';
import { DEMO_WEBHOOK_SECRET } from '@core/orders/stripe-signature';
import { hostingConfig, simulatedDomainProbe } from '@core/hosting';
import { createDemoPreviewer } from './preview';
import { mockSites, type MockSites, type SavedSites } from './sites/mock-sites';
import { createCollectionDomainStore } from './db/domain-verifications';
import { buildSeed, buildSeedOrders } from './seed';
import type { OrderSeed } from './seed/orders';
import { seedSites } from './seed/site-drafts';
import { createCollections, loadSnapshot, snapshotOf, type Collections, type Snapshot } from './db/collections';
import type { Persistence } from './db/persistence';
import { seedSnapshot } from './db/seed-records';
import { createCollectionStore, type CollectionStore } from './db/store';

/** What the demo saves in the browser: the collections, the orders and the sites. */
type SavedData = Snapshot & { orders: OrderData; sites: SavedSites };

export interface MockRuntimeOptions {
  /** Start from the demo seed (default) or from an empty database with only the given admin. */
  data?: 'seed' | { admin: { username: string; password: string } };
  /** Demo only: keep the data in the browser across reloads. */
  persistence?: Persistence | null;
  clock?: Clock;
  jwtSecret?: string;
  /** Fewer PBKDF2 rounds for tests; the demo keeps the default. */
  passwordIterations?: number;
  loginThrottle?: { maxFailures: number; windowMs: number };
  /** The demo's base path, where the sample sites' demo pages are served (default '/'). */
  base?: string;
  /** Rate limiters; default in memory on the runtime's clock. */
  limiters?: LimiterFactory;
  /** Events a day stored for sites the product does not know (default 2 000, as the server's). */
  trackUnknownSitesPerDay?: number;
  /** The secret Stripe webhooks are signed with (default the demo's own, for «Simula pagamento»). */
  webhookSecret?: string;
  /** The address links in emails start with (default the page's origin, or http://localhost). */
  publicUrl?: string;
}

/** Where the demo says customers point their domains (sample values: the demo serves no site by host). */
export const DEMO_HOSTING = {
  sitesDomain: 'siti.landingfacile.it',
  targetHost: 'siti.landingfacile.it',
  targetAddresses: ['203.0.113.10'],
};

export interface MockRuntime {
  backend: Backend;
  store: CollectionStore;
  /** Orders and the outbox: emails stay here, never sent. */
  orders: MemoryOrderStore;
  /** Customers' sites and their published pages. */
  sites: MockSites;
  collections: Collections;
  /** Resolves once the data is loaded; every handler awaits it. */
  ready: Promise<void>;
  /** Puts the initial data back (the seed, or the empty database) and forgets persisted changes. */
  reset(): Promise<void>;
  /** Whether anything was written since the data was loaded or reset (Storybook resets only then). */
  readonly changed: boolean;
}

export function createMockRuntime(options: MockRuntimeOptions = {}): MockRuntime {
  const collections = createCollections();
  const persistence = options.persistence ?? null;
  const passwords = createWebCryptoPasswordHasher(options.passwordIterations);
  let changed = false;
  let resetting = false;
  // Events appended since the last load, while nothing else changed: a reset then only removes them.
  let appendedEvents: string[] = [];
  let otherChanges = false;
  const store = createCollectionStore(collections, (change) => {
    changed = true;
    if (change.kind === 'event') appendedEvents.push(change.id);
    else otherChanges = true;
    // While a reset reloads the collections they are half empty: never save that.
    if (!resetting) persistence?.schedule(saved);
  });
  // The demo saves the orders beside the collections, so an order and its client survive a reload together.
  const saved = (): SavedData => ({
    ...snapshotOf(collections),
    orders: structuredClone(orderData),
    sites: sites.data(),
  });
  // Filled with the seed's orders when the data loads (below); emptied and refilled by a reset.
  const orderData = emptyOrderData();
  const orders = createMemoryOrderStore(orderData, {
    async persist(_change, apply) {
      // Nothing to wait for in the browser: the change is applied at once, then saved with the rest.
      apply();
      // An order's change is a change of the data: Storybook and the tests put the seed back after it.
      changed = true;
      otherChanges = true;
      if (!resetting) persistence?.schedule(saved);
    },
    async ensureClient(client) {
      if (!(await store.getClient(client.client_id))) await store.insertClient(client);
    },
  });
  const publicUrl = options.publicUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const sites = mockSites(publicUrl, hostingConfig(DEMO_HOSTING).sitesDomain, () => {
    changed = true;
    otherChanges = true;
    if (!resetting) persistence?.schedule(saved);
  });
  const backend = createBackend({
    store,
    orders,
    sites,
    webhooks: webCryptoStripeVerifier(options.webhookSecret ?? DEMO_WEBHOOK_SECRET),
    tokens: createWebCryptoTokenCodec(options.jwtSecret ?? persistence?.secret() ?? randomToken(32), options.clock),
    passwords,
    settings: {
      paymentLinks: { basic: null, pro: null },
      demoMode: true,
      publicUrl,
    },
    clock: options.clock,
    loginThrottle: options.loginThrottle,
    previewer: createDemoPreviewer(options.base),
    limiters: options.limiters,
    // The demo's own pages are those of the host it is served from.
    tracking: {
      unknownSitesPerDay: options.trackUnknownSitesPerDay,
      ownSites: typeof location === 'undefined' ? [] : [location.hostname],
      knownSiteSources: [() => sites.pages.publishedHosts()],
    },
    // The demo cannot read DNS: «Verifica ora» answers with the simulated check and says so.
    hosting: {
      config: hostingConfig(DEMO_HOSTING),
      domains: createCollectionDomainStore(collections.domainVerifications, () => {
        changed = true;
        otherChanges = true;
        if (!resetting) persistence?.schedule(() => snapshotOf(collections));
      }),
      probe: simulatedDomainProbe,
    },
  });

  let initial: Promise<{ snapshot: Snapshot; orders: OrderSeed | null }> | null = null;
  const initialData = () => {
    initial ??= (async () => {
      const data = options.data ?? 'seed';
      if (data === 'seed') {
        const seed = buildSeed(new Date(options.clock?.now() ?? Date.now()));
        return { snapshot: await seedSnapshot(seed, passwords), orders: seed.orders };
      }
      const admin = { username: data.admin.username, password_hash: await passwords.hash(data.admin.password) };
      return {
        snapshot: { events: [], clients: [], questionnaires: [], admins: [{ ...admin, token_version: 1 }] },
        orders: null,
      };
    })();
    return initial;
  };
  /** The seed's orders (or none) in place of whatever the order store holds. */
  const loadOrders = (seed: OrderSeed | OrderData | null) => {
    const fresh = emptyOrderData();
    if (seed) Object.assign(fresh, structuredClone(seed));
    for (const key of Object.keys(fresh) as (keyof OrderData)[]) {
      (orderData[key] as unknown[]).splice(0, Infinity, ...(fresh[key] as unknown[]));
    }
  };

  const ready = (async () => {
    const saved = persistence?.load() ?? null;
    if (saved) {
      try {
        await loadSnapshot(collections, saved);
        // Data saved before orders existed gets the seed's orders.
        const { orders: savedOrders, sites: savedSites } = saved as Partial<SavedData>;
        if (savedOrders && Array.isArray(savedOrders.orders)) {
          loadOrders(savedOrders);
          // Data saved before sites were saved has none: the orders' sites were lost with the page anyway.
          sites.load(savedSites);
        } else if ((options.data ?? 'seed') === 'seed') {
          loadOrders(buildSeedOrders(new Date(options.clock?.now() ?? Date.now())));
          await seedSites(backend, sites);
        }
        store.reloadAnalytics();
        changed = false;
        otherChanges = false;
        return;
      } catch (error) {
        console.warn('Demo: dati salvati non leggibili, ripristino i dati di esempio', error);
        persistence?.clear();
      }
    }
    const data = await initialData();
    await loadSnapshot(collections, data.snapshot);
    loadOrders(data.orders);
    if (data.orders) await seedSites(backend, sites);
    store.reloadAnalytics();
    // The seed's own writes are not changes (Storybook resets only after a story changed something).
    changed = false;
    otherChanges = false;
  })();

  return {
    backend,
    store,
    orders,
    sites,
    collections,
    ready,
    async reset() {
      await ready;
      if (!persistence && !otherChanges && appendedEvents.length > 0 && appendedEvents.length < 500) {
        // Storybook's usual case (a screen tracked a page view): drop those events, keep the rest.
        const appended = new Set(appendedEvents);
        collections.events.deleteMany((q) => q.where({ id: (id: string) => appended.has(id) }));
        store.reloadAnalytics();
        appendedEvents = [];
        changed = false;
        return;
      }
      // Build the seed first (it takes a moment): until the swap, the old data keeps serving requests.
      const data = await initialData();
      resetting = true;
      try {
        await loadSnapshot(collections, data.snapshot);
        loadOrders(data.orders);
        sites.load();
        if (data.orders) await seedSites(backend, sites);
        store.reloadAnalytics();
      } finally {
        resetting = false;
      }
      // Forget what was saved before (a write scheduled during the seed's preparation included).
      persistence?.clear();
      changed = false;
      appendedEvents = [];
      otherChanges = false;
    },
    get changed() {
      return changed;
    },
  };
}
