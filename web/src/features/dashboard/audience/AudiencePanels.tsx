import type { Stats } from '@core/api';
import { periodDays } from '@core/period-compare';
import { ContactsPanel } from './ContactsPanel';
import { DevicesPanel } from './DevicesPanel';
import { SourcesPanel } from './SourcesPanel';
import styles from './Audience.module.css';

/** Where visitors come from, on which device, and the contacts they made: the three panels side by side. */
export function AudiencePanels({ stats }: { stats: Stats }) {
  const days = stats.previous ? periodDays(stats.previous.range) : null;
  return (
    <div className={styles.layout}>
      <div className={styles.sources}>
        <SourcesPanel sources={stats.sources} />
      </div>
      <div className={styles.side}>
        <ContactsPanel contacts={stats.contacts} days={days} />
        <DevicesPanel devices={stats.devices} />
      </div>
    </div>
  );
}
