/**
 * Core's orders and outbox store with a persistence that can fail or take its time, as the embedded store's
 * journal on a full or slow disk (issue 26): memory moves only once a change is written, a change that
 * cannot be written changes nothing, and writes deciding on the same facts never both succeed.
 */
import { describe, expect, it } from 'vitest';
import {
  createMemoryOrderStore,
  emptyOrderData,
  type MemoryOrderStoreHooks,
  type OrderData,
} from './memory-order-store';
import type { LoginCodeRecord, StoredEmail, StoredOrder } from './order-store';
import { awaitingOrder, createdEntry, ORDER_CREATED_AT } from './testing/orders';

const AT = ORDER_CREATED_AT;
const LATER = '2026-05-04T10:05:00.000Z';

function email(id: string, key = `order_confirmation:${id}`): StoredEmail {
  return {
    email_id: id,
    idempotency_key: key,
    kind: 'order_confirmation',
    order_id: 'ord_1',
    client_id: null,
    to: 'gennaro@dagennaro.it',
    subject: 'Ordine confermato',
    text: 'Grazie',
    html: '<p>Grazie</p>',
    headers: {},
    message_id: `<${id}@landingfacile.it>`,
    login_client_id: null,
    status: 'pending',
    attempts: 0,
    created_at: AT,
    next_attempt_at: AT,
    sent_at: null,
    last_error: null,
  };
}

const code = (hash: string): LoginCodeRecord => ({
  code_hash: hash,
  client_id: 'cli_1',
  created_at: AT,
  expires_at: '2026-05-05T10:00:00.000Z',
  used_at: null,
});

/** A paid move of an order at `version`, caused by webhook event `eventId`, with its confirmation email. */
const paid = (o: StoredOrder, eventId: string | null, emailKey = `order_confirmation:${o.order_id}`) => ({
  expectedVersion: o.version,
  order: { ...o, status: 'paid' as const, paid_at: AT, version: o.version + 1 },
  events: [{ ...createdEntry(o.order_id), kind: 'transition' as const, from: o.status, to: 'paid' as const }],
  emails: [email(`em_${o.order_id}_${eventId}`, emailKey)],
  webhookEventId: eventId,
});

/** Data holding one order, one pending email, a login code and an unsubscribe token. */
function seeded(): OrderData {
  const data = emptyOrderData();
  data.orders.push(awaitingOrder('ord_1'));
  data.events.push(createdEntry('ord_1'));
  data.emails.push(email('em_1'));
  data.loginCodes.push(code('hash_1'));
  data.unsubscribeTokens.push({ token_hash: 'tok_1', client_id: 'cli_1' });
  return data;
}

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

