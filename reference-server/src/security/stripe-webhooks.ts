/**
 * Stripe's webhook signatures, checked with the official package on the raw body
 * (`webhooks.constructEvent(rawBody, Stripe-Signature, STRIPE_WEBHOOK_SECRET)`), against the server's clock
 * with Stripe's 5-minute tolerance: a replay of an old delivery is refused.
 */
import Stripe from 'stripe';
import type { WebhookVerifier } from '@core/backend/webhook-port';
import { SIGNATURE_TOLERANCE_SECONDS } from '@core/orders/stripe-signature';

export function stripeWebhookVerifier(secret: string): WebhookVerifier {
  return {
    async verify(rawBody, signatureHeader, nowMs) {
      try {
        Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowMs);
        return true;
      } catch {
        return false;
      }
    },
  };
}
