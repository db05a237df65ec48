import { Link } from 'react-router-dom';
import type { Client } from '@core/api';
import { PLANS } from '@core/plans';
import { formatDate } from '../../../lib/format';
import { CLIENTS, COMMON } from '../content';
import { displayDomain } from '../domain';
import { questionnaireSearch } from '../questionnaire-link';
import { useMediaQuery } from '../hooks/use-media-query';
import { Panel } from './Panel';
import styles from './ClientsTable.module.css';
import ui from './ui.module.css';

interface ClientsTableProps {
  clients: Client[];
  onCreate: () => void;
  onEdit: (client: Client) => void;
  onToggleActive: (client: Client) => void;
  onRotate: (client: Client) => void;
  /** Opens the client's heatmaps (clients with a domain). */
  onHeatmaps: (client: Client) => void;
  /** Opens the client's custom domain (Pro clients with a domain): records, state, «Verifica ora». */
  onDomain?: (client: Client) => void;
  /** A client whose change is under way: its buttons are disabled. */
  busyClientId?: string | null;
}

/**
 * Gestione Clienti: Client ID, Questionario, Dominio, Creato, Stato (N/A when empty; Attivo or
 * Disabilitato), plus the business name (Attività), the plan and the actions an operator needs. On a phone the table scrolls
 * sideways inside a labelled, focusable region.
 */
export function ClientsTable({
  clients,
  onCreate,
  onEdit,
  onToggleActive,
  onRotate,
  onHeatmaps,
  onDomain,
  busyClientId,
}: ClientsTableProps) {
  // On phones and small tablets each client is a card: seven columns need about 900 px.
  const phone = useMediaQuery('(max-width: 899px)');
  const cells = (client: Client) => ({
    // Issue 27 §8: the operator knows a client by the business name of its questionnaire's brief.
    business: client.business_name ? client.business_name : <span className={ui.muted}>{COMMON.na}</span>,
    questionnaire: client.questionnaire_id ? (
      <Link
        className={`${ui.link} ${ui.mono}`}
        to={{ search: questionnaireSearch(client.questionnaire_id) }}
        aria-label={CLIENTS.openQuestionnaire(client.questionnaire_id)}
      >
        {client.questionnaire_id}
      </Link>
    ) : (
      <span className={ui.muted}>{COMMON.na}</span>
    ),
    domain: client.domain ? displayDomain(client.domain) : <span className={ui.muted}>{COMMON.na}</span>,
    plan: PLANS[client.plan].name,
    created: <time dateTime={client.created_at}>{formatDate(client.created_at)}</time>,
    status: (
      <span className={client.is_active ? ui.badgeOk : ui.badgeOff}>
        {client.is_active ? CLIENTS.active : CLIENTS.disabled}
      </span>
    ),
    actions: (
      <RowActions
        client={client}
        busy={busyClientId === client.client_id}
        onEdit={onEdit}
        onToggleActive={onToggleActive}
        onRotate={onRotate}
        onHeatmaps={onHeatmaps}
        onDomain={onDomain}
      />
    ),
  });

  return (
    <Panel
      title={CLIENTS.title}
      actions={
        <button type="button" className={ui.primary} onClick={onCreate}>
          <span aria-hidden="true">+</span> {CLIENTS.create}
        </button>
      }
    >
      {clients.length === 0 ? (
        <p className={styles.empty}>{CLIENTS.empty}</p>
      ) : phone ? (
        <ul className={styles.cards} aria-label={CLIENTS.scrollHint}>
          {clients.map((client) => {
            const cell = cells(client);
            return (
              <li key={client.client_id} className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={`${ui.mono} ${styles.id}`}>{client.client_id}</span>
                  {cell.status}
                </div>
                <dl className={styles.cardFields}>
                  <div className={styles.wide}>
                    <dt>{CLIENTS.columns.business}</dt>
                    <dd>{cell.business}</dd>
                  </div>
                  <div className={styles.wide}>
                    <dt>{CLIENTS.columns.domain}</dt>
                    <dd>{cell.domain}</dd>
                  </div>
                  <div>
                    <dt>{CLIENTS.columns.questionnaire}</dt>
                    <dd>{cell.questionnaire}</dd>
                  </div>
                  <div>
                    <dt>{CLIENTS.columns.plan}</dt>
                    <dd>{cell.plan}</dd>
                  </div>
                  <div>
                    <dt>{CLIENTS.columns.created}</dt>
                    <dd>{cell.created}</dd>
                  </div>
                </dl>
                {cell.actions}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={styles.scroll} role="region" aria-label={CLIENTS.scrollHint} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{CLIENTS.columns.clientId}</th>
                <th scope="col">{CLIENTS.columns.business}</th>
                <th scope="col">{CLIENTS.columns.questionnaire}</th>
                <th scope="col">{CLIENTS.columns.domain}</th>
                <th scope="col">{CLIENTS.columns.created}</th>
                <th scope="col">{CLIENTS.columns.status}</th>
                <th scope="col">{CLIENTS.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {clients.map((client) => {
                const cell = cells(client);
                return (
                  <tr key={client.client_id}>
                    <th scope="row" className={styles.idCell}>
                      <span className={`${ui.mono} ${styles.id}`}>{client.client_id}</span>
                      <span className={styles.planLine}>{cell.plan}</span>
                    </th>
                    <td className={styles.businessCell}>{cell.business}</td>
                    <td>{cell.questionnaire}</td>
                    <td>{cell.domain}</td>
                    <td>{cell.created}</td>
                    <td>{cell.status}</td>
                    <td>{cell.actions}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

interface RowActionsProps {
  client: Client;
  busy: boolean;
  onEdit: (client: Client) => void;
  onToggleActive: (client: Client) => void;
  onRotate: (client: Client) => void;
  onHeatmaps: (client: Client) => void;
  onDomain?: (client: Client) => void;
}

function RowActions({ client, busy, onEdit, onToggleActive, onRotate, onHeatmaps, onDomain }: RowActionsProps) {
  // Visible label first, then whose row it is: "Disabilita per il cliente cli_1".
  const named = (label: string) => `${label} ${CLIENTS.actionsFor(client.client_id)}`;
  const toggleLabel = client.is_active ? CLIENTS.disable : CLIENTS.enable;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${ui.secondary} ${ui.small}`}
        onClick={() => onEdit(client)}
        disabled={busy}
        aria-label={named(CLIENTS.edit)}
      >
        {CLIENTS.edit}
      </button>
      <button
        type="button"
        className={`${client.is_active ? ui.danger : ui.secondary} ${ui.small}`}
        onClick={() => onToggleActive(client)}
        disabled={busy}
        aria-label={named(toggleLabel)}
      >
        {toggleLabel}
      </button>
      <button
        type="button"
        className={`${ui.secondary} ${ui.small}`}
        onClick={() => onRotate(client)}
        disabled={busy}
        aria-label={named(CLIENTS.rotate)}
      >
        {CLIENTS.rotate}
      </button>
      {client.domain && (
        <button
          type="button"
          className={`${ui.secondary} ${ui.small}`}
          onClick={() => onHeatmaps(client)}
          aria-label={named(CLIENTS.heatmaps)}
        >
          {CLIENTS.heatmaps}
        </button>
      )}
      {onDomain && client.domain && client.plan === 'pro' && (
        <button
          type="button"
          className={`${ui.secondary} ${ui.small}`}
          onClick={() => onDomain(client)}
          aria-label={named(CLIENTS.customDomain)}
        >
          {CLIENTS.customDomain}
        </button>
      )}
    </div>
  );
}
