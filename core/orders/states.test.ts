import { describe, expect, it } from 'vitest';
import { decideMove, isPast, movesFrom, ORDER_STATUSES } from './states';
import { ORDER_STATUS_LABELS } from './content';

describe('the transition table', () => {
  it('moves one way only: nothing leads back, cancelled is final', () => {
    expect(decideMove('published', 'paid', 'provider')).toEqual({ allowed: false, reason: 'no_such_move' });
    expect(decideMove('in_progress', 'paid', 'operator').allowed).toBe(false);
    expect(decideMove('published', 'in_progress', 'operator').allowed).toBe(false);
    for (const to of ORDER_STATUSES) expect(decideMove('cancelled', to, 'operator').allowed).toBe(false);
    expect(decideMove('paid', 'paid', 'provider')).toEqual({ allowed: false, reason: 'same_state' });
  });

  it('says who may make each move', () => {
    expect(decideMove('awaiting_payment', 'paid', 'provider').allowed).toBe(true);
    expect(decideMove('awaiting_payment', 'paid', 'operator').allowed).toBe(true);
    expect(decideMove('awaiting_payment', 'paid', 'customer')).toEqual({ allowed: false, reason: 'not_by_this_actor' });
    expect(decideMove('awaiting_payment', 'payment_failed', 'operator').allowed).toBe(false);
    expect(decideMove('paid', 'in_progress', 'provider').allowed).toBe(false);
    expect(movesFrom('paid', 'operator')).toEqual(['in_progress', 'cancelled']);
    expect(movesFrom('payment_failed', 'provider')).toEqual(['paid', 'cancelled']);
  });

  it('orders the pipeline and labels every state in Italian', () => {
    expect(isPast('in_review', 'draft_ready')).toBe(true);
    expect(isPast('draft_ready', 'draft_ready')).toBe(false);
    expect(isPast('cancelled', 'paid')).toBe(false);
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'in attesa di pagamento',
      'pagato',
      'in lavorazione',
      'bozza pronta',
      'in revisione',
      'pubblicato',
      'pagamento non riuscito',
      'annullato',
    ]);
  });
});
