/**
 * Checks a payment provider's webhook signature on the raw body. The reference server implements it with
 * the official `stripe` package (`webhooks.constructEvent`); the in-browser demo with Web Crypto
 * (core/orders/stripe-signature.ts). No verifier configured: every webhook answers 503.
 */
import { verifyStripeSignature } from '../orders/stripe-signature';

export interface WebhookVerifier {
  /** True when `signatureHeader` signs exactly `rawBody` and is fresh at `nowMs`. */
  verify(rawBody: string, signatureHeader: string, nowMs: number): Promise<boolean>;
}

export function webCryptoStripeVerifier(secret: string): WebhookVerifier {
  return { verify: (rawBody, header, nowMs) => verifyStripeSignature(rawBody, header, secret, nowMs) };
}
