import { useState } from 'react';
import type { Order } from '@core/api';
import { DEMO_WEBHOOK_SECRET, signStripePayload } from '@core/orders/stripe-signature';
import { useToast } from '../../../../components/toast';
import { call } from '../../../../lib/api-call';
import { api } from '../../../../lib/api-client';
import ui from '../../components/ui.module.css';
import { SIMULATE_PAYMENT_TEXT as TEXT } from './content';

/**
 * The event Stripe sends when a Payment Link's checkout is paid: the order is the link's
 * `client_reference_id`; the customer and subscription ids are the demo's own.
 */
export function checkoutCompletedEvent(order: Pick<Order, 'order_id' | 'customer_email'>, nowMs: number) {
  const suffix = `${order.order_id.slice(-8)}_${nowMs.toString(36)}`;
  return {
    id: `evt_demo_${suffix}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(nowMs / 1000),
    data: {
      object: {
        id: `cs_demo_${suffix}`,
        object: 'checkout.session',
        client_reference_id: order.order_id,
        payment_status: 'paid',
        status: 'complete',
        customer: `cus_demo_${order.order_id.slice(-8)}`,
        subscription: `sub_demo_${order.order_id.slice(-8)}`,
        customer_details: { email: order.customer_email },
      },
    },
  };
}

/**
 * Demo build only: in place of Stripe's webhook, signs the payment event with the demo backend's own
 * secret and posts it to /api/webhooks/stripe, exactly as Stripe would. The order then moves as a real
 * payment moves it (client created, emails queued in the demo's outbox).
 */
export default function SimulatePayment({ order, onDone }: { order: Order; onDone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function simulate() {
    setBusy(true);
    try {
      const nowMs = Date.now();
      const payload = JSON.stringify(checkoutCompletedEvent(order, nowMs));
      const signature = await signStripePayload(payload, DEMO_WEBHOOK_SECRET, Math.floor(nowMs / 1000));
      await call(() =>
        api.POST('/webhooks/stripe', {
          params: { header: { 'Stripe-Signature': signature } },
          body: JSON.parse(payload) as never,
          // The signature covers these exact bytes.
          bodySerializer: () => payload,
        }),
      );
      toast.show(TEXT.done, { tone: 'success' });
      onDone();
    } catch (error) {
      console.warn('Demo: pagamento simulato non riuscito', error);
      toast.show(TEXT.failed, { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={ui.secondary}
      onClick={() => void simulate()}
      disabled={busy}
      title={TEXT.hint}
      data-demo-only="simulate-payment"
    >
      {busy ? TEXT.busy : TEXT.button}
    </button>
  );
}
