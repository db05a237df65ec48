import { useEffect, useState } from 'react';
import type { HeatmapPreview } from '@core/api';
import { getHeatmapPreview, type PreviewQuery } from './api/get-preview';
import type { HeatmapScope } from './api/scope';

export type PreviewState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; preview: HeatmapPreview };

type Settled = { key: string; state: Exclude<PreviewState, { status: 'loading' }> };

/**
 * What to draw under the spots of one page and device. Loaded apart from the maps: a screenshot may take
 * the server a few seconds, and the spots need not wait for it. "Loading" is derived: the last answer
 * belongs to another page or device until the new one arrives.
 */
export function usePreview(scope: HeatmapScope, query: PreviewQuery | null): PreviewState {
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${scope.role === 'admin' ? `admin:${scope.clientId}` : 'client'}|${query ? JSON.stringify(query) : ''}`;

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    getHeatmapPreview(scope, query)
      .then((preview) => !cancelled && setSettled({ key, state: { status: 'ready', preview } }))
      .catch(() => !cancelled && setSettled({ key, state: { status: 'error' } }));
    return () => {
      cancelled = true;
    };
    // scope and query are compared by value, through the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return settled && settled.key === key ? settled.state : { status: 'loading' };
}
