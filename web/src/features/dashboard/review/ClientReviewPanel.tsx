import { Panel } from '../components/Panel';
import { useResource } from '../orders/use-resource';
import { getClientReview } from '../../../components/review/api';
import { ChangeRequestList } from '../../../components/review/ChangeRequestList';
import { counterLine, REVIEW_COPY as T } from '../../../components/review/content';
import styles from './Review.module.css';

const load = () => getClientReview();

/**
 * The client dashboard's counter line and requests (issue 29), the same the review page shows; nothing before
 * the client's site exists.
 */
export function ClientReviewPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { state } = useResource('client-review', load, onUnauthorized);
  if (state.status !== 'ready' || state.data === null) return null;
  const review = state.data;
  return (
    <Panel title={T.requestsTitle}>
      <p className={styles.counter}>{counterLine(review)}</p>
      <ChangeRequestList requests={review.requests} />
    </Panel>
  );
}
