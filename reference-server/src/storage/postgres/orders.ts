/**
 * The orders and outbox port (core/backend/order-store.ts) over PostgreSQL. Every change of an order is
 * one transaction: the order's compare-and-set on `version`, its timeline, the emails it causes (unique
 * idempotency key), the client record it creates and the webhook event behind it. Senders claim due
 * emails with `FOR UPDATE SKIP LOCKED` and a lease, so two processes never send one email.
 */
import type pg from 'pg';
import type {
  ChangeRequestDecision,
  EmailAttemptOutcome,
  OrderChange,
  OrderChangeResult,
  OrdersPort,
  StoredChangeRequest,
  StoredEmail,
  StoredOrder,
  StoredOrderEvent,
  StoredReviewLink,
} from '@core/backend/order-store';
import type { StoredClient } from '@core/backend/store';
import { emailAfterAttempt } from '@core/backend/memory-order-store';
import { guarded } from './pool';

interface DocRow<T> {
  doc: T;
}

/** Thrown inside a transaction to roll it back and answer `result`. */
class RollbackWith<T> {
  constructor(readonly result: T) {}
}

async function inTransaction<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return guarded(async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await run(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof RollbackWith) return error.result as T;
      throw error;
    } finally {
      client.release();
    }
  });
}

const INSERT_EMAIL = `INSERT INTO outbox (email_id, idempotency_key, order_id, status, next_attempt_at, created_at, doc)
  VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`;
const emailParams = (e: StoredEmail) => [
  e.email_id,
  e.idempotency_key,
  e.order_id,
  e.status,
  e.next_attempt_at,
  e.created_at,
  JSON.stringify(e),
];

async function insertClientIfAbsent(db: pg.PoolClient, c: StoredClient): Promise<void> {
  await db.query(
    `INSERT INTO clients (client_id, questionnaire_id, domain, created_at, is_active, plan, token_hash, token_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (client_id) DO NOTHING`,
    [c.client_id, c.questionnaire_id, c.domain, c.created_at, c.is_active, c.plan, c.token_hash, c.token_version],
  );
}

