import { useCallback, useState } from 'react';
import type { Client } from '@core/api';
import { usePageMeta } from '../../../lib/page-meta';
import { NO_RANGE, rangeQuery, type DateFilter } from '../api/date-range';
import { CLIENT_CSV_FILE_NAME, exportClientCsv } from '../api/export-client-csv';
import { getClientStats } from '../api/get-client-stats';
import { DashboardShell } from '../components/DashboardShell';
import { ErrorBanner } from '../components/ErrorBanner';
import { StatsOverview } from '../components/StatsOverview';
import { CLIENT, ERRORS } from '../content';
import { displayDomain } from '../domain';
import { useCsvExport } from '../hooks/use-csv-export';
import { useDashboardLoad } from '../hooks/use-dashboard-load';
import { HeatmapPanel } from '../heatmaps/HeatmapPanel';
import { Panel } from '../components/Panel';
import { DOMAIN_COPY } from '../domains/content';
import { DomainPanel } from '../domains/DomainPanel';
import { ClientOrderPanel } from '../orders/ClientOrderPanel';
import styles from './ClientDashboard.module.css';

interface ClientDashboardProps {
  client: Client;
  onLogout: () => void;
  onUnauthorized: () => void;
}

/** 'Dashboard Cliente': the client's own figures, no client table and no create button (SPEC 2). */
export function ClientDashboard({ client, onLogout, onUnauthorized }: ClientDashboardProps) {
  usePageMeta({ title: `${CLIENT.title} · Landing Facile` });
  const [range, setRange] = useState<DateFilter>(NO_RANGE);
  const [exportFailed, setExportFailed] = useState(false);
  const load = useDashboardLoad(getClientStats, range, onUnauthorized);
  const csv = useCsvExport(exportClientCsv, CLIENT_CSV_FILE_NAME, onUnauthorized);

  const apply = useCallback((next: DateFilter) => {
    setExportFailed(false);
    setRange(next);
  }, []);
  const exportCsv = useCallback(async () => {
    setExportFailed(false);
    if (!(await csv.exportCsv(range))) setExportFailed(true);
  }, [csv, range]);

  const message = exportFailed ? ERRORS.export : load.failed ? ERRORS.load : null;

  return (
    <DashboardShell
      title={CLIENT.title}
      meta={
        <dl className={styles.meta}>
          <div>
            <dt>{CLIENT.clientId}</dt>
            <dd>{client.client_id}</dd>
          </div>
          {client.domain && (
            <div>
              <dt>{CLIENT.domain}</dt>
              <dd>{displayDomain(client.domain)}</dd>
            </div>
          )}
        </dl>
      }
      onLogout={onLogout}
      busy={load.loading}
      banner={<ErrorBanner message={message} onDismiss={exportFailed ? () => setExportFailed(false) : undefined} />}
    >
      {!client.domain && <p className={styles.notice}>{CLIENT.noDomain}</p>}
      <ClientOrderPanel onUnauthorized={onUnauthorized} />
      <StatsOverview stats={load.data} onApply={apply} onExport={() => void exportCsv()} exporting={csv.exporting}>
        {load.data && (
          <HeatmapPanel
            scope={{ role: 'client' }}
            plan={client.plan}
            domain={client.domain}
            pages={load.data.most_visited_pages.map((page) => page.page_url)}
            range={rangeQuery(range)}
          />
        )}
      </StatsOverview>
      {client.plan === 'pro' && (
        <Panel title={DOMAIN_COPY.title}>
          <DomainPanel scope={{ role: 'client' }} onUnauthorized={onUnauthorized} />
        </Panel>
      )}
    </DashboardShell>
  );
}
