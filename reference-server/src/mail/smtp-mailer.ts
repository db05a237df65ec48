/**
 * The mailer over SMTP (nodemailer, SMTP_URL such as `smtps://user:pass@host:465`). An answer 5xx to the
 * message or its recipient (an address the server refuses) is final: the email is marked failed with the
 * server's words. Anything else (server down, timeouts, 4xx, a login refused while the settings are
 * being fixed) is retried by the outbox.
 */
import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from '@core/backend/mail-port';

export interface SmtpMailerOptions {
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

export function reasonOf(error: SmtpError): string {
  const text = (error.response ?? error.message ?? String(error)).replace(/\s+/g, ' ').trim();
  return error.responseCode
    ? `${error.responseCode} ${text.replace(/^\d{3}\s*/, '')}`
    : `${error.code ?? 'ERRORE'}: ${text}`;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.url,
    // Well within the outbox's lease (5 minutes): a stuck server never holds an email past it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as never);
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          headers: email.headers,
        });
      } catch (error) {
        const e = error as SmtpError;
        const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.code !== 'EAUTH';
        throw new MailDeliveryError(reasonOf(e), permanent);
      }
    },
    close: () => transport.close(),
  };
}
