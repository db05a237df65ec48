import type { Stats } from '@core/api';
import { formatInteger } from '../../../lib/format';
import { CLICK_TYPES, LISTS } from '../content';
import { Panel } from './Panel';
import styles from './RankList.module.css';

/** Elementi più Cliccati: element text, click type on url, clicks (SPEC 2). */
export function TopElementsList({ elements }: { elements: Stats['most_clicked_elements'] }) {
  const top = Math.max(1, ...elements.map((element) => element.clicks));
  return (
    <Panel title={LISTS.elements}>
      {elements.length === 0 ? (
        <p className={styles.empty}>{LISTS.elementsEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {elements.map((element) => (
            <li key={`${element.element_text ?? ''}|${element.click_type}|${element.page_url}`} className={styles.item}>
              <span
                className={styles.meter}
                style={{ inlineSize: `${(element.clicks / top) * 100}%` }}
                aria-hidden="true"
              />
              <span className={styles.main}>
                <span className={styles.name}>{element.element_text || LISTS.noText}</span>
                <span className={styles.sub}>{LISTS.clickOn(CLICK_TYPES[element.click_type], element.page_url)}</span>
              </span>
              <span className={styles.count}>{LISTS.clicks(formatInteger(element.clicks))}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