describe('the memory order store over a persistence that can fail', () => {
  it('changes nothing, in memory or in the leases, when a change cannot be written; the same change goes through once it can', async () => {
    let full = true;
    const written: string[] = [];
    const hooks: MemoryOrderStoreHooks = {
      async persist(change, apply) {
        if (full) throw diskFull();
        written.push(change.op);
        apply();
      },
    };
    const store = createMemoryOrderStore(seeded(), hooks);
    expect(await store.claimDueEmails(AT, 10, LATER, 'mittente')).toHaveLength(1);
    const before = structuredClone(store.data);
    const attempts: [string, () => Promise<unknown>][] = [
      ['createOrder', () => store.createOrder(awaitingOrder('ord_2'), createdEntry('ord_2'))],
      ['changeOrder', () => store.changeOrder('ord_1', paid(awaitingOrder('ord_1'), 'evt_1'))],
      ['recordWebhookEvent', () => store.recordWebhookEvent('evt_2', AT)],
      ['saveLoginCode', () => store.saveLoginCode(code('hash_2'))],
      ['useLoginCode', () => store.useLoginCode('hash_1', AT)],
      ['saveUnsubscribeToken', () => store.saveUnsubscribeToken('tok_2', 'cli_2')],
      ['optOutOfReports', () => store.optOutOfReports('tok_1', AT)],
      ['enqueueEmail', () => store.enqueueEmail(email('em_2', 'dashboard_access:ord_1'))],
      ['recordEmailAttempt', () => store.recordEmailAttempt('em_1', 'mittente', { status: 'sent', at: AT })],
      ['requeueEmail', () => store.requeueEmail('em_1', AT)],
    ];
    for (const [name, attempt] of attempts) {
      await expect(attempt(), name).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(store.data, name).toEqual(before);
    }
    // The sender's lease outlives an outcome that could not be written: no other sender claims the email.
    expect(await store.claimDueEmails(AT, 10, LATER, 'altro')).toEqual([]);

    full = false;
    expect(await store.useLoginCode('hash_1', AT)).toBe('cli_1');
    expect(await store.useLoginCode('hash_1', AT)).toBeNull();
    expect(await store.changeOrder('ord_1', paid(awaitingOrder('ord_1'), 'evt_1'))).toMatchObject({
      status: 'applied',
    });
    expect(await store.recordEmailAttempt('em_1', 'mittente', { status: 'sent', at: AT })).toBe(true);
    expect((await store.createOrder(awaitingOrder('ord_2'), createdEntry('ord_2'))).created).toBe(true);
    expect(await store.getOrder('ord_1')).toMatchObject({ status: 'paid', version: 2 });
    expect(await store.getEmail('em_1')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(store.data.webhookEvents.map((w) => w.event_id)).toEqual(['evt_1']);
    expect(written).toEqual(['login_code', 'order_changed', 'email', 'order_created']);
  });

  it('shows a change only once it is written, and runs the writes one at a time, each on what the one before left', async () => {
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    const hold = () => void (gate = new Promise<void>((resolve) => (release = resolve)));
    const store = createMemoryOrderStore(seeded(), {
      async persist(_change, apply) {
        await gate;
        apply();
      },
    });

    hold();
    const creating = store.createOrder(awaitingOrder('ord_2'), createdEntry('ord_2'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await store.getOrder('ord_2')).toBeNull();
    release();
    expect((await creating).created).toBe(true);
    expect(await store.getOrder('ord_2')).not.toBeNull();

    // Every pair below decides on the same fact while the first write of the pair is still on its way.
    const raced = async <T>(first: () => Promise<T>, second: () => Promise<T>): Promise<T[]> => {
      hold();
      const both = [first(), second()];
      await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      return Promise.all(both);
    };
    expect(
      await raced(
        () => store.useLoginCode('hash_1', AT),
        () => store.useLoginCode('hash_1', AT),
      ),
    ).toEqual(['cli_1', null]);
    const orders = await raced(
      () => store.createOrder(awaitingOrder('ord_3', 'q_stesso'), createdEntry('ord_3')),
      () => store.createOrder(awaitingOrder('ord_4', 'q_stesso'), createdEntry('ord_4')),
    );
    expect(orders.map((r) => [r.order.order_id, r.created])).toEqual([
      ['ord_3', true],
      ['ord_3', false],
    ]);
    // Two deliveries of one Stripe event, and two moves computed from the same version.
    const ord2 = (await store.getOrder('ord_2'))!;
    const deliveries = await raced(
      () => store.changeOrder('ord_2', paid(ord2, 'evt_doppio')),
      () => store.changeOrder('ord_2', paid(ord2, 'evt_doppio')),
    );
    expect(deliveries.map((r) => r.status)).toEqual(['applied', 'duplicate_event']);
    const ord3 = (await store.getOrder('ord_3'))!;
    const moves = await raced(
      () => store.changeOrder('ord_3', paid(ord3, 'evt_a')),
      () => store.changeOrder('ord_3', paid(ord3, 'evt_b')),
    );
    expect(moves.map((r) => r.status)).toEqual(['applied', 'conflict']);
    expect(
      await raced(
        () => store.recordWebhookEvent('evt_c', AT),
        () => store.recordWebhookEvent('evt_c', AT),
      ),
    ).toEqual([true, false]);
    const emails = await raced(
      () => store.enqueueEmail(email('em_x', 'report:cli_1:2026-04')),
      () => store.enqueueEmail(email('em_y', 'report:cli_1:2026-04')),
    );
    expect(emails.map((r) => [r.email.email_id, r.created])).toEqual([
      ['em_x', true],
      ['em_x', false],
    ]);
    expect(store.data.events.filter((e) => e.to === 'paid')).toHaveLength(2);
  });
});
