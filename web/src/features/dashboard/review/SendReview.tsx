import { useState } from 'react';
import type { OrderDetail } from '@core/api';
import { ApiError, isUnauthorized } from '../../../lib/api-call';
import ui from '../components/ui.module.css';
import { sendSiteReview } from '../../../components/review/api';
import { SEND_COPY as T } from '../../../components/review/content';
import styles from './Review.module.css';

/** «Invia al cliente» on an order with a draft: the review link, emailed, shown once here to copy. */
export function SendReview({
  order,
  onSent,
  onUnauthorized,
}: {
  order: OrderDetail;
  onSent: () => void;
  onUnauthorized: () => void;
}) {
  const [state, setState] = useState<
    { status: 'idle' | 'busy' } | { status: 'sent'; url: string } | { status: 'failed'; message: string }
  >({ status: 'idle' });

  async function send() {
    setState({ status: 'busy' });
    try {
      const link = await sendSiteReview(order.order_id);
      setState({ status: 'sent', url: link.review_url });
      onSent();
    } catch (error) {
      if (isUnauthorized(error)) return onUnauthorized();
      setState({
        status: 'failed',
        message: error instanceof ApiError && error.problem?.detail ? error.problem.detail : T.error,
      });
    }
  }

  return (
    <section className={styles.send} aria-labelledby="invia-anteprima">
      <h2 id="invia-anteprima">{T.title}</h2>
      <p className={ui.hint}>{T.intro}</p>
      <div>
        <button type="button" className={ui.primary} disabled={state.status === 'busy'} onClick={() => void send()}>
          {state.status === 'busy' ? T.sending : T.send}
        </button>
      </div>
      {state.status === 'sent' && (
        <p role="status" className={styles.done}>
          {T.sent(order.customer_email ?? '')}{' '}
          <a className={ui.link} href={state.url} data-testid="review-url">
            {state.url}
          </a>
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={ui.fieldError}>
          {state.message}
        </p>
      )}
    </section>
  );
}
