import type { Stats } from '@core/api';
import { CONTACT_LABELS } from '@core/csv-columns';
import { formatInteger } from '../../../lib/format';
import { ChangeBadge } from '../components/ChangeBadge';
import { Panel } from '../components/Panel';
import { AUDIENCE } from '../content';
import styles from './Audience.module.css';

interface ContactsPanelProps {
  contacts: Stats['contacts'];
  /** Days of the period compared; null when there is no period before (the changes read «—»). */
  days: number | null;
}

/**
 * «Contatti dalla pagina»: the taps on call, WhatsApp, e-mail and directions links and the forms sent, in
 * total and by kind, each with its change against the period before. The owner's goals, not the SPEC's
 * conversions.
 */
export function ContactsPanel({ contacts, days }: ContactsPanelProps) {
  return (
    <Panel title={AUDIENCE.contactsTitle} className={styles.panel}>
      <p className={styles.intro}>{AUDIENCE.contactsIntro}</p>
      <div className={styles.total}>
        <span className={styles.totalLabel}>{AUDIENCE.contactsTotal}</span>
        <span className={styles.totalValue} data-testid="contacts-total">
          {formatInteger(contacts.total)}
        </span>
        <ChangeBadge current={contacts.total} previous={contacts.previous_total} days={days} />
      </div>
      <ul className={styles.kinds} aria-label={AUDIENCE.contactsByKind}>
        {contacts.by_kind.map((row) => (
          <li key={row.kind} className={styles.kind} data-kind={row.kind}>
            <span className={styles.name}>{CONTACT_LABELS[row.kind]}</span>
            <span className={styles.kindValue}>{formatInteger(row.contacts)}</span>
            <ChangeBadge current={row.contacts} previous={row.previous} days={days} className={styles.kindChange} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
