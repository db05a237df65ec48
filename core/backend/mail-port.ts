/**
 * Sends one email. The reference server implements it with nodemailer over SMTP_URL; without SMTP_URL
 * there is no mailer and emails wait in the outbox (the operator sees them). The demo never sends.
 */
export interface OutgoingEmail {
  /** `<...@domain>`, derived from the email's idempotency key. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A failed send. `permanent`: the SMTP server refused for good (a 5xx answer, e.g. an address that does not
 * exist): the email is marked failed at once with `reason`. Otherwise (server down, 4xx) it is retried.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}
