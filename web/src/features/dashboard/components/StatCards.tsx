import type { Stats } from '@core/api';
import { formatInteger, formatPercent } from '../../../lib/format';
import { CARDS } from '../content';
import styles from './StatCards.module.css';

interface StatCardsProps {
  stats: Stats;
}

/** The four cards: Visualizzazioni Totali, Visitatori Unici, Click Totali, Conversioni with the rate (SPEC 2). */
export function StatCards({ stats }: StatCardsProps) {
  const cards = [
    { key: 'views', label: CARDS.pageViews, value: stats.total_page_views, tone: styles.views },
    { key: 'visitors', label: CARDS.visitors, value: stats.unique_visitors, tone: styles.visitors },
    { key: 'clicks', label: CARDS.clicks, value: stats.total_clicks, tone: styles.clicks },
    {
      key: 'conversions',
      label: CARDS.conversions,
      value: stats.total_conversions,
      tone: styles.conversions,
      note: CARDS.rate(formatPercent(stats.conversion_rate)),
    },
  ];
  return (
    <section aria-label={CARDS.region}>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.key} className={`${styles.card} ${card.tone}`}>
            <p className={styles.label}>{card.label}</p>
            <p className={styles.value}>{formatInteger(card.value)}</p>
            {card.note && <p className={styles.note}>{card.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
