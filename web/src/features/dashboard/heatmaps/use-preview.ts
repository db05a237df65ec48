import { useEffect, useState } from 'react';
import type { HeatmapPreview } from '../../../../../core/api';
import { getHeatmapPreview, type PreviewQuery } from './api/get-preview';
import type { HeatmapScope } from './api/scope';

export type PreviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; preview: HeatmapPreview };

/**
 * What to draw under the spots of one page and device. Loaded apart from the maps: a screenshot may take
 * the server a few seconds, and the spots need not wait for it.
 */
export function usePreview(scope: HeatmapScope, query: PreviewQuery | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const scopeKey = scope.role === 'admin' ? `admin:${scope.clientId}` : 'client';
  const queryKey = query ? JSON.stringify(query) : '';

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    setState({ status: 'loading' });
    getHeatmapPreview(scope, query)
      .then((preview) => !cancelled && setState({ status: 'ready', preview }))
      .catch(() => !cancelled && setState({ status: 'error' }));
    return () => {
      cancelled = true;
    };
    // scope and query are compared by value, through their keys.
  }, [scopeKey, queryKey]);

  return state;
}
