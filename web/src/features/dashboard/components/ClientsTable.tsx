import { Link } from 'react-router-dom';
import type { Client } from '../../../../../core/api';
import { PLANS } from '../../../../../core/plans';
import { formatDate } from '../../../lib/format';
import { CLIENTS, COMMON } from '../content';
import { questionnaireSearch } from '../questionnaire-link';
import { Panel } from './Panel';
import styles from './ClientsTable.module.css';
import ui from './ui.module.css';

interface ClientsTableProps {
  clients: Client[];
  onCreate: () => void;
  onEdit: (client: Client) => void;
  onToggleActive: (client: Client) => void;
  onRotate: (client: Client) => void;
  /** A client whose change is under way: its buttons are disabled. */
  busyClientId?: string | null;
}

/**
 * Gestione Clienti: Client ID, Questionario, Dominio, Creato, Stato (N/A when empty; Attivo or
 * Disabilitato), plus the plan and the actions an operator needs. On a phone the table scrolls
 * sideways inside a labelled, focusable region.
 */
export function ClientsTable({ clients, onCreate, onEdit, onToggleActive, onRotate, busyClientId }: ClientsTableProps) {
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
      ) : (
        <div className={styles.scroll} role="region" aria-label={CLIENTS.scrollHint} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{CLIENTS.columns.clientId}</th>
                <th scope="col">{CLIENTS.columns.questionnaire}</th>
                <th scope="col">{CLIENTS.columns.domain}</th>
                <th scope="col">{CLIENTS.columns.plan}</th>
                <th scope="col">{CLIENTS.columns.created}</th>
                <th scope="col">{CLIENTS.columns.status}</th>
                <th scope="col">{CLIENTS.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {clients.map((client) => {
                const busy = busyClientId === client.client_id;
                // Visible label first, then whose row it is: "Disabilita per il cliente cli_1".
                const named = (label: string) => `${label} ${CLIENTS.actionsFor(client.client_id)}`;
                return (
                  <tr key={client.client_id}>
                    <th scope="row" className={`${ui.mono} ${styles.id}`}>{client.client_id}</th>
                    <td>
                      {client.questionnaire_id ? (
                        <Link
                          className={`${ui.link} ${ui.mono}`}
                          to={{ search: questionnaireSearch(client.questionnaire_id) }}
                          aria-label={CLIENTS.openQuestionnaire(client.questionnaire_id)}
                        >
                          {client.questionnaire_id}
                        </Link>
                      ) : (
                        <span className={ui.muted}>{COMMON.na}</span>
                      )}
                    </td>
                    <td>{client.domain ? client.domain : <span className={ui.muted}>{COMMON.na}</span>}</td>
                    <td>{PLANS[client.plan].name}</td>
                    <td>
                      <time dateTime={client.created_at}>{formatDate(client.created_at)}</time>
                    </td>
                    <td>
                      <span className={client.is_active ? ui.badgeOk : ui.badgeOff}>
                        {client.is_active ? CLIENTS.active : CLIENTS.disabled}
                      </span>
                    </td>
                    <td>
                      <div className={styles.actions}>
                        <button type="button" className={`${ui.secondary} ${ui.small}`} onClick={() => onEdit(client)} disabled={busy} aria-label={named(CLIENTS.edit)}>
                          {CLIENTS.edit}
                        </button>
                        <button
                          type="button"
                          className={`${client.is_active ? ui.danger : ui.secondary} ${ui.small}`}
                          onClick={() => onToggleActive(client)}
                          disabled={busy}
                          aria-label={named(client.is_active ? CLIENTS.disable : CLIENTS.enable)}
                        >
                          {client.is_active ? CLIENTS.disable : CLIENTS.enable}
                        </button>
                        <button type="button" className={`${ui.secondary} ${ui.small}`} onClick={() => onRotate(client)} disabled={busy} aria-label={named(CLIENTS.rotate)}>
                          {CLIENTS.rotate}
                        </button>
                      </div>
                    </td>
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
