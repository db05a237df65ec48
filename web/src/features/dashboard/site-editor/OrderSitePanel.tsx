import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderDetail, OrderStatus } from '@core/api';
import { useToast } from '../../../components/toast';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { Panel } from '../components/Panel';
import ui from '../components/ui.module.css';
import { useResource } from '../orders/use-resource';
import { createSiteDraft, getOrderSite } from './api';
import { SITE_PANEL as TEXT } from './content';
import { siteEditorSearch } from './links';
import styles from './SiteEditor.module.css';

/** The states after the payment: the ones «Genera bozza» accepts (409 before). */
const PAID_STATES: readonly OrderStatus[] = ['paid', 'in_progress', 'draft_ready', 'in_review', 'published'];

interface OrderSitePanelProps {
  order: OrderDetail;
  /** The draft moved the order (to `draft_ready`): read it again. */
  onOrderChanged: () => void;
  onUnauthorized: () => void;
}

/** In a paid order's detail: «Genera bozza», then the site's address, where it is live and «Apri l'editor». */
export function OrderSitePanel({ order, onOrderChanged, onUnauthorized }: OrderSitePanelProps) {
  const paid = PAID_STATES.includes(order.status);
  return (
    <Panel title={TEXT.title}>
      <p className={styles.lead}>{TEXT.lead}</p>
      {paid ? (
        <SiteState orderId={order.order_id} onOrderChanged={onOrderChanged} onUnauthorized={onUnauthorized} />
      ) : (
        <p className={ui.muted}>{TEXT.notPaid}</p>
      )}
    </Panel>
  );
}

function SiteState({
  orderId,
  onOrderChanged,
  onUnauthorized,
}: {
  orderId: string;
  onOrderChanged: () => void;
  onUnauthorized: () => void;
}) {
  const toast = useToast();
  const { state, reload } = useResource(orderId, getOrderSite, onUnauthorized);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      await createSiteDraft(orderId);
      toast.show(TEXT.generated, { tone: 'success' });
      reload();
      onOrderChanged();
    } catch (caught) {
      if (isUnauthorized(caught)) return onUnauthorized();
      setError(caught instanceof ApiError && caught.problem?.detail ? caught.problem.detail : TEXT.generateError);
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading') return <p className={ui.muted}>…</p>;
  if (state.status === 'failed') return <p className={ui.fieldError}>{TEXT.loadError}</p>;
  if (state.status === 'not-found') {
    return (
      <>
        <p>{TEXT.noSite}</p>
        <button type="button" className={ui.primary} onClick={() => void generate()} disabled={busy}>
          {busy ? TEXT.generating : TEXT.generate}
        </button>
        {error && (
          <p className={ui.fieldError} role="alert">
            {error}
          </p>
        )}
      </>
    );
  }
  const site = state.data;
  return (
    <>
      <p>
        {TEXT.slug}: <span className={ui.mono}>{site.slug}</span> · {TEXT.versions(site.versions.length)}
      </p>
      {site.urls.length > 0 ? (
        <p>
          {TEXT.live}:{' '}
          {site.urls.map((url) => (
            <a key={url} className={ui.link} href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          ))}
        </p>
      ) : (
        <p className={ui.muted}>{TEXT.notLive}</p>
      )}
      <Link className={ui.primary} to={{ search: siteEditorSearch(orderId) }}>
        {TEXT.open}
      </Link>
    </>
  );
}
