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
import { createDemoPreviewer } from './preview';
import { buildSeed } from './seed';
import { createCollections, loadSnapshot, snapshotOf, type Collections, type Snapshot } from './db/collections';
import type { Persistence } from './db/persistence';
import { seedSnapshot } from './db/seed-records';
import { createCollectionStore, type CollectionStore } from './db/store';

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
}

export interface MockRuntime {
  backend: Backend;
  store: CollectionStore;
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
    if (!resetting) persistence?.schedule(() => snapshotOf(collections));
  });
  const backend = createBackend({
    store,
    tokens: createWebCryptoTokenCodec(options.jwtSecret ?? persistence?.secret() ?? randomToken(32), options.clock),
    passwords,
    settings: { paymentLinks: { basic: null, pro: null }, demoMode: true },
    clock: options.clock,
    loginThrottle: options.loginThrottle,
    previewer: createDemoPreviewer(options.base),
    limiters: options.limiters,
  });

  let initial: Promise<Snapshot> | null = null;
  const initialSnapshot = () => {
    initial ??= (async () => {
      const data = options.data ?? 'seed';
      if (data === 'seed') return seedSnapshot(buildSeed(new Date(options.clock?.now() ?? Date.now())), passwords);
      return {
        events: [],
        clients: [],
        questionnaires: [],
        admins: [
          { username: data.admin.username, password_hash: await passwords.hash(data.admin.password), token_version: 1 },
        ],
      };
    })();
    return initial;
  };

  const ready = (async () => {
    const saved = persistence?.load() ?? null;
    if (saved) {
      try {
        await loadSnapshot(collections, saved);
        store.reloadAnalytics();
        return;
      } catch (error) {
        console.warn('Demo: dati salvati non leggibili, ripristino i dati di esempio', error);
        persistence?.clear();
      }
    }
    await loadSnapshot(collections, await initialSnapshot());
    store.reloadAnalytics();
  })();

  return {
    backend,
    store,
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
      const initialData = await initialSnapshot();
      resetting = true;
      try {
        await loadSnapshot(collections, initialData);
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
