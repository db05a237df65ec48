import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthorized } from '../../../lib/api-call';
import type { DateFilter } from '../api/date-range';

export interface DashboardLoad<T> {
  /** The last data loaded; kept while a new range loads so the screen does not blink. */
  data: T | null;
  /** True while a request is under way. */
  loading: boolean;
  /** True when the last load failed (the banner shows 'Errore nel caricamento dei dati'). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads a dashboard's data for the applied range, again when the range changes or on reload().
 * A 401 calls onUnauthorized (the page clears the token and shows the login form, SPEC 4 and 8).
 * Answers that arrive after a newer request started are dropped.
 */
interface Settled<T> {
  range: DateFilter | null;
  generation: number;
  data: T | null;
  failed: boolean;
}

export function useDashboardLoad<T>(
  load: (range: DateFilter) => Promise<T>,
  range: DateFilter,
  onUnauthorized: () => void,
): DashboardLoad<T> {
  const [generation, setGeneration] = useState(0);
  // The last answer and the request it answered: loading is derived (no state set inside the effect).
  const [settled, setSettled] = useState<Settled<T>>({ range: null, generation: -1, data: null, failed: false });
  const loadRef = useRef(load);
  const unauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    loadRef.current = load;
    unauthorizedRef.current = onUnauthorized;
  });

  useEffect(() => {
    let current = true;
    loadRef.current(range).then(
      (data) => {
        if (current) setSettled({ range, generation, data, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        setSettled((previous) => ({ range, generation, data: previous.data, failed: true }));
        if (isUnauthorized(error)) unauthorizedRef.current();
      },
    );
    // A newer range or a reload makes this answer stale: it is dropped when it arrives.
    return () => {
      current = false;
    };
  }, [range, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const loading = settled.range !== range || settled.generation !== generation;
  return { data: settled.data, loading, failed: settled.failed, reload };
}
