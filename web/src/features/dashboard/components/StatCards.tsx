import { useId, useState } from 'react';
import type { Stats } from '@core/api';
import { periodDays } from '@core/period-compare';
import { formatDayMedium, formatInteger, formatPercent } from '../../../lib/format';
import { CARDS, COMPARE } from '../content';
import { ChangeBadge } from './ChangeBadge';
import styles from './StatCards.module.css';

interface StatCardsProps {
  stats: Stats;
}

type CardKey = keyof typeof CARDS.explanations;

/**
 * The four cards: Visualizzazioni Totali, Visitatori Unici, Click Totali, Conversioni with the rate (SPEC 2),
 * each with its change against the period before and a short explanation opened by keyboard or touch.
 * Inside a card the label is the first paragraph and the figure the second (the e2e tests read them so).
 */
export function StatCards({ stats }: StatCardsProps) {
  const previous = stats.previous;
  const days = previous ? periodDays(previous.range) : null;
  const cards: (Omit<CardProps, 'days' | 'explanation'> & { key: CardKey })[] = [
    {
      key: 'views',
      label: CARDS.pageViews,
      value: stats.total_page_views,
      before: previous?.total_page_views ?? null,
      tone: styles.views!,
    },
    {
      key: 'visitors',
      label: CARDS.visitors,
      value: stats.unique_visitors,
      before: previous?.unique_visitors ?? null,
      tone: styles.visitors!,
    },
    {
      key: 'clicks',
      label: CARDS.clicks,
      value: stats.total_clicks,
      before: previous?.total_clicks ?? null,
      tone: styles.clicks!,
    },
    {
      key: 'conversions',
      label: CARDS.conversions,
      value: stats.total_conversions,
      before: previous?.total_conversions ?? null,
      tone: styles.conversions!,
      note: CARDS.rate(formatPercent(stats.conversion_rate)),
    },
  ];
  return (
    <section aria-label={CARDS.region} className={styles.region}>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <Card {...card} key={card.key} days={days} explanation={CARDS.explanations[card.key]} />
        ))}
      </ul>
      <p className={styles.caption}>
        {previous && days
          ? COMPARE.caption(days, formatDayMedium(previous.range.start_date), formatDayMedium(previous.range.end_date))
          : COMPARE.captionNoPeriod}
      </p>
    </section>
  );
}

interface CardProps {
  label: string;
  value: number;
  before: number | null;
  days: number | null;
  tone: string;
  note?: string;
  explanation: string;
}

function Card({ label, value, before, days, tone, note, explanation }: CardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`${styles.card} ${tone}`}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{formatInteger(value)}</p>
      <div className={styles.footer}>
        <ChangeBadge current={value} previous={before} days={days} />
        {note && <span className={styles.note}>{note}</span>}
      </div>
      <button
        type="button"
        className={styles.explain}
        aria-expanded={open}
        aria-controls={`${id}-explain`}
        aria-label={CARDS.explainLabel(label)}
        onClick={() => setOpen((shown) => !shown)}
      >
        {CARDS.explain}
      </button>
      {/* Rendered only when open: a closed card's text is its label, figure and change. */}
      <div id={`${id}-explain`} className={styles.explanation} hidden={!open}>
        {open && explanation}
      </div>
    </li>
  );
}
