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
export function useDashboardLoad<T>(
  load: (range: DateFilter) => Promise<T>,
  range: DateFilter,
  onUnauthorized: () => void,
): DashboardLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  const unauthorizedRef = useRef(onUnauthorized);
  loadRef.current = load;
  unauthorizedRef.current = onUnauthorized;

  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    loadRef.current(range).then(
      (next) => {
        if (id !== latest.current) return;
        setData(next);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        setFailed(true);
        setLoading(false);
        if (isUnauthorized(error)) unauthorizedRef.current();
      },
    );
  }, [range, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, loading, failed, reload };
}
