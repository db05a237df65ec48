import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isUnauthorized } from '../../../lib/api-call';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'failed' };

/**
 * One API read for a key (an order id, or a fixed name): loading, then the data or why not. A 401 hands back
 * to the login form; `reload` reads again (keeping what is shown meanwhile) and `replace` shows an answer the
 * screen already has (a write returns the updated order). Answers for a key no longer shown are dropped.
 */
export function useResource<T>(key: string, load: (key: string) => Promise<T>, onUnauthorized: () => void) {
  const [answer, setAnswer] = useState<{ key: string; generation: number; state: Resource<T> } | null>(null);
  const [generation, setGeneration] = useState(0);
  const refs = useRef({ load, onUnauthorized });
  useEffect(() => {
    refs.current = { load, onUnauthorized };
  });

  useEffect(() => {
    let current = true;
    refs.current.load(key).then(
      (data) => current && setAnswer({ key, generation, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!current) return;
        if (isUnauthorized(error)) refs.current.onUnauthorized();
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setAnswer({ key, generation, state: { status: missing ? 'not-found' : 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setAnswer({ key, generation, state: { status: 'ready', data } }),
    [key, generation],
  );
  // Another key shows as loading until its answer comes; a reload of the same key keeps the last answer.
  const state: Resource<T> = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, reload, replace, refreshing: answer?.key === key && answer.generation !== generation };
}
