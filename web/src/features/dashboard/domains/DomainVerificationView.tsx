import type { DomainStatus } from '@core/hosting/domain-store';
import { formatDateTime } from '../../../lib/format';
import { CopyField } from '../components/CopyField';
import ui from '../components/ui.module.css';
import { displayDomain } from '../domain';
import type { DomainVerification } from './api';
import { DOMAIN_COPY as copy } from './content';
import styles from './DomainVerificationView.module.css';

const BADGE: Readonly<Record<DomainStatus, string>> = {
  pending: ui.badgeWarn!,
  verified: ui.badgeInfo!,
  active: ui.badgeOk!,
  failed: ui.badgeDanger!,
};

interface DomainVerificationViewProps {
  verification: DomainVerification;
  onCheck: () => void;
  checking: boolean;
  /** Why the last «Verifica ora» failed (an Italian message), or null. */
  error: string | null;
}

/**
 * A custom domain's verification: its state with the reason, when it was last checked, every record to set
 * at the registrar (name and value, each copyable) and «Verifica ora». Everything shown is text.
 */
export function DomainVerificationView({ verification, onCheck, checking, error }: DomainVerificationViewProps) {
  const { status, reason, checked_at: checkedAt, records } = verification;
  return (
    <div className={styles.body}>
      <p className={styles.intro}>{copy.intro}</p>
      <div className={styles.state}>
        <span className={ui.label}>{copy.statusLabel}</span>
        <span className={BADGE[status]} data-testid="domain-status">
          {copy.status[status]}
        </span>
        <span className={ui.mono}>{displayDomain(verification.domain)}</span>
      </div>
      <p className={styles.reason} role="status">
        {reason}
      </p>
      <p className={styles.when}>
        {checkedAt ? <time dateTime={checkedAt}>{copy.checkedAt(formatDateTime(checkedAt))}</time> : copy.neverChecked}
      </p>
      <h3 className={styles.recordsTitle}>{copy.recordsTitle}</h3>
      <ul className={styles.records}>
        {records.map((record) => (
          <li key={`${record.type} ${record.name} ${record.value}`} className={styles.record}>
            <span className={styles.type}>{record.type}</span>
            <CopyField
              label={copy.recordName(record.type)}
              value={record.name}
              copyLabel={copy.copyName(record.type, record.name)}
            />
            <CopyField
              label={copy.recordValue(record.type)}
              value={record.value}
              copyLabel={copy.copyValue(record.type, record.name)}
            />
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={ui.primary} onClick={onCheck} disabled={checking} aria-busy={checking}>
          {checking ? copy.checking : copy.check}
        </button>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
