import { Link } from 'react-router-dom';
import { ADMIN_VIEWS } from './content';
import { changesSearch, ordersSearch } from './links';
import styles from './AdminViewNav.module.css';

interface AdminViewNavProps {
  current: 'overview' | 'orders' | 'changes';
  /** Orders whose first draft is overdue (none while the list loads). */
  late: number;
}

/**
 * The admin dashboard's two sections as links (reachable with Tab, opened with Enter, kept in the address):
 * the SPEC's statistics, the orders' pipeline and the customers' change requests.
 */
export function AdminViewNav({ current, late }: AdminViewNavProps) {
  return (
    <nav className={styles.nav} aria-label={ADMIN_VIEWS.label}>
      <Link className={styles.tab} to={{ search: '' }} aria-current={current === 'overview' ? 'page' : undefined}>
        {ADMIN_VIEWS.overview}
      </Link>
      <Link
        className={styles.tab}
        to={{ search: ordersSearch() }}
        aria-current={current === 'orders' ? 'page' : undefined}
      >
        {ADMIN_VIEWS.orders}
        {late > 0 && (
          <span className={styles.late}>
            <span aria-hidden="true">{late}</span>
            <span className="visually-hidden">{`: ${ADMIN_VIEWS.lateCount(late)}`}</span>
          </span>
        )}
      </Link>
      <Link
        className={styles.tab}
        to={{ search: changesSearch() }}
        aria-current={current === 'changes' ? 'page' : undefined}
      >
        {ADMIN_VIEWS.changes}
      </Link>
    </nav>
  );
}
