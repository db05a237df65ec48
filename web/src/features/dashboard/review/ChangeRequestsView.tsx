import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChangeRequestState } from '@core/api';
import { isUnauthorized, ApiError } from '../../../lib/api-call';
import ui from '../components/ui.module.css';
import { LoadingState } from '../components/StatsOverview';
import { orderSearch } from '../orders/links';
import { useResource } from '../orders/use-resource';
import { listChangeRequests, moveChangeRequest, type AdminChangeRequest } from '../../../components/review/api';
import {
  QUEUE_COPY as T,
  REVIEW_COPY,
  STATE_LABELS,
  formatWhen,
  requestSectionName,
} from '../../../components/review/content';
import { siteEditorSearch } from '../site-editor/links';
import styles from './Review.module.css';

/**
 * «Richieste di modifica» in /admin (`?vista=modifiche`): every open request, the most urgent first, with its
 * due time (12 working hours), «In ritardo» once past it, the moves the operator makes, and a link to the
 * editor at the section the customer named (`&sezione=`).
 */
export function ChangeRequestsView({ onUnauthorized }: { onUnauthorized: () => void }) {
  const requests = useResource('change-requests', listChangeRequests, onUnauthorized);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function move(r: AdminChangeRequest, state: ChangeRequestState, correction?: boolean) {
    setBusy(r.request_id);
    setError(null);
    try {
      await moveChangeRequest(r.request_id, correction === undefined ? { state } : { state, correction });
      requests.reload();
    } catch (e) {
      if (isUnauthorized(e)) return onUnauthorized();
      setError(e instanceof ApiError && e.problem?.detail ? e.problem.detail : REVIEW_COPY.error);
    } finally {
      setBusy(null);
    }
  }

  const state = requests.state;
  return (
    <section className={styles.queue} aria-labelledby="richieste-modifica">
      <h2 id="richieste-modifica">{T.title}</h2>
      <p className={ui.hint}>{T.intro}</p>
      {error && (
        <p role="alert" className={ui.fieldError}>
          {error}
        </p>
      )}
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.status !== 'ready' ? (
        <p role="alert" className={ui.fieldError}>
          {REVIEW_COPY.error}
        </p>
      ) : state.data.length === 0 ? (
        <p className={ui.muted}>{T.empty}</p>
      ) : (
        <ol className={styles.list}>
          {state.data.map((r) => {
            const section = requestSectionName(r);
            return (
              <li key={r.request_id} className={styles.queueItem}>
                <p className={ui.badgeRow}>
                  <strong>
                    {r.business_name ?? r.order_id} · {REVIEW_COPY.number(r.number)}
                  </strong>
                  <span className={r.extra ? ui.badgeWarn : ui.badgeInfo}>
                    {r.correction ? REVIEW_COPY.correction : r.extra ? REVIEW_COPY.extra : REVIEW_COPY.free}
                  </span>
                  <span className={ui.badgeOff}>{STATE_LABELS[r.state]}</span>
                  {r.late && <span className={ui.badgeLate}>{T.late}</span>}
                </p>
                {section && <p className={ui.muted}>{REVIEW_COPY.section(section)}</p>}
                <p className={styles.text}>{r.text}</p>
                <p className={ui.hint}>{REVIEW_COPY.due(formatWhen(r.due_at))}</p>
                <div className={styles.queueActions}>
                  {r.state === 'ricevuta' && (
                    <button
                      type="button"
                      className={`${ui.secondary} ${ui.small}`}
                      disabled={busy === r.request_id}
                      onClick={() => void move(r, 'in_lavorazione')}
                    >
                      {T.start}
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${ui.primary} ${ui.small}`}
                    disabled={busy === r.request_id}
                    onClick={() => void move(r, 'completata')}
                  >
                    {T.complete}
                  </button>
                  {!r.correction && (
                    <button
                      type="button"
                      className={`${ui.secondary} ${ui.small}`}
                      disabled={busy === r.request_id}
                      onClick={() => void move(r, r.state, true)}
                    >
                      {T.correction}
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${ui.danger} ${ui.small}`}
                    disabled={busy === r.request_id}
                    onClick={() => void move(r, 'annullata')}
                  >
                    {T.cancel}
                  </button>
                  <Link
                    className={`${ui.link} ${ui.small}`}
                    to={{ search: siteEditorSearch(r.order_id, r.section ? r.section.section_id : null) }}
                  >
                    {r.section && section ? T.editSection(section) : T.editor}
                  </Link>
                  <Link className={`${ui.link} ${ui.small}`} to={{ search: orderSearch(r.order_id) }}>
                    {T.order}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
