/**
 * The orders and outbox port (order-store.ts) for one process: the mock and unit tests use it as it is,
 * the embedded store journals its changes (reference-server/src/storage/embedded-orders.ts).
 *
 * Every write is decided, then expressed as one `OrderRecordChange` and applied by
 * `applyOrderRecordChange`, the same function that replays a journal: a change is written whole (records,
 * not increments, except where replaying is guarded), so replaying one a snapshot already holds changes
 * nothing.
 *
 * A change is applied in memory only once `persist` has it on disk (issue 26): a change that cannot be
 * written (a full disk) changes nothing, and memory never holds what a restart would lose. Because memory
 * moves only after an await, the writes run one at a time, each deciding on what the one before left:
 * the checks a write depends on (an order's version, a webhook event already recorded, a questionnaire's
 * order, an email's idempotency key, a login code not yet used, an email's lease) are read inside the same
 * turn. One turn for the whole store, not one per order: several of those checks cross orders (an event id,
 * an email key), and orders change a few times a day.
 * Leases of claimed emails live in memory (one process: after a restart nothing is leased).
 */
import { clone } from './in-memory-reads';
import { KeyedMutex } from './keyed-mutex';
import type {
  ChangeRequestDecision,
  EmailAttemptOutcome,
  LoginCodeRecord,
  OrderChange,
  OrdersPort,
  StoredChangeRequest,
  StoredEmail,
  StoredOrder,
  StoredOrderEvent,
  StoredReviewLink,
} from './order-store';
import type { StoredClient } from './store';

export interface OrderData {
  orders: StoredOrder[];
  events: StoredOrderEvent[];
  emails: StoredEmail[];
  webhookEvents: { event_id: string; at: string }[];
  loginCodes: LoginCodeRecord[];
  unsubscribeTokens: { token_hash: string; client_id: string }[];
  reportOptOuts: { client_id: string; at: string }[];
  reviewLinks: StoredReviewLink[];
  changeRequests: StoredChangeRequest[];
}

export function emptyOrderData(): OrderData {
  return {
    orders: [],
    events: [],
    emails: [],
    webhookEvents: [],
    loginCodes: [],
    unsubscribeTokens: [],
    reportOptOuts: [],
    reviewLinks: [],
    changeRequests: [],
  };
}

/** One write, as journaled. */
export type OrderRecordChange =
  | { op: 'order_created'; order: StoredOrder; event: StoredOrderEvent }
  | { op: 'order_changed'; change: Omit<OrderChange, 'client'> }
  | { op: 'webhook_event'; event_id: string; at: string }
  | { op: 'email'; email: StoredEmail }
  | { op: 'login_code'; code: LoginCodeRecord }
  | { op: 'unsubscribe_token'; token_hash: string; client_id: string }
  | { op: 'report_opt_out'; client_id: string; at: string }
  | { op: 'review_link'; link: StoredReviewLink; emails: StoredEmail[] }
  | { op: 'review_links_used'; site_id: string; at: string }
  | { op: 'change_request'; request: StoredChangeRequest; emails: StoredEmail[] };

function addEmails(data: OrderData, emails: readonly StoredEmail[]): void {
  for (const email of emails) {
    if (!data.emails.some((e) => e.idempotency_key === email.idempotency_key)) data.emails.push(email);
  }
}

function upsert<T>(list: T[], record: T, same: (a: T) => boolean): void {
  const i = list.findIndex(same);
  if (i === -1) list.push(record);
  else list[i] = record;
}

