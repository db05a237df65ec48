/**
 * The outbox's rules, shared by every store: when a failed email is tried again, how long a claim
 * lasts, the idempotency key of each email and the `Message-ID` derived from it.
 *
 * An email is written to the outbox in the same store operation as the change that causes it, then a
 * sender delivers it. A claim (lease) keeps two processes from sending one email; the only duplicate left
 * is a crash after the SMTP server accepted the email and before the outbox recorded it, and that copy
 * carries the same `Message-ID`, so mail clients show it once.
 */
import type { EmailKind } from '../api';
import { sha256Hex } from '../backend/crypto';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before each retry: after the 1st failed attempt 30 s, ... after the 6th 24 h; a 7th failure is final. */
export const EMAIL_RETRY_DELAYS_MS: readonly number[] = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  HOUR,
  6 * HOUR,
  24 * HOUR,
];

/** How long a claimed email belongs to its sender; a send gives up well before (SMTP timeouts below). */
export const EMAIL_LEASE_MS = 5 * MINUTE;

/** Emails one sender claims at a time. */
export const EMAIL_CLAIM_BATCH = 10;

/** Delay before the next attempt after `failedAttempts` failures; null when the email is to be marked failed. */
export function retryDelayMs(failedAttempts: number): number | null {
  if (failedAttempts < 1) return 0;
  return EMAIL_RETRY_DELAYS_MS[failedAttempts - 1] ?? null;
}

/**
 * The idempotency key: one email per purpose. Writing an email whose key exists changes nothing, so a
 * replayed event or a second process deciding the same thing cannot queue a second copy.
 */
export function emailKey(kind: EmailKind, ...parts: readonly string[]): string {
  return [kind, ...parts].join(':');
}

/** `<32 hex of SHA-256(key)@domain>`: the same key always gives the same Message-ID. */
export async function messageIdOf(key: string, domain: string): Promise<string> {
  return `<${(await sha256Hex(key)).slice(0, 32)}@${domain}>`;
}

/** The domain of Message-IDs: PUBLIC_URL's host (`localhost` when it has none). */
export function messageIdDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
