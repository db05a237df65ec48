import { useEffect, useState } from 'react';
import type { Heatmap, Scrollmap } from '../../../../../core/api';
import { ApiError } from '../../../lib/api-call';
import { getHeatmap } from './api/get-heatmap';
import { getScrollmap } from './api/get-scrollmap';
import type { HeatmapQuery, HeatmapScope } from './api/scope';

export type HeatmapsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; httpStatus: number | null }
  | { status: 'ready'; heatmap: Heatmap; scrollmap: Scrollmap };

/** Loads the click heatmap and the scroll map of one page and device; reloads when the query changes. */
export function useHeatmaps(scope: HeatmapScope, query: HeatmapQuery | null): HeatmapsState {
  const [state, setState] = useState<HeatmapsState>({ status: 'idle' });
  const scopeKey = scope.role === 'admin' ? `admin:${scope.clientId}` : 'client';
  const queryKey = query ? JSON.stringify(query) : '';

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    Promise.all([getHeatmap(scope, query), getScrollmap(scope, query)])
      .then(([heatmap, scrollmap]) => {
        if (!cancelled) setState({ status: 'ready', heatmap, scrollmap });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ status: 'error', httpStatus: error instanceof ApiError ? error.status : null });
      });
    return () => {
      cancelled = true;
    };
    // scope and query are compared by value, through their keys.
  }, [scopeKey, queryKey]);

  return state;
}
