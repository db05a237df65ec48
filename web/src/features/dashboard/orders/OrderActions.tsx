import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { MAX_LENGTH, type OrderDetail, type OrderStatus } from '@core/api';
import { movesFrom } from '@core/orders/states';
import { useToast } from '../../../components/toast';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import { Dialog } from '../components/Dialog';
import dialogStyles from '../components/Dialog.module.css';
import { Panel } from '../components/Panel';
import ui from '../components/ui.module.css';
import { COMMON } from '../content';
import { markOrderPaid, moveOrder } from './api';
import { ORDER_DETAIL as TEXT, ORDER_STATUS_LABELS } from './content';
import styles from './OrderDetailView.module.css';

/**
 * Demo build only (a compile-time constant): «Simula pagamento» signs a Stripe event in the browser for the
 * demo backend. The production bundle has no trace of it.
 */
const SimulatePayment = __DEMO__ ? lazy(() => import('./demo/SimulatePayment')) : null;

type Pending = { kind: 'paid' } | { kind: 'move'; to: OrderStatus } | null;

interface OrderActionsProps {
  order: OrderDetail;
  onChanged: (order: OrderDetail) => void;
  /** Reads the order again (after the demo's simulated payment, which answers no order). */
  onReload: () => void;
  onUnauthorized: () => void;
}

/**
 * The moves the transition table allows the operator from the order's state (core/orders/states.ts):
 * «Segna come pagato» with a required note, the pipeline's next steps, and the cancellation (confirmed).
 */
export function OrderActions({ order, onChanged, onReload, onUnauthorized }: OrderActionsProps) {
  const [pending, setPending] = useState<Pending>(null);
  const moves = movesFrom(order.status, 'operator');
  const canMarkPaid = moves.includes('paid');
  const pipeline = moves.filter((to) => to !== 'paid' && to !== 'cancelled');
  const canCancel = moves.includes('cancelled');
  const simulate = SimulatePayment && (order.status === 'awaiting_payment' || order.status === 'payment_failed');

  return (
    <Panel title={TEXT.actions}>
      {moves.length === 0 ? (
        <p className={ui.muted}>{TEXT.noActions}</p>
      ) : (
        <>
          <p className={styles.panelLead}>{TEXT.actionsLead}</p>
          <div className={styles.actionRow}>
            {canMarkPaid && (
              <button type="button" className={ui.primary} onClick={() => setPending({ kind: 'paid' })}>
                {TEXT.markPaid}
              </button>
            )}
            {pipeline.map((to) => (
              <button key={to} type="button" className={ui.primary} onClick={() => setPending({ kind: 'move', to })}>
                {TEXT.moveTo(ORDER_STATUS_LABELS[to])}
              </button>
            ))}
            {simulate && (
              <Suspense fallback={null}>
                <SimulatePayment order={order} onDone={onReload} />
              </Suspense>
            )}
            {canCancel && (
              <button
                type="button"
                className={`${ui.danger} ${styles.cancel}`}
                onClick={() => setPending({ kind: 'move', to: 'cancelled' })}
              >
                {TEXT.cancelOrder}
              </button>
            )}
          </div>
        </>
      )}
      <MoveDialog
        order={order}
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(updated) => {
          setPending(null);
          onChanged(updated);
        }}
        onUnauthorized={onUnauthorized}
      />
    </Panel>
  );
}

interface MoveDialogProps {
  order: OrderDetail;
  pending: Pending;
  onClose: () => void;
  onDone: (order: OrderDetail) => void;
  onUnauthorized: () => void;
}

/** The note and the confirmation of one move; a refusal (409) shows the server's Italian reason. */
function MoveDialog({ order, pending, onClose, onDone, onUnauthorized }: MoveDialogProps) {
  const id = useId();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each opening starts with an empty note (state that follows props, reset while rendering).
  const [shown, setShown] = useState(pending);
  if (shown !== pending) {
    setShown(pending);
    setNote('');
    setError(null);
  }

  const paid = pending?.kind === 'paid';
  const to = pending?.kind === 'move' ? pending.to : 'paid';
  const cancelling = to === 'cancelled';
  const title = paid ? TEXT.markPaidTitle : cancelling ? TEXT.cancelTitle : TEXT.moveTitle(ORDER_STATUS_LABELS[to]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = note.trim();
    if (paid && !text) {
      setError(TEXT.markPaidRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = paid
        ? await markOrderPaid(order.order_id, text)
        : await moveOrder(order.order_id, to, text || null);
      toast.show(paid ? TEXT.paidDone : TEXT.moved(ORDER_STATUS_LABELS[to]), { tone: 'success' });
      onDone(updated);
    } catch (caught) {
      if (isUnauthorized(caught)) {
        onUnauthorized();
        return;
      }
      setError(
        caught instanceof ApiError && caught.status === 409 && caught.problem?.detail
          ? caught.problem.detail
          : TEXT.moveError,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={pending !== null} title={title} onClose={onClose} role={cancelling ? 'alertdialog' : undefined}>
      <form className={dialogStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {paid && <p className={dialogStyles.text}>{TEXT.markPaidIntro}</p>}
        {cancelling && <p className={dialogStyles.text}>{TEXT.cancelWarning}</p>}
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-note`}>
            {paid ? TEXT.markPaidNote : TEXT.moveNote}
          </label>
          <textarea
            id={`${id}-note`}
            className={ui.input}
            rows={3}
            maxLength={paid ? MAX_LENGTH['MarkPaidRequest.note'] : MAX_LENGTH['OrderMoveRequest.note']}
            required={paid}
            value={note}
            placeholder={paid ? TEXT.markPaidPlaceholder : undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} className={ui.fieldError} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={dialogStyles.footer}>
          <button type="button" className={ui.secondary} onClick={onClose}>
            {cancelling ? TEXT.keep : COMMON.cancel}
          </button>
          <button type="submit" className={cancelling ? ui.dangerSolid : ui.primary} disabled={busy}>
            {busy ? TEXT.busy : paid ? TEXT.markPaid : cancelling ? TEXT.confirmCancel : TEXT.confirmMove}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
