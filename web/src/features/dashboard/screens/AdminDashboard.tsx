import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Client, QuestionnaireSummary, Schemas, ServerWarning } from '@core/api';
import { usePageMeta } from '../../../lib/page-meta';
import { NO_RANGE, type DateFilter } from '../api/date-range';
import { ADMIN_CSV_FILE_NAME, exportAdminCsv } from '../api/export-admin-csv';
import { getAdminStats } from '../api/get-admin-stats';
import { getServerWarnings } from '../api/get-server-warnings';
import { listClients } from '../api/list-clients';
import { listQuestionnaires } from '../api/list-questionnaires';
import { AccessTokenDialog } from '../components/AccessTokenDialog';
import { ClientFormDialog } from '../components/ClientFormDialog';
import { ClientsTable } from '../components/ClientsTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ClientHeatmapsDialog } from '../heatmaps/ClientHeatmapsDialog';
import { ClientDomainDialog } from '../domains/ClientDomainDialog';
import { DashboardShell } from '../components/DashboardShell';
import { ErrorBanner } from '../components/ErrorBanner';
import { QuestionnairesTable } from '../components/QuestionnairesTable';
import { QuestionnaireView } from '../components/QuestionnaireView';
import { ServerWarnings } from '../components/ServerWarnings';
import { LoadingState, StatsOverview } from '../components/StatsOverview';
import { UnknownSitesNote } from '../components/UnknownSitesNote';
import { ADMIN, CLIENTS, ERRORS, QUESTIONNAIRE_DETAIL } from '../content';
import { useClientManagement } from '../hooks/use-client-management';
import { useCsvExport } from '../hooks/use-csv-export';
import { useDashboardLoad } from '../hooks/use-dashboard-load';
import { QUESTIONNAIRE_PARAM } from '../questionnaire-link';
import { listOrders } from '../orders/api';
import { AdminViewNav } from '../orders/AdminViewNav';
import { ADMIN_VIEWS, ORDER_DETAIL, ORDERS } from '../orders/content';
import { CHANGES_VIEW, ORDER_PARAM, ORDERS_VIEW, VIEW_PARAM } from '../orders/links';
import { OrderDetailView } from '../orders/OrderDetailView';
import { OrdersView } from '../orders/OrdersView';
import { useResource } from '../orders/use-resource';
import { ChangeRequestsView } from '../review/ChangeRequestsView';
import { EDITOR } from '../site-editor/content';
import { SITE_VIEW } from '../site-editor/links';

/** The site editor (themes' registry and the form) loads only when the operator opens it. */
const SiteEditorView = lazy(() => import('../site-editor/SiteEditorView'));

export interface AdminData {
  stats: Schemas['AdminStats'];
  clients: Client[];
  questionnaires: QuestionnaireSummary[];
  /** What the server noticed about its set-up; none when that call fails (a notice, not the page's data). */
  serverWarnings: ServerWarning[];
}

/** Everything the admin screen shows, loaded together so a reload refreshes figures and tables at once. */
async function loadAdminData(range: DateFilter): Promise<AdminData> {
  const [stats, clients, questionnaires, serverWarnings] = await Promise.all([
    getAdminStats(range),
    listClients(),
    listQuestionnaires(),
    getServerWarnings().catch(() => []),
  ]);
  return { stats, clients, questionnaires, serverWarnings };
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
  const [domainClient, setDomainClient] = useState<Client | null>(null);
  const [searchParams] = useSearchParams();
  const questionnaireId = searchParams.get(QUESTIONNAIRE_PARAM);
  const ordersView = !questionnaireId && searchParams.get(VIEW_PARAM) === ORDERS_VIEW;
  const siteView = !questionnaireId && searchParams.get(VIEW_PARAM) === SITE_VIEW;
  const siteOrderId = siteView ? searchParams.get(ORDER_PARAM) : null;
  const orderId = ordersView ? searchParams.get(ORDER_PARAM) : null;
  const changesView = !questionnaireId && searchParams.get(VIEW_PARAM) === CHANGES_VIEW;
  usePageMeta({
    title: `${
      questionnaireId
        ? QUESTIONNAIRE_DETAIL.pageTitle(questionnaireId)
        : siteOrderId
          ? EDITOR.pageTitle(siteOrderId)
          : orderId
            ? ORDER_DETAIL.pageTitle(orderId)
            : ordersView
              ? ORDERS.pageTitle
              : changesView
                ? ADMIN_VIEWS.changes
                : ADMIN.title
    } · Landing Facile`,
  });
  // The orders are read apart from the statistics: the SPEC's dashboard loads and fails as before.
  const orders = useResource('orders', listOrders, onUnauthorized);
  const lateOrders = orders.state.status === 'ready' ? orders.state.data.filter((order) => order.late).length : 0;

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
      banner={
        <>
          <ErrorBanner message={message} onDismiss={message ? () => setActionError(null) : undefined} />
          <ServerWarnings warnings={data?.serverWarnings ?? []} />
        </>
      }
    >
      {!questionnaireId && (
        <AdminViewNav
          current={ordersView || siteView ? 'orders' : changesView ? 'changes' : 'overview'}
          late={lateOrders}
        />
      )}
      {questionnaireId ? (
        <QuestionnaireView questionnaireId={questionnaireId} onUnauthorized={onUnauthorized} />
      ) : siteOrderId ? (
        <Suspense fallback={<LoadingState />}>
          <SiteEditorView orderId={siteOrderId} onUnauthorized={onUnauthorized} />
        </Suspense>
      ) : orderId ? (
        <OrderDetailView
          orderId={orderId}
          onUnauthorized={onUnauthorized}
          onOrdersChanged={() => {
            orders.reload();
            load.reload();
          }}
        />
      ) : changesView ? (
        <ChangeRequestsView onUnauthorized={onUnauthorized} />
      ) : ordersView ? (
        <OrdersView orders={orders.state} onRetry={orders.reload} onUnauthorized={onUnauthorized} />
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
                onDomain={setDomainClient}
                busyClientId={management.busyClientId}
              />
              <QuestionnairesTable questionnaires={data.questionnaires} />
              <UnknownSitesNote counts={data.stats.unknown_sites} />
            </>
          )}
        </StatsOverview>
      )}
      <ClientFormDialog
        open={management.form.open}
        client={management.form.client}
        questionnaires={data?.questionnaires ?? []}
        clients={data?.clients ?? []}
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
      <ClientDomainDialog client={domainClient} onClose={() => setDomainClient(null)} />
      <AccessTokenDialog
        access={management.shownAccess?.access ?? null}
        kind={management.shownAccess?.kind ?? 'created'}
        onClose={management.closeAccess}
      />
    </DashboardShell>
  );
}
