import type { ReactNode } from 'react';
import type { Stats } from '@core/api';
import type { DateFilter } from '../api/date-range';
import { COMMON } from '../content';
import { AudiencePanels } from '../audience/AudiencePanels';
import { ActivityList } from './ActivityList';
import { FilterPanel } from './FilterPanel';
import { StatCards } from './StatCards';
import styles from './StatsOverview.module.css';
import { TopElementsList } from './TopElementsList';
import { TopPagesList } from './TopPagesList';
import { TrafficChart } from './TrafficChart';

interface StatsOverviewProps {
  stats: Stats | null;
  onApply: (range: DateFilter) => void;
  onExport: () => void;
  exporting: boolean;
  /** Sections only one dashboard has (the admin's clients and questionnaires), placed before the activity. */
  children?: ReactNode;
}

/**
 * The body both dashboards share: filters, cards, chart, sources, contacts and devices, top pages and
 * elements, recent activity.
 * The admin and the client differ only in where the data comes from and in `children`.
 */
export function StatsOverview({ stats, onApply, onExport, exporting, children }: StatsOverviewProps) {
  return (
    <>
      <FilterPanel shownRange={stats?.range ?? null} onApply={onApply} onExport={onExport} exporting={exporting} />
      {stats ? (
        <>
          <StatCards stats={stats} />
          <TrafficChart timeseries={stats.timeseries} previous={stats.previous} />
          <AudiencePanels stats={stats} />
          <div className={styles.pair}>
            <TopPagesList pages={stats.most_visited_pages} />
            <TopElementsList elements={stats.most_clicked_elements} />
          </div>
          {children}
          <ActivityList activity={stats.recent_activity} />
        </>
      ) : (
        <LoadingState />
      )}
    </>
  );
}

export function LoadingState() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {COMMON.loading}
    </div>
  );
}
