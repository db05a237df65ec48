/**
 * What every domain module of the backend shares: the ports, the settings, and small helpers for
 * building results and checking the caller's role.
 */
import type { Client, Schemas } from '../../api';
import { flagsOf, type Interviewer } from '../../interviewer';
import { problems } from '../../problems';
import { MESSAGES } from '../messages';
import type { OperationId, OperationInput, OperationResult, Principal } from '../operations';
import type { Clock, PasswordHasher, TokenCodec } from '../ports';
import type { Limiter } from '../limiter-port';
import type { Store, StoredClient, StoredQuestionnaire } from '../store';

export interface BackendSettings {
  /** External card-payment link per plan; null when not configured. */
  paymentLinks: { basic: string | null; pro: string | null };
  /** True for the in-browser demo backend. */
  demoMode: boolean;
}

export interface BackendLimiters {
  login: Limiter;
  questionnaireStart: Limiter;
  questionnaireChat: Limiter;
}

/** The dependencies and shared state handed to each domain module by `createBackend`. */
export interface BackendContext {
  store: Store;
  tokens: TokenCodec;
  passwords: PasswordHasher;
  settings: BackendSettings;
  clock: Clock;
  interviewer: Interviewer;
  /** One limiter per rule of LIMIT_RULES the service applies itself, each counted per client address. */
  limiters: BackendLimiters;
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

export function summaryOf(q: StoredQuestionnaire): Schemas['QuestionnaireSummary'] {
  return {
    questionnaire_id: q.id,
    session_id: q.session_id,
    plan_type: q.plan_type,
    status: q.status,
    created_at: q.created_at,
    completed_at: q.completed_at,
    business_name: q.business_name,
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
