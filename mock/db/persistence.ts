/**
 * Demo persistence: the whole database as one JSON document in localStorage, written shortly after
 * each change and when the page is hidden, so the demo's data survives a reload.
 */
import type { Snapshot } from './collections';

export interface Persistence {
  load(): Snapshot | null;
  /** Schedules a save of whatever `read()` returns then. */
  schedule(read: () => Snapshot): void;
  clear(): void;
  /** A value kept beside the data (the demo's token secret), created once. */
  secret(): string;
}

const VERSION = 1;

export function localStoragePersistence(key = 'landing-facile-demo-db', delayMs = 250): Persistence {
  const dataKey = `${key}/v${VERSION}`;
  const secretKey = `${key}/secret`;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: (() => Snapshot) | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const read = pending;
    pending = null;
    try {
      localStorage.setItem(dataKey, JSON.stringify(read()));
    } catch (error) {
      // Storage full or disabled: the demo keeps working in memory.
      console.warn('Demo: impossibile salvare i dati nel browser', error);
    }
  };

  if (typeof addEventListener === 'function') {
    addEventListener('pagehide', flush);
    addEventListener('visibilitychange', () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') flush();
    });
  }

  return {
    load() {
      const raw = localStorage.getItem(dataKey);
      if (!raw) return null;
      try {
        const parsed = JSON.parse(raw) as Snapshot;
        return Array.isArray(parsed.events) && Array.isArray(parsed.clients) ? parsed : null;
      } catch {
        return null;
      }
    },
    schedule(read) {
      pending = read;
      if (!timer) timer = setTimeout(flush, delayMs);
    },
    clear() {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      localStorage.removeItem(dataKey);
    },
    secret() {
      let value = localStorage.getItem(secretKey);
      if (!value) {
        const bytes = crypto.getRandomValues(new Uint8Array(32));
        value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        localStorage.setItem(secretKey, value);
      }
      return value;
    },
  };
}
