import { useEffect, useRef, useState } from 'react';
import type { Heatmap, Scrollmap } from '@core/api';
import { ApiError } from '../../../lib/api-call';
import { getHeatmap } from './api/get-heatmap';
import { getScrollmap } from './api/get-scrollmap';
import type { HeatmapQuery, HeatmapScope } from './api/scope';

export type HeatmapsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; httpStatus: number | null }
  | { status: 'ready'; heatmap: Heatmap; scrollmap: Scrollmap };

const IDLE: HeatmapsState = { status: 'idle' };
const LOADING: HeatmapsState = { status: 'loading' };

/** Loads the click heatmap and the scroll map of one page and device; reloads when the query changes. */
export function useHeatmaps(scope: HeatmapScope, query: HeatmapQuery | null): HeatmapsState {
  // scope and query are compared by value, through one key; the answer remembers the key it is for, so a
  // newer query reads as loading until its own answer arrives.
  const key = query ? JSON.stringify([scope.role === 'admin' ? scope.clientId : null, query]) : '';
  const [answer, setAnswer] = useState<{ key: string; state: HeatmapsState } | null>(null);
  const request = useRef({ scope, query });
  useEffect(() => {
    request.current = { scope, query };
  });

  useEffect(() => {
    const { scope: currentScope, query: currentQuery } = request.current;
    if (!currentQuery) return;
    let cancelled = false;
    Promise.all([getHeatmap(currentScope, currentQuery), getScrollmap(currentScope, currentQuery)])
      .then(([heatmap, scrollmap]) => {
        if (!cancelled) setAnswer({ key, state: { status: 'ready', heatmap, scrollmap } });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setAnswer({ key, state: { status: 'error', httpStatus: error instanceof ApiError ? error.status : null } });
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  if (!query) return IDLE;
  return answer?.key === key ? answer.state : LOADING;
}