export function createPostgresOrders(pool: pg.Pool): OrdersPort {
  const q = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    guarded(() => pool.query<R>(sql, params));
  const one = async <T>(sql: string, params: unknown[]): Promise<T | null> =>
    (await q<DocRow<T>>(sql, params)).rows[0]?.doc ?? null;
  const docs = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await q<DocRow<T>>(sql, params)).rows.map((r) => r.doc);

  return {
    async createOrder(order, event) {
      return inTransaction(pool, async (db) => {
        const inserted = await db.query(
          `INSERT INTO orders (order_id, questionnaire_id, client_id, status, stripe_subscription_id, created_at, version, doc)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (questionnaire_id) DO NOTHING`,
          [
            order.order_id,
            order.questionnaire_id,
            order.client_id,
            order.status,
            order.stripe_subscription_id,
            order.created_at,
            order.version,
            JSON.stringify(order),
          ],
        );
        if (inserted.rowCount === 0) {
          const { rows } = await db.query<DocRow<StoredOrder>>('SELECT doc FROM orders WHERE questionnaire_id = $1', [
            order.questionnaire_id,
          ]);
          return { order: rows[0]!.doc, created: false };
        }
        await db.query('INSERT INTO order_events (order_id, doc) VALUES ($1, $2)', [
          order.order_id,
          JSON.stringify(event),
        ]);
        return { order, created: true };
      });
    },
    getOrder: (id) => one<StoredOrder>('SELECT doc FROM orders WHERE order_id = $1', [id]),
    getOrderByQuestionnaire: (qid) => one<StoredOrder>('SELECT doc FROM orders WHERE questionnaire_id = $1', [qid]),
    getOrderBySubscription: (sub) =>
      one<StoredOrder>('SELECT doc FROM orders WHERE stripe_subscription_id = $1 ORDER BY created_at DESC LIMIT 1', [
        sub,
      ]),
    async listOrders(filter = {}) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (filter.status) where.push(`status = $${params.push(filter.status)}`);
      if (filter.clientId) where.push(`client_id = $${params.push(filter.clientId)}`);
      return docs<StoredOrder>(
        `SELECT doc FROM orders ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, order_id`,
        params,
      );
    },
    listOrderEvents: (orderId) =>
      docs<StoredOrderEvent>('SELECT doc FROM order_events WHERE order_id = $1 ORDER BY seq', [orderId]),

    async changeOrder(orderId, change: OrderChange): Promise<OrderChangeResult> {
      return inTransaction(pool, async (db) => {
        if (change.webhookEventId) {
          const recorded = await db.query(
            'INSERT INTO webhook_events (event_id, received_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [change.webhookEventId, change.events[0]?.at ?? change.order.created_at],
          );
          if (recorded.rowCount === 0) throw new RollbackWith<OrderChangeResult>({ status: 'duplicate_event' });
        }
        const o = change.order;
        const updated = await db.query(
          `UPDATE orders SET doc = $3, status = $4, client_id = $5, stripe_subscription_id = $6, version = $7
            WHERE order_id = $1 AND version = $2`,
          [
            orderId,
            change.expectedVersion,
            JSON.stringify(o),
            o.status,
            o.client_id,
            o.stripe_subscription_id,
            o.version,
          ],
        );
        if (updated.rowCount === 0) {
          const exists = await db.query('SELECT 1 FROM orders WHERE order_id = $1', [orderId]);
          // Nothing of this change may stay (the webhook event above included).
          throw new RollbackWith<OrderChangeResult>({ status: exists.rowCount ? 'conflict' : 'not_found' });
        }
        if (change.client) await insertClientIfAbsent(db, change.client);
        for (const event of change.events)
          await db.query('INSERT INTO order_events (order_id, doc) VALUES ($1, $2)', [orderId, JSON.stringify(event)]);
        for (const email of change.emails) await db.query(INSERT_EMAIL, emailParams(email));
        return { status: 'applied', order: o };
      });
    },

    async hasWebhookEvent(id) {
      return ((await q('SELECT 1 FROM webhook_events WHERE event_id = $1', [id])).rowCount ?? 0) > 0;
    },
    async recordWebhookEvent(id, at) {
      const r = await q('INSERT INTO webhook_events (event_id, received_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        id,
        at,
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    async saveLoginCode(c) {
      await q(
        `INSERT INTO login_codes (code_hash, client_id, created_at, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code_hash) DO NOTHING`,
        [c.code_hash, c.client_id, c.created_at, c.expires_at, c.used_at],
      );
    },
    async useLoginCode(hash, nowIso) {
      // Checked and used up in one statement: two uses at once cannot both get through.
      const { rows } = await q<{ client_id: string }>(
        `UPDATE login_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING client_id`,
        [hash, nowIso],
      );
      return rows[0]?.client_id ?? null;
    },

    async saveUnsubscribeToken(hash, clientId) {
      await q('INSERT INTO report_unsubscribe_tokens (token_hash, client_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        hash,
        clientId,
      ]);
    },
    async optOutOfReports(hash, at) {
      const { rows } = await q<{ client_id: string }>(
        'SELECT client_id FROM report_unsubscribe_tokens WHERE token_hash = $1',
        [hash],
      );
      const clientId = rows[0]?.client_id;
      if (!clientId) return null;
      await q('INSERT INTO report_opt_outs (client_id, opted_out_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        clientId,
        at,
      ]);
      return clientId;
    },
    async isOptedOutOfReports(clientId) {
      return ((await q('SELECT 1 FROM report_opt_outs WHERE client_id = $1', [clientId])).rowCount ?? 0) > 0;
    },

    async saveReviewLink(link, emails) {
      await inTransaction(pool, async (db) => {
        await db.query(
          `INSERT INTO review_links (token_hash, site_id, used_at, doc) VALUES ($1, $2, $3, $4)
           ON CONFLICT (token_hash) DO NOTHING`,
          [link.token_hash, link.site_id, link.used_at, JSON.stringify(link)],
        );
        for (const email of emails) await db.query(INSERT_EMAIL, emailParams(email));
      });
    },
    getReviewLink: (hash) => one<StoredReviewLink>('SELECT doc FROM review_links WHERE token_hash = $1', [hash]),
    async useReviewLinks(siteId, at) {
      await q(
        `UPDATE review_links SET used_at = $2, doc = jsonb_set(doc, '{used_at}', to_jsonb($2::text))
          WHERE site_id = $1 AND used_at IS NULL`,
        [siteId, at],
      );
    },
    async addChangeRequest<T>(
      siteId: string,
      decide: (existing: readonly StoredChangeRequest[]) => Promise<ChangeRequestDecision<T>>,
    ): Promise<T> {
      return inTransaction(pool, async (db) => {
        // One decision per site at a time, across processes: the counter cannot be outrun.
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`change_requests:${siteId}`]);
        const { rows } = await db.query<DocRow<StoredChangeRequest>>(
          'SELECT doc FROM change_requests WHERE site_id = $1 ORDER BY number',
          [siteId],
        );
        const decision = await decide(rows.map((r) => r.doc));
        const r = decision.request;
        if (r) {
          await db.query(
            `INSERT INTO change_requests (request_id, site_id, number, state, created_at, doc) VALUES ($1, $2, $3, $4, $5, $6)`,
            [r.request_id, r.site_id, r.number, r.state, r.created_at, JSON.stringify(r)],
          );
          for (const email of decision.emails) await db.query(INSERT_EMAIL, emailParams(email));
        }
        return decision.result;
      });
    },
    getChangeRequest: (id) => one<StoredChangeRequest>('SELECT doc FROM change_requests WHERE request_id = $1', [id]),
    async listChangeRequests(filter = {}) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (filter.siteId) where.push(`site_id = $${params.push(filter.siteId)}`);
      if (filter.openOnly) where.push(`state IN ('ricevuta', 'in_lavorazione')`);
      return docs<StoredChangeRequest>(
        `SELECT doc FROM change_requests ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, number`,
        params,
      );
    },
    async updateChangeRequest(next, expectedState, emails) {
      return inTransaction(pool, async (db) => {
        const updated = await db.query(
          'UPDATE change_requests SET state = $3, doc = $4 WHERE request_id = $1 AND state = $2',
          [next.request_id, expectedState, next.state, JSON.stringify(next)],
        );
        if (updated.rowCount === 0) return false;
        for (const email of emails) await db.query(INSERT_EMAIL, emailParams(email));
        return true;
      });
    },

    async enqueueEmail(email) {
      const r = await q(INSERT_EMAIL, emailParams(email));
      if ((r.rowCount ?? 0) > 0) return { email, created: true };
      return {
        email: (await one<StoredEmail>('SELECT doc FROM outbox WHERE idempotency_key = $1', [email.idempotency_key]))!,
        created: false,
      };
    },
    async hasEmailKey(key) {
      return ((await q('SELECT 1 FROM outbox WHERE idempotency_key = $1', [key])).rowCount ?? 0) > 0;
    },
    getEmail: (id) => one<StoredEmail>('SELECT doc FROM outbox WHERE email_id = $1', [id]),
    async listEmails(filter = {}) {
      const params: unknown[] = [];
      const where: string[] = [];
      if (filter.orderId) where.push(`order_id = $${params.push(filter.orderId)}`);
      if (filter.status) where.push(`status = $${params.push(filter.status)}`);
      return docs<StoredEmail>(
        `SELECT doc FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, seq DESC`,
        params,
      );
    },
    claimDueEmails: (nowIso, limit, leaseUntil, owner) =>
      docs<StoredEmail>(
        `UPDATE outbox SET lease_owner = $4, lease_until = $3
          WHERE email_id IN (
            SELECT email_id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
             ORDER BY next_attempt_at
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
          RETURNING doc`,
        [nowIso, limit, leaseUntil, owner],
      ),
    async recordEmailAttempt(id, owner, outcome: EmailAttemptOutcome) {
      return inTransaction(pool, async (db) => {
        const { rows } = await db.query<DocRow<StoredEmail>>(
          `SELECT doc FROM outbox WHERE email_id = $1 AND lease_owner = $2 AND status = 'pending' FOR UPDATE`,
          [id, owner],
        );
        const email = rows[0]?.doc;
        if (!email) return false;
        const next = emailAfterAttempt(email, outcome);
        await db.query(
          `UPDATE outbox SET doc = $2, status = $3, next_attempt_at = $4, lease_owner = NULL, lease_until = NULL
            WHERE email_id = $1`,
          [id, JSON.stringify(next), next.status, next.next_attempt_at],
        );
        return true;
      });
    },
    async requeueEmail(id, nowIso) {
      return inTransaction(pool, async (db) => {
        const { rows } = await db.query<DocRow<StoredEmail>>('SELECT doc FROM outbox WHERE email_id = $1 FOR UPDATE', [
          id,
        ]);
        const email = rows[0]?.doc;
        if (!email || email.status === 'sent') return email ?? null;
        const next: StoredEmail = { ...email, status: 'pending', attempts: 0, next_attempt_at: nowIso };
        await db.query(
          `UPDATE outbox SET doc = $2, status = 'pending', next_attempt_at = $3, lease_owner = NULL, lease_until = NULL
            WHERE email_id = $1`,
          [id, JSON.stringify(next), nowIso],
        );
        return next;
      });
    },
  };
}
