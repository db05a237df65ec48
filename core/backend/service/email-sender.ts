/**
 * The sender: claims the emails due (a lease, so two processes never send one), puts a fresh one-time
 * login code in an access email, sends through the mailer and records the outcome: sent, retried after
 * 30 s, 2 min, 10 min, 1 h, 6 h and 24 h, or failed (at once when the SMTP server refuses for good).
 */
import { LOGIN_CODE_SLOT, LOGIN_LINK_TTL_HOURS } from '../../orders/emails/templates';
import { EMAIL_CLAIM_BATCH, EMAIL_LEASE_MS, retryDelayMs } from '../../orders/outbox';
import { randomToken, sha256Hex } from '../crypto';
import { MailDeliveryError, type Mailer } from '../mail-port';
import type { EmailAttemptOutcome, OrdersPort, StoredEmail } from '../order-store';
import type { Clock } from '../ports';

const iso = (ms: number) => new Date(ms).toISOString();

/** Bytes of a one-time login code (43 characters in the link). */
export const LOGIN_CODE_BYTES = 32;

export interface SenderDeps {
  orders: OrdersPort;
  mailer: Mailer;
  clock: Clock;
  /** Who holds the leases (one id per process). */
  owner: string;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** The text and HTML to send: an access email gets a fresh single-use code, stored only as its hash. */
async function contentOf(deps: SenderDeps, email: StoredEmail): Promise<{ text: string; html: string }> {
  if (!email.login_client_id) return { text: email.text, html: email.html };
  const code = randomToken(LOGIN_CODE_BYTES);
  const now = deps.clock.now();
  await deps.orders.saveLoginCode({
    code_hash: await sha256Hex(code),
    client_id: email.login_client_id,
    created_at: iso(now),
    expires_at: iso(now + LOGIN_LINK_TTL_HOURS * 3_600_000),
    used_at: null,
  });
  return { text: email.text.split(LOGIN_CODE_SLOT).join(code), html: email.html.split(LOGIN_CODE_SLOT).join(code) };
}

function failureOutcome(deps: SenderDeps, email: StoredEmail, error: unknown): EmailAttemptOutcome {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (error instanceof MailDeliveryError && error.permanent) return { status: 'failed', error: reason };
  const delay = retryDelayMs(email.attempts + 1);
  if (delay === null) return { status: 'failed', error: reason };
  return { status: 'pending', next_attempt_at: iso(deps.clock.now() + delay), error: reason };
}

/** Sends what is due now, one batch; returns what happened. */
export async function deliverDueEmails(deps: SenderDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const now = deps.clock.now();
  const claimed = await deps.orders.claimDueEmails(iso(now), EMAIL_CLAIM_BATCH, iso(now + EMAIL_LEASE_MS), deps.owner);
  for (const email of claimed) {
    let outcome: EmailAttemptOutcome;
    try {
      const { text, html } = await contentOf(deps, email);
      await deps.mailer.send({
        messageId: email.message_id,
        to: email.to,
        subject: email.subject,
        text,
        html,
        headers: email.headers,
      });
      outcome = { status: 'sent', at: iso(deps.clock.now()) };
    } catch (error) {
      outcome = failureOutcome(deps, email, error);
    }
    await deps.orders.recordEmailAttempt(email.email_id, deps.owner, outcome);
    report[outcome.status === 'sent' ? 'sent' : outcome.status === 'pending' ? 'retried' : 'failed'] += 1;
  }
  return report;
}
