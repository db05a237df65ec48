/**
 * The order's states and the ONE table of moves between them. Every change of state (a payment reported
 * by Stripe, the operator's mark-paid or pipeline move, a cancellation) asks `decideMove`; the stores only
 * apply a move it allowed, and only if the order is still in the state it was decided from.
 *
 * Moves go one way: nothing leads back to an earlier state (a late `paid` never moves a `published`
 * order), and `cancelled` is final. Later issues add their moves here.
 */
import { ENUMS, type OrderActor, type OrderStatus } from '../api';

export const ORDER_STATUSES: readonly OrderStatus[] = ENUMS.OrderStatus;

interface Move {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** Who may make it. */
  by: readonly OrderActor[];
}

/** Every state an order can be cancelled from (all but `cancelled`). */
const LIVE: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'cancelled');

export const ORDER_MOVES: readonly Move[] = [
  // Paid: reported by the provider, or recorded by the operator (bank transfer, another provider).
  { from: ['awaiting_payment', 'payment_failed'], to: 'paid', by: ['provider', 'operator'] },
  // A first payment that did not go through (a failed renewal later is a timeline entry, not a move).
  { from: ['awaiting_payment'], to: 'payment_failed', by: ['provider'] },
  // The team's pipeline.
  { from: ['paid'], to: 'in_progress', by: ['operator'] },
  { from: ['in_progress'], to: 'draft_ready', by: ['operator'] },
  { from: ['draft_ready'], to: 'in_review', by: ['operator', 'system'] },
  { from: ['draft_ready', 'in_review'], to: 'published', by: ['operator', 'system'] },
  // The subscription ended (provider) or the operator cancelled the order.
  { from: LIVE, to: 'cancelled', by: ['provider', 'operator'] },
];

export type MoveDecision =
  | { allowed: true }
  | { allowed: false; reason: 'same_state' | 'no_such_move' | 'not_by_this_actor' };

export function decideMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): MoveDecision {
  if (from === to) return { allowed: false, reason: 'same_state' };
  const moves = ORDER_MOVES.filter((m) => m.to === to && m.from.includes(from));
  if (moves.length === 0) return { allowed: false, reason: 'no_such_move' };
  if (!moves.some((m) => m.by.includes(actor))) return { allowed: false, reason: 'not_by_this_actor' };
  return { allowed: true };
}

/** The states the actor may move an order in `from` to (the operator's buttons). */
export function movesFrom(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => decideMove(from, to, actor).allowed);
}

/** The pipeline's order, for «not yet past» questions: payment_failed and cancelled sit outside it. */
const PIPELINE: readonly OrderStatus[] = [
  'awaiting_payment',
  'paid',
  'in_progress',
  'draft_ready',
  'in_review',
  'published',
];

/** True when `status` is past `than` in the pipeline (false for states outside it). */
export function isPast(status: OrderStatus, than: OrderStatus): boolean {
  const a = PIPELINE.indexOf(status);
  const b = PIPELINE.indexOf(than);
  return a !== -1 && b !== -1 && a > b;
}

/** States in which the order has been paid (the accountant's export, the client's access). */
export function isPaidState(status: OrderStatus): boolean {
  return PIPELINE.indexOf(status) >= PIPELINE.indexOf('paid');
}
