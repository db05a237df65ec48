import { Link } from 'react-router-dom';
import type { QuestionnaireSummary } from '@core/api';
import { PLANS } from '@core/plans';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { FLAG_LABELS, QUESTIONNAIRES } from '../content';
import { questionnaireSearch } from '../questionnaire-link';
import styles from './ClientsTable.module.css';
import { Panel } from './Panel';
import ui from './ui.module.css';

/** Received questionnaires, newest first (as the API answers): business, plan, status, date, messages. */
export function QuestionnairesTable({ questionnaires }: { questionnaires: QuestionnaireSummary[] }) {
  return (
    <Panel title={QUESTIONNAIRES.title}>
      {questionnaires.length === 0 ? (
        <p className={styles.empty}>{QUESTIONNAIRES.empty}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-label={QUESTIONNAIRES.title} tabIndex={0}>
          <table className={`${styles.table} ${styles.narrow}`}>
            <thead>
              <tr>
                <th scope="col">{QUESTIONNAIRES.business}</th>
                <th scope="col">{QUESTIONNAIRES.plan}</th>
                <th scope="col">{QUESTIONNAIRES.status}</th>
                <th scope="col">{QUESTIONNAIRES.received}</th>
                <th scope="col">{QUESTIONNAIRES.messages}</th>
                <th scope="col">{QUESTIONNAIRES.flags}</th>
              </tr>
            </thead>
            <tbody>
              {questionnaires.map((questionnaire) => {
                const name = questionnaire.business_name || QUESTIONNAIRES.unnamed;
                return (
                  <tr key={questionnaire.questionnaire_id}>
                    <th scope="row">
                      <Link className={ui.link} to={{ search: questionnaireSearch(questionnaire.questionnaire_id) }}>
                        {name}
                      </Link>
                      <span className={`${ui.mono} ${styles.subId}`}>{questionnaire.questionnaire_id}</span>
                    </th>
                    <td>{PLANS[questionnaire.plan_type].name}</td>
                    <td>
                      <span className={questionnaire.status === 'completed' ? ui.badgeOk : ui.badgeWarn}>
                        {QUESTIONNAIRES.statuses[questionnaire.status]}
                      </span>
                    </td>
                    <td>
                      <time dateTime={questionnaire.created_at}>{formatDateTime(questionnaire.created_at)}</time>
                    </td>
                    <td>{formatInteger(questionnaire.message_count)}</td>
                    <td>
                      {questionnaire.flags && questionnaire.flags.length > 0 ? (
                        <ul className={styles.flagList}>
                          {[...new Set(questionnaire.flags.map((flag) => flag.type))].map((type) => (
                            <li key={type} className={ui.badgeDanger}>
                              {FLAG_LABELS[type]}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className={ui.muted}>{QUESTIONNAIRES.noFlags}</span>
                      )}
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
