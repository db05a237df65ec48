/**
 * What every domain module of the backend shares: the ports, the settings, and small helpers for
 * building results and checking the caller's role.
 */
import type { Billing, Client, PlanType, Schemas } from '../../api';
import type { CompanyLegal } from '../../company';
import { flagsOf, type Interviewer } from '../../interviewer';
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import type { OperationId, OperationInput, OperationResult, Principal } from '../operations';
import type { Clock, PasswordHasher, TokenCodec } from '../ports';
import type { Limiter } from '../limiter-port';
import type { SessionRevocations } from '../session-port';
import type { KnownSites } from '../known-sites';
import type { UnknownSiteQuota } from '../site-quota-port';
import type { OrdersPort } from '../order-store';
import type { Store, StoredClient, StoredQuestionnaire } from '../store';
import type { WebhookVerifier } from '../webhook-port';

/** External card-payment link per plan and billing; null when not configured. */
export type PaymentLinks = Record<PlanType, Record<Billing, string | null>>;

export interface BackendSettings {
  /**
   * External card-payment link per plan and billing, or one link per plan standing for both billings
   * (the older PAYMENT_URL_BASIC / PAYMENT_URL_PRO); null when not configured.
   */
  paymentLinks: Record<PlanType, Record<Billing, string | null> | string | null>;
  /** True for the in-browser demo backend. */
  demoMode: boolean;
  /** PUBLIC_URL: the product's own address, the start of every link in emails (default http://localhost:8080). */
  publicUrl?: string;
  /** The seller's legal data (COMPANY_* variables); placeholders when absent. */
  company?: CompanyLegal;
}

export interface BackendLimiters {
  login: Limiter;
  questionnaireStart: Limiter;
  questionnaireChat: Limiter;
  /** Counted per client account, not per address. */
  preview: Limiter;
}

/** The dependencies and shared state handed to each domain module by `createBackend`. */
export interface BackendContext {
  store: Store;
  /** Orders, their timeline and the email outbox. */
  orders: OrdersPort;
  tokens: TokenCodec;
  passwords: PasswordHasher;
  settings: BackendSettings;
  /** The payment links per plan and billing (settings resolved). */
  paymentLinks: PaymentLinks;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  company: CompanyLegal;
  /** Verifies Stripe's webhook signatures; null when STRIPE_WEBHOOK_SECRET is not configured. */
  webhooks: WebhookVerifier | null;
  clock: Clock;
  interviewer: Interviewer;
  /** One limiter per rule of LIMIT_RULES the service applies itself. */
  limiters: BackendLimiters;
  /** Sessions ended by logout before their token expired. */
  sessions: SessionRevocations;
  /** Which events are stored: known sites always, the others within a daily quota. */
  tracking: { knownSites: KnownSites; quota: UnknownSiteQuota; unknownSitesPerDay: number };
  /** The backend clock as an ISO 8601 UTC string. */
  nowIso(): string;
}

export type Handler<K extends OperationId> = (input: OperationInput<K>) => Promise<OperationResult>;
export type Operations = { [K in OperationId]: Handler<K> };

export const ok = (body: unknown, status = 200, headers: Record<string, string> = {}): OperationResult => ({
  status,
  body,
  headers,
});

export function cap(value: string | null | undefined, max: number): string | null {
  if (value === undefined || value === null) return null;
  return value.length > max ? value.slice(0, max) : value;
}

export function toClient(c: StoredClient): Client {
  return {
    client_id: c.client_id,
    questionnaire_id: c.questionnaire_id,
    domain: c.domain,
    created_at: c.created_at,
    is_active: c.is_active,
    plan: c.plan,
  };
}

/** What the operator calls a questionnaire's business: the brief's name, else the summary's; null when neither. */
export function businessNameOf(q: StoredQuestionnaire): string | null {
  return q.brief?.business_name?.trim() || q.business_name?.trim() || null;
}

export function summaryOf(q: StoredQuestionnaire): Schemas['QuestionnaireSummary'] {
  return {
    questionnaire_id: q.id,
    session_id: q.session_id,
    plan_type: q.plan_type,
    status: q.status,
    created_at: q.created_at,
    completed_at: q.completed_at,
    business_name: q.business_name,
    domain_wish: q.brief?.domain_wish?.trim() || null,
    message_count: q.messages.length,
    flags: flagsOf(q.interview),
  };
}

export function requireRole<R extends Principal['role']>(
  principal: Principal | null,
  role: R,
): Extract<Principal, { role: R }> {
  if (!principal) throw problems.unauthorized();
  if (principal.role !== role) throw problems.forbidden(MESSAGES.wrongArea);
  return principal as Extract<Principal, { role: R }>;
}

export async function getClientOr404(store: Store, clientId: string): Promise<StoredClient> {
  const client = await store.getClient(clientId);
  if (!client) throw problems.notFound(MESSAGES.clientNotFound);
  return client;
}
