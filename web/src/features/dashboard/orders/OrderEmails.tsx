import { useState } from 'react';
import type { OrderEmail } from '@core/api';
import { useToast } from '../../../components/toast';
import { isUnauthorized } from '../../../lib/api-call';
import { formatWhen } from '../../../lib/format';
import ui from '../components/ui.module.css';
import { resendEmail } from './api';
import { EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS, ORDER_DETAIL as TEXT } from './content';
import styles from './OrderDetailView.module.css';

const STATUS_CLASS = { sent: ui.badgeOk, pending: ui.badgeWarn, failed: ui.badgeDanger } as const;

/** An email can go again when it failed, or when it is waiting after a failed attempt. */
function canResend(email: OrderEmail): boolean {
  return email.status === 'failed' || (email.status === 'pending' && email.attempts > 0);
}

interface OrderEmailsProps {
  emails: OrderEmail[];
  /** Reads the order again after a resend (the email's state changed). */
  onResent: () => void;
  onUnauthorized: () => void;
}

/**
 * The order's emails as the outbox holds them (in the demo, the outbox is where they stay): sent, waiting
 * (with the next attempt) or failed with the SMTP server's reason, and «Invia di nuovo».
 */
export function OrderEmails({ emails, onResent, onUnauthorized }: OrderEmailsProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function resend(email: OrderEmail) {
    setBusy(email.email_id);
    try {
      await resendEmail(email.email_id);
      toast.show(TEXT.resent, { tone: 'success' });
      onResent();
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else toast.show(TEXT.resendError, { tone: 'error' });
    } finally {
      setBusy(null);
    }
  }

  if (emails.length === 0) return <p className={styles.none}>{TEXT.emailsEmpty}</p>;
  return (
    <ul className={styles.emails}>
      {emails.map((email) => (
        <li key={email.email_id} className={styles.email}>
          <div className={styles.emailHead}>
            <p className={styles.emailKind}>{EMAIL_KIND_LABELS[email.kind]}</p>
            <span className={STATUS_CLASS[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</span>
          </div>
          <p className={styles.emailSubject}>{email.subject}</p>
          <p className={styles.eventMeta}>
            {TEXT.emailTo(email.to)} · {TEXT.attempts(email.attempts)}
          </p>
          {email.status === 'sent' && email.sent_at && (
            <p className={styles.eventMeta}>{TEXT.sentAt(formatWhen(email.sent_at))}</p>
          )}
          {email.status === 'pending' &&
            (email.attempts === 0 ? (
              <p className={styles.eventMeta}>{TEXT.waitingNoSmtp}</p>
            ) : (
              email.next_attempt_at && (
                <p className={styles.eventMeta}>{TEXT.nextAttempt(formatWhen(email.next_attempt_at))}</p>
              )
            ))}
          {email.last_error && email.status !== 'sent' && (
            <p className={styles.emailError}>{TEXT.failedReason(email.last_error)}</p>
          )}
          {canResend(email) && (
            <button
              type="button"
              className={`${ui.secondary} ${ui.small}`}
              onClick={() => void resend(email)}
              disabled={busy === email.email_id}
              aria-label={TEXT.resendLabel(email.subject)}
            >
              {busy === email.email_id ? TEXT.resending : TEXT.resend}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
