/**
 * The storage port of orders and of the email outbox, apart from the main Store (store.ts): orders and
 * their timeline, the webhook events already processed, the one-time login codes (hashes only), the
 * monthly report's opt-outs, and the outbox.
 *
 * How to implement it (the rules of store.ts hold too):
 * - `changeOrder` is ONE atomic operation: the order (compare-and-set on `version`), its timeline entries,
 *   the emails the change causes, the client record it creates and the webhook event that caused it land
 *   together or not at all. SQL: one transaction; the embedded store: one journal line. So an email is
 *   never lost between a state change and its sending, and a replayed event changes nothing.
 * - Emails are unique by `idempotency_key`: writing one whose key exists keeps the stored one.
 * - `claimDueEmails` leases the emails it returns until `leaseUntil`: no other claim returns them meanwhile
 *   (SQL: `FOR UPDATE SKIP LOCKED`), and only the lease's owner can record the attempt's outcome.
 * - Login codes and unsubscribe tokens are stored as SHA-256 hashes; `useLoginCode` marks a code used in
 *   the same atomic step that checks it.
 */
import type {
  Billing,
  ChangeRequestState,
  EmailKind,
  EmailStatus,
  InvoiceDetails,
  OrderActor,
  OrderStatus,
  PlanType,
  Schemas,
} from '../api';
import type { StoredClient } from './store';

export interface StoredOrder {
  order_id: string;
  questionnaire_id: string;
  client_id: string | null;
  plan: PlanType;
  billing: Billing;
  /** What each payment charges (core/plans.ts `chargePerPeriod`). */
  amount_eur: number;
  status: OrderStatus;
  customer_email: string | null;
  /** How emails greet the customer (the brief's owner name), when known. */
  customer_name: string | null;
  business_name: string | null;
  created_at: string;
  paid_at: string | null;
  /** When the first draft is due (24 working hours after payment). */
  due_at: string | null;
  invoice_details: InvoiceDetails;
  renewals: number;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** Bumped by every change; a change applies only to the version it was computed from. */
  version: number;
}

export type OrderEventKind = Schemas['OrderEvent']['kind'];

export interface StoredOrderEvent {
  order_id: string;
  kind: OrderEventKind;
  from: OrderStatus | null;
  to: OrderStatus;
  actor: OrderActor;
  at: string;
  note: string | null;
}

export interface StoredEmail {
  email_id: string;
  /** One email per purpose (`order_confirmation:<order id>`); see core/orders/outbox.ts. */
  idempotency_key: string;
  kind: EmailKind;
  order_id: string | null;
  client_id: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of the monthly report). */
  headers: Record<string, string>;
  /** Derived from the idempotency key: a duplicate copy carries the same one. */
  message_id: string;
  /**
   * For the dashboard access email: the client a one-time login code is made for when the email is sent
   * (the code never rests in the outbox; the text holds a slot for it).
   */
  login_client_id: string | null;
  status: EmailStatus;
  /** Attempts made so far. */
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

export interface OrderChange {
  /** The version the change was computed from; another version means someone else changed the order. */
  expectedVersion: number;
  /** The order after the change (its `version` is `expectedVersion + 1`). */
  order: StoredOrder;
  /** Timeline entries to append. */
  events: readonly StoredOrderEvent[];
  /** Emails the change causes; one whose idempotency key exists is left as it is. */
  emails: readonly StoredEmail[];
  /** A client record the change creates, unless a client with its id exists. */
  client?: StoredClient | null;
  /** The webhook event that caused the change, recorded with it; already recorded means nothing applies. */
  webhookEventId?: string | null;
}

export type OrderChangeResult =
  | { status: 'applied'; order: StoredOrder }
  | { status: 'conflict' }
  | { status: 'duplicate_event' }
  | { status: 'not_found' };