/** Applies one change to the data (at run time and when a journal is replayed). */
export function applyOrderRecordChange(data: OrderData, change: OrderRecordChange): void {
  switch (change.op) {
    case 'order_created':
      if (data.orders.some((o) => o.order_id === change.order.order_id)) return;
      data.orders.push(change.order);
      data.events.push(change.event);
      return;
    case 'order_changed': {
      const c = change.change;
      const i = data.orders.findIndex((o) => o.order_id === c.order.order_id);
      // Replayed after a snapshot that holds it: the order is already at (or past) this version.
      if (i === -1 || data.orders[i]!.version !== c.expectedVersion) return;
      data.orders[i] = c.order;
      data.events.push(...c.events);
      for (const email of c.emails) {
        if (!data.emails.some((e) => e.idempotency_key === email.idempotency_key)) data.emails.push(email);
      }
      if (c.webhookEventId && !data.webhookEvents.some((w) => w.event_id === c.webhookEventId))
        data.webhookEvents.push({ event_id: c.webhookEventId, at: c.events[0]?.at ?? c.order.created_at });
      return;
    }
    case 'webhook_event':
      if (!data.webhookEvents.some((w) => w.event_id === change.event_id))
        data.webhookEvents.push({ event_id: change.event_id, at: change.at });
      return;
    case 'email':
      upsert(data.emails, change.email, (e) => e.email_id === change.email.email_id);
      return;
    case 'login_code':
      upsert(data.loginCodes, change.code, (c) => c.code_hash === change.code.code_hash);
      return;
    case 'unsubscribe_token':
      upsert(
        data.unsubscribeTokens,
        { token_hash: change.token_hash, client_id: change.client_id },
        (t) => t.token_hash === change.token_hash,
      );
      return;
    case 'report_opt_out':
      if (!data.reportOptOuts.some((o) => o.client_id === change.client_id))
        data.reportOptOuts.push({ client_id: change.client_id, at: change.at });
      return;
    case 'review_link':
      upsert((data.reviewLinks ??= []), change.link, (l) => l.token_hash === change.link.token_hash);
      addEmails(data, change.emails);
      return;
    case 'review_links_used':
      for (const link of (data.reviewLinks ??= []))
        if (link.site_id === change.site_id && link.used_at === null) link.used_at = change.at;
      return;
    case 'change_request':
      // Records, not increments: replaying a request already held changes nothing.
      upsert((data.changeRequests ??= []), change.request, (r) => r.request_id === change.request.request_id);
      addEmails(data, change.emails);
  }
}

/** The email after one attempt (attempts + 1) with its outcome. */
export function emailAfterAttempt(email: StoredEmail, outcome: EmailAttemptOutcome): StoredEmail {
  const next: StoredEmail = { ...email, attempts: email.attempts + 1 };
  if (outcome.status === 'sent')
    return { ...next, status: 'sent', sent_at: outcome.at, next_attempt_at: null, last_error: null };
  if (outcome.status === 'pending')
    return { ...next, next_attempt_at: outcome.next_attempt_at, last_error: outcome.error };
  return { ...next, status: 'failed', next_attempt_at: null, last_error: outcome.error };
}

const newestFirst = <T extends { created_at: string }>(list: readonly T[]): T[] =>
  [...list].reverse().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

export interface MemoryOrderStoreHooks {
  /**
   * Makes a change durable (the embedded store journals it), calling `apply` once it is on disk and
   * before anything else can happen to the files; rejects without calling it when the change could not be
   * written. Without it (the mock, unit tests) changes apply at once.
   */
  persist?(change: OrderRecordChange, apply: () => void): Promise<void>;
  /** Creates the client record of a change unless one with its id exists (the main store's clients). */
  ensureClient?(client: StoredClient): Promise<void>;
}

export type MemoryOrderStore = OrdersPort & { readonly data: OrderData };

