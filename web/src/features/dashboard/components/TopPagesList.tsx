import type { Stats } from '@core/api';
import { formatInteger } from '../../../lib/format';
import { LISTS } from '../content';
import { Panel } from './Panel';
import styles from './RankList.module.css';

/** Pagine più Visitate: title or url, url, views (SPEC 2); a bar shows each page's share of the top one. */
export function TopPagesList({ pages }: { pages: Stats['most_visited_pages'] }) {
  const top = Math.max(1, ...pages.map((page) => page.views));
  return (
    <Panel title={LISTS.pages}>
      {pages.length === 0 ? (
        <p className={styles.empty}>{LISTS.pagesEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {pages.map((page) => (
            <li key={page.page_url} className={styles.item}>
              <span
                className={styles.meter}
                style={{ inlineSize: `${(page.views / top) * 100}%` }}
                aria-hidden="true"
              />
              <span className={styles.main}>
                <span className={styles.name}>{page.page_title || page.page_url}</span>
                <span className={styles.sub}>{page.page_url}</span>
              </span>
              <span className={styles.count}>
                {page.views === 1 ? LISTS.oneView : LISTS.views(formatInteger(page.views))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
