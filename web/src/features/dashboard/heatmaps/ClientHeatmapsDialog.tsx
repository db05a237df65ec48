import { useEffect, useRef, useState } from 'react';
import type { Client } from '@core/api';
import { rangeQuery, type DateFilter } from '../api/date-range';
import { getAdminClientStats } from '../api/get-admin-client-stats';
import { Dialog } from '../components/Dialog';
import { displayDomain } from '../domain';
import { HEATMAP_COPY as copy } from './content';
import { HeatmapPanel } from './HeatmapPanel';
import { TrackerSnippet } from './TrackerSnippet';
import styles from './ClientHeatmapsDialog.module.css';

type Pages = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: string[] };

/**
 * The operator's view of one client's heatmaps, whatever the plan: the page picker offers the client's
 * most visited pages in the dashboard's range, and the snippet the client's page needs is at hand.
 */
export function ClientHeatmapsDialog({
  client,
  range,
  onClose,
}: {
  client: Client | null;
  range: DateFilter;
  onClose: () => void;
}) {
  const clientId = client?.client_id ?? null;
  // The range is compared by value, through the key; an answer for another key reads as loading.
  const key = JSON.stringify([clientId, rangeQuery(range)]);
  const [answer, setAnswer] = useState<{ key: string; pages: Pages } | null>(null);
  const rangeRef = useRef(range);
  useEffect(() => {
    rangeRef.current = range;
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    getAdminClientStats(clientId, rangeRef.current)
      .then(
        (stats) =>
          !cancelled &&
          setAnswer({ key, pages: { status: 'ready', pages: stats.most_visited_pages.map((page) => page.page_url) } }),
      )
      .catch(() => !cancelled && setAnswer({ key, pages: { status: 'error' } }));
    return () => {
      cancelled = true;
    };
  }, [clientId, key]);
  const pages: Pages = answer?.key === key ? answer.pages : { status: 'loading' };

  return (
    <Dialog
      open={client !== null}
      title={client ? copy.dialogTitle(client.domain ? displayDomain(client.domain) : client.client_id) : ''}
      onClose={onClose}
      wide
    >
      {client && (
        <div className={styles.body}>
          {pages.status === 'loading' && <p role="status">{copy.loading}</p>}
          {pages.status === 'error' && (
            <p role="alert" className={styles.error}>
              {copy.error}
            </p>
          )}
          {pages.status === 'ready' && (
            <HeatmapPanel
              scope={{ role: 'admin', clientId: client.client_id }}
              plan={client.plan}
              domain={client.domain}
              pages={pages.pages}
              range={rangeQuery(range)}
            />
          )}
          {client.domain && <TrackerSnippet domain={client.domain} />}
        </div>
      )}
    </Dialog>
  );
}