export function createMemoryOrderStore(
  data: OrderData = emptyOrderData(),
  hooks: MemoryOrderStoreHooks = {},
): MemoryOrderStore {
  const leases = new Map<string, { owner: string; until: string }>();
  const persist = hooks.persist ?? (async (_change: OrderRecordChange, apply: () => void) => apply());
  /** Writes one change; memory (and `after`, e.g. a lease ended) changes only once it is on disk. */
  const write = (change: OrderRecordChange, after?: () => void): Promise<void> =>
    persist(clone(change), () => {
      applyOrderRecordChange(data, change);
      after?.();
    });
  const turns = new KeyedMutex();
  /** A write and the reads that decide it, one at a time (see the header). */
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => turns.run('orders', task);
  const findOrder = (id: string) => data.orders.find((o) => o.order_id === id);
  const findEmail = (id: string) => data.emails.find((e) => e.email_id === id);

  return {
    data,
    createOrder: (order, event) =>
      exclusive(async () => {
        const existing = data.orders.find((o) => o.questionnaire_id === order.questionnaire_id);
        if (existing) return { order: clone(existing), created: false };
        await write({ op: 'order_created', order: clone(order), event: clone(event) });
        return { order: clone(order), created: true };
      }),
    async getOrder(id) {
      const o = findOrder(id);
      return o ? clone(o) : null;
    },
    async getOrderByQuestionnaire(qid) {
      const o = data.orders.find((x) => x.questionnaire_id === qid);
      return o ? clone(o) : null;
    },
    async getOrderBySubscription(sub) {
      const o = data.orders.find((x) => x.stripe_subscription_id === sub);
      return o ? clone(o) : null;
    },
    async listOrders(filter = {}) {
      return newestFirst(
        data.orders.filter(
          (o) =>
            (filter.status === undefined || o.status === filter.status) &&
            (filter.clientId === undefined || o.client_id === filter.clientId),
        ),
      ).map(clone);
    },
    async listOrderEvents(orderId) {
      return data.events.filter((e) => e.order_id === orderId).map(clone);
    },
    changeOrder: (orderId, change) =>
      exclusive(async () => {
        const current = findOrder(orderId);
        if (!current) return { status: 'not_found' };
        if (change.webhookEventId && data.webhookEvents.some((w) => w.event_id === change.webhookEventId))
          return { status: 'duplicate_event' };
        if (current.version !== change.expectedVersion) return { status: 'conflict' };
        // The client first: a crash (or a full disk) before the change leaves a client the replayed event
        // finds (same id), never a paid order without its client.
        if (change.client && hooks.ensureClient) await hooks.ensureClient(change.client);
        const { client: _client, ...journaled } = change;
        await write({ op: 'order_changed', change: clone(journaled) });
        return { status: 'applied', order: clone(change.order) };
      }),

    async hasWebhookEvent(id) {
      return data.webhookEvents.some((w) => w.event_id === id);
    },
    recordWebhookEvent: (id, at) =>
      exclusive(async () => {
        if (data.webhookEvents.some((w) => w.event_id === id)) return false;
        await write({ op: 'webhook_event', event_id: id, at });
        return true;
      }),

    saveLoginCode: (code) => exclusive(() => write({ op: 'login_code', code: clone(code) })),
    useLoginCode: (hash, nowIso) =>
      exclusive(async () => {
        const code = data.loginCodes.find((c) => c.code_hash === hash);
        if (!code || code.used_at !== null || code.expires_at <= nowIso) return null;
        await write({ op: 'login_code', code: { ...code, used_at: nowIso } });
        return code.client_id;
      }),

    saveUnsubscribeToken: (tokenHash, clientId) =>
      exclusive(() => write({ op: 'unsubscribe_token', token_hash: tokenHash, client_id: clientId })),
    optOutOfReports: (tokenHash, at) =>
      exclusive(async () => {
        const token = data.unsubscribeTokens.find((t) => t.token_hash === tokenHash);
        if (!token) return null;
        if (!data.reportOptOuts.some((o) => o.client_id === token.client_id))
          await write({ op: 'report_opt_out', client_id: token.client_id, at });
        return token.client_id;
      }),
    async isOptedOutOfReports(clientId) {
      return data.reportOptOuts.some((o) => o.client_id === clientId);
    },

    saveReviewLink: (link, emails) =>
      exclusive(() => write({ op: 'review_link', link: clone(link), emails: clone([...emails]) })),
    async getReviewLink(tokenHash) {
      const link = (data.reviewLinks ?? []).find((l) => l.token_hash === tokenHash);
      return link ? clone(link) : null;
    },
    useReviewLinks: (siteId, at) =>
      exclusive(async () => {
        if ((data.reviewLinks ?? []).some((l) => l.site_id === siteId && l.used_at === null))
          await write({ op: 'review_links_used', site_id: siteId, at });
      }),
    addChangeRequest: <T>(
      siteId: string,
      decide: (existing: readonly StoredChangeRequest[]) => Promise<ChangeRequestDecision<T>>,
    ) =>
      exclusive(async () => {
        const existing = (data.changeRequests ?? []).filter((r) => r.site_id === siteId).map(clone);
        const decision = await decide(existing);
        if (decision.request)
          await write({ op: 'change_request', request: clone(decision.request), emails: clone([...decision.emails]) });
        return decision.result;
      }),
    async getChangeRequest(requestId) {
      const r = (data.changeRequests ?? []).find((x) => x.request_id === requestId);
      return r ? clone(r) : null;
    },
    async listChangeRequests(filter = {}) {
      return (data.changeRequests ?? [])
        .filter(
          (r) =>
            (filter.siteId === undefined || r.site_id === filter.siteId) &&
            (!filter.openOnly || r.state === 'ricevuta' || r.state === 'in_lavorazione'),
        )
        .map(clone);
    },
    updateChangeRequest: (next, expectedState, emails) =>
      exclusive(async () => {
        const current = (data.changeRequests ?? []).find((r) => r.request_id === next.request_id);
        if (!current || current.state !== expectedState) return false;
        await write({ op: 'change_request', request: clone(next), emails: clone([...emails]) });
        return true;
      }),

    enqueueEmail: (email) =>
      exclusive(async () => {
        const existing = data.emails.find((e) => e.idempotency_key === email.idempotency_key);
        if (existing) return { email: clone(existing), created: false };
        await write({ op: 'email', email: clone(email) });
        return { email: clone(email), created: true };
      }),
    async hasEmailKey(key) {
      return data.emails.some((e) => e.idempotency_key === key);
    },
    async getEmail(id) {
      const e = findEmail(id);
      return e ? clone(e) : null;
    },
    async listEmails(filter = {}) {
      return newestFirst(
        data.emails.filter(
          (e) =>
            (filter.orderId === undefined || e.order_id === filter.orderId) &&
            (filter.status === undefined || e.status === filter.status),
        ),
      ).map(clone);
    },
    async claimDueEmails(nowIso, limit, leaseUntil, owner) {
      const due = data.emails
        .filter((e) => {
          const lease = leases.get(e.email_id);
          return (
            e.status === 'pending' &&
            e.next_attempt_at !== null &&
            e.next_attempt_at <= nowIso &&
            (!lease || lease.until <= nowIso)
          );
        })
        .sort((a, b) => (a.next_attempt_at! < b.next_attempt_at! ? -1 : 1))
        .slice(0, limit);
      for (const e of due) leases.set(e.email_id, { owner, until: leaseUntil });
      return due.map(clone);
    },
    recordEmailAttempt: (id, owner, outcome: EmailAttemptOutcome) =>
      exclusive(async () => {
        const email = findEmail(id);
        if (!email || leases.get(id)?.owner !== owner || email.status !== 'pending') return false;
        // The lease ends with the write: an outcome that could not be written leaves the email leased
        // (not claimed again at once), then due again as it was once the lease runs out.
        await write({ op: 'email', email: emailAfterAttempt(email, outcome) }, () => leases.delete(id));
        return true;
      }),
    requeueEmail: (id, nowIso) =>
      exclusive(async () => {
        const email = findEmail(id);
        if (!email) return null;
        if (email.status === 'sent') return clone(email);
        const next: StoredEmail = { ...email, status: 'pending', attempts: 0, next_attempt_at: nowIso };
        await write({ op: 'email', email: next }, () => leases.delete(id));
        return clone(next);
      }),
  };
}