export interface LoginCodeRecord {
  code_hash: string;
  client_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type EmailAttemptOutcome =
  | { status: 'sent'; at: string }
  | { status: 'pending'; next_attempt_at: string; error: string }
  | { status: 'failed'; error: string };

export interface EmailFilter {
  orderId?: string;
  status?: EmailStatus;
}

/** A review link (issue 29): only the token's SHA-256 hash is kept. */
export interface StoredReviewLink {
  token_hash: string;
  site_id: string;
  order_id: string;
  created_at: string;
  expires_at: string;
  /** When approving the site used it up (every link of the site at once). */
  used_at: string | null;
}

/** A customer's change request (core/orders/review.ts has the rules). */
export interface StoredChangeRequest {
  request_id: string;
  site_id: string;
  order_id: string;
  /** 1, 2, 3... per site. */
  number: number;
  text: string;
  section_id: string | null;
  /** An extra (paid) request, accepted with the customer's consent to the fee. */
  extra: boolean;
  /** The team's own mistake: not counted. */
  correction: boolean;
  state: ChangeRequestState;
  /** The version the customer was looking at. */
  version_id: string;
  created_at: string;
  due_at: string;
  completed_at: string | null;
  answered_version_id: string | null;
}

/** What `addChangeRequest`'s decision returns: the request to store (none: refused), its emails, the answer. */
export interface ChangeRequestDecision<T> {
  request: StoredChangeRequest | null;
  emails: readonly StoredEmail[];
  result: T;
}

/**
 * Review links and change requests. `addChangeRequest` reads the site's requests and stores the one its
 * `decide` returns in ONE atomic step per site (two requests at once cannot both take the last free one);
 * `decide` must not call the store. `updateChangeRequest` applies only if the request is still in
 * `expectedState`. Emails go to the outbox in the same step (unique idempotency key).
 */
export interface ReviewStore {
  saveReviewLink(link: StoredReviewLink, emails: readonly StoredEmail[]): Promise<void>;
  getReviewLink(tokenHash: string): Promise<StoredReviewLink | null>;
  /** Marks every unused link of the site used at `at`. */
  useReviewLinks(siteId: string, at: string): Promise<void>;
  addChangeRequest<T>(
    siteId: string,
    decide: (existing: readonly StoredChangeRequest[]) => Promise<ChangeRequestDecision<T>>,
  ): Promise<T>;
  getChangeRequest(requestId: string): Promise<StoredChangeRequest | null>;
  /** Oldest first. */
  listChangeRequests(filter?: { siteId?: string; openOnly?: boolean }): Promise<StoredChangeRequest[]>;
  updateChangeRequest(
    next: StoredChangeRequest,
    expectedState: ChangeRequestState,
    emails: readonly StoredEmail[],
  ): Promise<boolean>;
}

export interface OrderStore {
  /** Creates the order unless one exists for its questionnaire (unique), with its `created` entry. */
  createOrder(order: StoredOrder, event: StoredOrderEvent): Promise<{ order: StoredOrder; created: boolean }>;
  getOrder(orderId: string): Promise<StoredOrder | null>;
  getOrderByQuestionnaire(questionnaireId: string): Promise<StoredOrder | null>;
  getOrderBySubscription(subscriptionId: string): Promise<StoredOrder | null>;
  /** Newest first. */
  listOrders(filter?: { status?: OrderStatus; clientId?: string }): Promise<readonly StoredOrder[]>;
  /** Oldest first. */
  listOrderEvents(orderId: string): Promise<readonly StoredOrderEvent[]>;
  changeOrder(orderId: string, change: OrderChange): Promise<OrderChangeResult>;

  hasWebhookEvent(eventId: string): Promise<boolean>;
  /** Records an event that changed nothing; false when it was already recorded. */
  recordWebhookEvent(eventId: string, at: string): Promise<boolean>;

  saveLoginCode(code: LoginCodeRecord): Promise<void>;
  /** Uses the code when it exists, is unused and unexpired at `nowIso`: returns its client id, else null. */
  useLoginCode(codeHash: string, nowIso: string): Promise<string | null>;

  saveUnsubscribeToken(tokenHash: string, clientId: string): Promise<void>;
  /** Opts the token's client out of the monthly report; null for an unknown token. Idempotent. */
  optOutOfReports(tokenHash: string, at: string): Promise<string | null>;
  isOptedOutOfReports(clientId: string): Promise<boolean>;
}

export interface OutboxStore {
  /** Writes an email unless its idempotency key exists; returns the stored one. */
  enqueueEmail(email: StoredEmail): Promise<{ email: StoredEmail; created: boolean }>;
  hasEmailKey(idempotencyKey: string): Promise<boolean>;
  getEmail(emailId: string): Promise<StoredEmail | null>;
  /** Newest first. */
  listEmails(filter?: EmailFilter): Promise<readonly StoredEmail[]>;
  /** Pending emails due at `nowIso` and not leased, oldest due first, leased to `owner` until `leaseUntil`. */
  claimDueEmails(nowIso: string, limit: number, leaseUntil: string, owner: string): Promise<StoredEmail[]>;
  /** Records an attempt (attempts + 1) if `owner` still holds the lease; false otherwise. Ends the lease. */
  recordEmailAttempt(emailId: string, owner: string, outcome: EmailAttemptOutcome): Promise<boolean>;
  /** Puts a pending or failed email back in the queue, due at `nowIso`, attempts reset; `sent` is left. */
  requeueEmail(emailId: string, nowIso: string): Promise<StoredEmail | null>;
}

/** What a backend gives the order service: both ports, usually one object. */
export type OrdersPort = OrderStore & OutboxStore & ReviewStore;
