/**
 * The sites' side of an order (core/backend/site-orders-port.ts) over the orders' store and their ONE table
 * of moves (core/orders/states.ts), as the operator: a generated draft takes the order to `draft_ready`, a
 * published site takes it to `published` with the customer's email in the same change (key
 * `site_published:{site_id}`: one email per site, whatever the retries). An order already past a state is
 * left as it is; one moved to `published` by hand gets its email on the first publish.
 */
import type { OrderStatus } from '../../api';
import { isPaidState } from '../../orders/states';
import { emailKey } from '../../orders/outbox';
import { sitePublishedEmail } from '../../orders/emails/templates';
import { problems } from '../../problems';
import type { StoredEmail, StoredOrder } from '../order-store';
import type { SiteOrders, SitePublication } from '../site-orders-port';
import type { BackendContext } from './context';
import { pendingEmail, type OrderMoves } from './order-moves';

/** The pipeline's steps up to each target, as the transition table allows the operator to take them. */
const STEPS_TO: Record<'draft_ready' | 'published', readonly OrderStatus[]> = {
  draft_ready: ['in_progress', 'draft_ready'],
  published: ['in_progress', 'draft_ready', 'published'],
};

export function siteOrders(ctx: BackendContext, moves: OrderMoves): SiteOrders {
  async function publishedEmail(order: StoredOrder, publication: SitePublication): Promise<StoredEmail[]> {
    if (!order.customer_email) return [];
    return [
      await pendingEmail(ctx, {
        kind: 'site_published',
        key: emailKey('site_published', publication.site_id),
        to: order.customer_email,
        orderId: order.order_id,
        clientId: order.client_id,
        rendered: sitePublishedEmail(
          { publicUrl: ctx.publicUrl, company: ctx.company },
          {
            customerName: order.customer_name,
            businessName: order.business_name ?? 'la tua attività',
            url: publication.urls[0]!,
          },
        ),
      }),
    ];
  }

  /** Takes the order along the steps it has not reached yet; the last step carries `emails`. */
  async function advance(
    orderId: string,
    target: keyof typeof STEPS_TO,
    emails?: (order: StoredOrder) => Promise<StoredEmail[]>,
  ): Promise<StoredOrder | null> {
    let order = await ctx.orders.getOrder(orderId);
    for (const step of STEPS_TO[target]) {
      if (!order || order.status === target) break;
      const index = STEPS_TO[target].indexOf(order.status);
      if (STEPS_TO[target].indexOf(step) <= index) continue;
      const outcome = await moves.move(orderId, {
        to: step,
        actor: 'operator',
        note: null,
        ...(step === target && emails ? { emails } : {}),
      });
      if (outcome.status === 'not_found' || outcome.status === 'duplicate_event') return null;
      // Refused: another request moved it meanwhile (or it is past this step); read it again.
      order = outcome.status === 'applied' ? outcome.order : await ctx.orders.getOrder(orderId);
    }
    return order;
  }

  return {
    async get(orderId) {
      const order = await ctx.orders.getOrder(orderId);
      if (!order) return null;
      return {
        order_id: order.order_id,
        paid: isPaidState(order.status),
        questionnaire_id: order.questionnaire_id,
        client_id: order.client_id,
        business_name: order.business_name,
      };
    },
    async draftReady(orderId) {
      await advance(orderId, 'draft_ready');
    },
    async published(orderId, publication) {
      const order = await advance(orderId, 'published', (next) => publishedEmail(next, publication));
      if (!order) throw problems.notFound();
      // Moved to `published` by hand before: the address still goes out, once.
      if (!(await ctx.orders.hasEmailKey(emailKey('site_published', publication.site_id)))) {
        for (const email of await publishedEmail(order, publication)) await ctx.orders.enqueueEmail(email);
      }
    },
  };
}
