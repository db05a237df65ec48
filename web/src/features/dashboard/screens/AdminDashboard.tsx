import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Client, QuestionnaireSummary, Stats } from '@core/api';
import { usePageMeta } from '../../../lib/page-meta';
import { NO_RANGE, type DateFilter } from '../api/date-range';
import { ADMIN_CSV_FILE_NAME, exportAdminCsv } from '../api/export-admin-csv';
import { getAdminStats } from '../api/get-admin-stats';
import { listClients } from '../api/list-clients';
import { listQuestionnaires } from '../api/list-questionnaires';
import { AccessTokenDialog } from '../components/AccessTokenDialog';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientsTable } from '../components/ClientsTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ClientHeatmapsDialog } from '../heatmaps/ClientHeatmapsDialog';
import { DashboardShell } from '../components/DashboardShell';
import { ErrorBanner } from '../components/ErrorBanner';
import { QuestionnairesTable } from '../components/QuestionnairesTable';
import { QuestionnaireView } from '../components/QuestionnaireView';
import { StatsOverview } from '../components/StatsOverview';
import { ADMIN, CLIENTS, ERRORS, QUESTIONNAIRE_DETAIL } from '../content';
import { useClientManagement } from '../hooks/use-client-management';
import { useCsvExport } from '../hooks/use-csv-export';
import { useDashboardLoad } from '../hooks/use-dashboard-load';
import { QUESTIONNAIRE_PARAM } from '../questionnaire-link';

export interface AdminData {
  stats: Stats;
  clients: Client[];
  questionnaires: QuestionnaireSummary[];
}

/** Everything the admin screen shows, loaded together so a reload refreshes figures and tables at once. */
async function loadAdminData(range: DateFilter): Promise<AdminData> {
  const [stats, clients, questionnaires] = await Promise.all([
    getAdminStats(range),
    listClients(),
    listQuestionnaires(),
  ]);
  return { stats, clients, questionnaires };
}

interface AdminDashboardProps {
  onLogout: () => void;
  onUnauthorized: () => void;
}

/** The logged-in admin screen: shared statistics plus client management and questionnaires. */
export function AdminDashboard({ onLogout, onUnauthorized }: AdminDashboardProps) {
  const [range, setRange] = useState<DateFilter>(NO_RANGE);
  const [actionError, setActionError] = useState<string | null>(null);
  const [heatmapClient, setHeatmapClient] = useState<Client | null>(null);
  const [searchParams] = useSearchParams();
  const questionnaireId = searchParams.get(QUESTIONNAIRE_PARAM);
  usePageMeta({
    title: `${questionnaireId ? QUESTIONNAIRE_DETAIL.pageTitle(questionnaireId) : ADMIN.title} · Landing Facile`,
  });

  const load = useDashboardLoad(loadAdminData, range, onUnauthorized);
  const csv = useCsvExport(exportAdminCsv, ADMIN_CSV_FILE_NAME, onUnauthorized);
  const management = useClientManagement({ reload: load.reload, showError: setActionError, onUnauthorized });

  const apply = useCallback((next: DateFilter) => {
    setActionError(null);
    setRange(next);
  }, []);
  const exportCsv = useCallback(async () => {
    setActionError(null);
    if (!(await csv.exportCsv(range))) setActionError(ERRORS.export);
  }, [csv, range]);

  const message = actionError ?? (load.failed ? ERRORS.load : null);
  const data = load.data;
  const confirmation = management.confirmation;

  return (
    <DashboardShell
      title={ADMIN.title}
      meta={ADMIN.subtitle}
      onLogout={onLogout}
      busy={load.loading}
      banner={<ErrorBanner message={message} onDismiss={message ? () => setActionError(null) : undefined} />}
    >
      {questionnaireId ? (
        <QuestionnaireView questionnaireId={questionnaireId} onUnauthorized={onUnauthorized} />
      ) : (
        <StatsOverview
          stats={data?.stats ?? null}
          onApply={apply}
          onExport={() => void exportCsv()}
          exporting={csv.exporting}
        >
          {data && (
            <>
              <ClientsTable
                clients={data.clients}
                onCreate={management.openCreate}
                onEdit={management.openEdit}
                onToggleActive={management.toggleActive}
                onRotate={management.askRotate}
                onHeatmaps={setHeatmapClient}
                busyClientId={management.busyClientId}
              />
              <QuestionnairesTable questionnaires={data.questionnaires} />
            </>
          )}
        </StatsOverview>
      )}
      <ClientFormDialog
        open={management.form.open}
        client={management.form.client}
        questionnaires={data?.questionnaires ?? []}
        busy={management.formBusy}
        serverError={management.formError}
        onSubmit={(fields) => void management.submitForm(fields)}
        onClose={management.closeForm}
      />
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.kind === 'rotate' ? CLIENTS.confirmRotateTitle : CLIENTS.confirmDisableTitle}
        message={
          confirmation
            ? confirmation.kind === 'rotate'
              ? CLIENTS.confirmRotate(confirmation.client.client_id)
              : CLIENTS.confirmDisable(confirmation.client.client_id)
            : ''
        }
        confirmLabel={confirmation?.kind === 'rotate' ? CLIENTS.rotate : CLIENTS.disable}
        onConfirm={management.confirm}
        onCancel={management.cancelConfirm}
      />
      <ClientHeatmapsDialog client={heatmapClient} range={range} onClose={() => setHeatmapClient(null)} />
      <AccessTokenDialog
        access={management.shownAccess?.access ?? null}
        kind={management.shownAccess?.kind ?? 'created'}
        onClose={management.closeAccess}
      />
    </DashboardShell>
  );
}
