import { describe, expect, it } from 'vitest';
import { newOrderId, ORDER_ID_PATTERN } from './order-id';
import { emailKey, messageIdOf, retryDelayMs } from './outbox';
import { signStripePayload, verifyStripeSignature } from './stripe-signature';

describe('outbox rules', () => {
  it('retries after 30 s, 2 min, 10 min, 1 h, 6 h and 24 h, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000]);
    expect(retryDelayMs(7)).toBeNull();
  });

  it('derives one Message-ID from one idempotency key', async () => {
    const key = emailKey('order_confirmation', 'ord_abc');
    expect(key).toBe('order_confirmation:ord_abc');
    const id = await messageIdOf(key, 'landing.example');
    expect(id).toMatch(/^<[0-9a-f]{32}@landing\.example>$/);
    expect(await messageIdOf(key, 'landing.example')).toBe(id);
    expect(await messageIdOf(emailKey('order_confirmation', 'ord_abd'), 'landing.example')).not.toBe(id);
  });

  it('makes order ids a payment provider accepts, unguessable', () => {
    const ids = Array.from({ length: 200 }, newOrderId);
    for (const id of ids) {
      expect(id).toMatch(ORDER_ID_PATTERN);
      expect(id.length).toBeLessThanOrEqual(27);
    }
    expect(new Set(ids).size).toBe(200);
  });
});

describe("the demo's Stripe signatures", () => {
  it('verifies its own signature, refuses another secret, a changed body and a stale timestamp', async () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    const header = await signStripePayload('{"id":"evt_1"}', 'whsec_a', now / 1000);
    expect(await verifyStripeSignature('{"id":"evt_1"}', header, 'whsec_a', now)).toBe(true);
    expect(await verifyStripeSignature('{"id":"evt_1"}', header, 'whsec_b', now)).toBe(false);
    expect(await verifyStripeSignature('{"id":"evt_2"}', header, 'whsec_a', now)).toBe(false);
    expect(await verifyStripeSignature('{"id":"evt_1"}', header, 'whsec_a', now + 301_000)).toBe(false);
    expect(await verifyStripeSignature('{"id":"evt_1"}', 'v1=abc', 'whsec_a', now)).toBe(false);
  });
});
