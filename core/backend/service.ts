/**
 * The backend: one implementation of every /api operation, over the Store and the other ports, so the
 * reference server and the in-browser mock behave the same. The HTTP layer validates the request
 * against openapi.yaml, then calls `handle` (or one operation directly) and writes the result.
 * Operations return `{status, body, headers}` or throw an `ApiProblem`.
 */
import { isbot } from 'isbot';
import type { Brief, Client, PlanType, Schemas, Stats, StyleId } from '../api';
import { ATTIVA_MESSAGE, MESSAGES } from './messages';
import { deterministicInterviewer, type Interviewer } from '../interviewer';
import { ADMIN_CSV_FILENAME, attachmentHeader, CLIENT_CSV_FILENAME, CSV_CONTENT_TYPE, eventsToCsv } from '../csv';
import { resolveDateRange, romeDateOf, type DateRange } from '../dates';
import { domainMatcher } from '../domains';
import { computeHeatmap, computeScrollmap, DEFAULT_DEVICE } from '../heatmap';
import { ApiProblem, problems } from '../problems';
import { computeStats } from '../stats';
import { randomId, randomToken, sha256Hex, timingSafeEqualStrings } from './crypto';
import { KeyedMutex } from './keyed-mutex';
import {
  OPERATION_ROLES,
  type OperationId,
  type OperationInput,
  type OperationResult,
  type Principal,
  type RequestMeta,
} from './operations';
import { systemClock, type Audience, type Clock, type PasswordHasher, type TokenCodec } from './ports';
import { FailureThrottle } from './rate-limit';
import type { EventType, Store, StoredClient, StoredEvent, StoredQuestionnaire } from './store';

/** Session tokens last 12 hours. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Client access tokens: 32 random bytes. */
export const ACCESS_TOKEN_BYTES = 32;
export const CHAT_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2000;
export const TEXT_MAX_LENGTH = 500;

export interface BackendSettings {
  /** External card-payment link per plan; null when not configured. */
  paymentLinks: { basic: string | null; pro: string | null };
  /** True for the in-browser demo backend. */
  demoMode: boolean;
}

export interface BackendDeps {
  store: Store;
  tokens: TokenCodec;
  passwords: PasswordHasher;
  settings: BackendSettings;
  clock?: Clock;
  /** Defaults to the deterministic Italian interviewer. */
  interviewer?: Interviewer;
  /** Failed logins per IP before 429 (default 10 within 15 minutes). */
  loginThrottle?: { maxFailures: number; windowMs: number };
}

type Handler<K extends OperationId> = (input: OperationInput<K>) => Promise<OperationResult>;
export type Operations = { [K in OperationId]: Handler<K> };

export interface HandleRequest {
  operationId: OperationId;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The raw Authorization header, if any. */
  authorization?: string | null;
  meta: RequestMeta;
}

export interface Backend extends Operations {
  /** Applies every token rule; returns who is calling or throws 401/403. */
  authenticate(role: Audience, authorizationHeader: string | null | undefined): Promise<Principal>;
  /** Authenticates when the operation needs it, then runs it. Authenticated answers get `no-store`. */
  handle(request: HandleRequest): Promise<OperationResult>;
}

const ok = (body: unknown, status = 200, headers: Record<string, string> = {}): OperationResult => ({
  status,
  body,
  headers,
});

function cap(value: string | null | undefined, max: number): string | null {
  if (value === undefined || value === null) return null;
  return value.length > max ? value.slice(0, max) : value;
}

function toClient(c: StoredClient): Client {
  return {
    client_id: c.client_id,
    questionnaire_id: c.questionnaire_id,
    domain: c.domain,
    created_at: c.created_at,
    is_active: c.is_active,
    plan: c.plan,
  };
}

function summaryOf(q: StoredQuestionnaire): Schemas['QuestionnaireSummary'] {
  return {
    questionnaire_id: q.id,
    session_id: q.session_id,
    plan_type: q.plan_type,
    status: q.status,
    created_at: q.created_at,
    completed_at: q.completed_at,
    business_name: q.business_name,
    message_count: q.messages.length,
  };
}

function requireRole<R extends Principal['role']>(principal: Principal | null, role: R): Extract<Principal, { role: R }> {
  if (!principal) throw problems.unauthorized();
  if (principal.role !== role) throw problems.forbidden(MESSAGES.wrongArea);
  return principal as Extract<Principal, { role: R }>;
}

export function createBackend(deps: BackendDeps): Backend {
  const { store, tokens, passwords, settings } = deps;
  const clock = deps.clock ?? systemClock;
  const interviewer = deps.interviewer ?? deterministicInterviewer;
  const throttleConfig = deps.loginThrottle ?? { maxFailures: 10, windowMs: 15 * 60 * 1000 };
  const loginThrottle = new FailureThrottle(throttleConfig.maxFailures, throttleConfig.windowMs);
  const sessions = new KeyedMutex();
  const clientsLock = new KeyedMutex();
  let dummyHash: Promise<string> | null = null;

  const nowIso = () => new Date(clock.now()).toISOString();

  /**
   * Stats cache: valid while the store's revision and the Rome day are unchanged (open ranges end
   * today). Skipped when the store has no revision counter.
   */
  const statsCache = new Map<string, { revision: number; stats: Stats }>();
  async function cachedStats(scope: string, range: DateRange, events: () => Promise<readonly StoredEvent[]>): Promise<Stats> {
    const revision = store.revision?.();
    const now = clock.now();
    const key = `${scope}|${range.fromMs}|${range.toMs}|${romeDateOf(now)}`;
    const hit = statsCache.get(key);
    if (revision !== undefined && hit && hit.revision === revision) return hit.stats;
    const stats = computeStats(await events(), range, now);
    if (revision !== undefined) {
      if (statsCache.size >= 64) statsCache.delete(statsCache.keys().next().value!);
      statsCache.set(key, { revision, stats });
    }
    return stats;
  }

  function checkThrottle(key: string): void {
    const retryAfter = loginThrottle.retryAfterSeconds(key, clock.now());
    if (retryAfter > 0) throw problems.tooManyRequests(retryAfter, MESSAGES.tooManyLogins);
  }

  async function authenticate(role: Audience, header: string | null | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    if (!match) throw problems.unauthorized();
    const token = match[1]!;
    const claims = await tokens.verify(token, role);
    if (!claims) {
      const other: Audience = role === 'admin' ? 'client' : 'admin';
      if (await tokens.verify(token, other)) throw problems.forbidden(MESSAGES.wrongArea);
      throw problems.unauthorized();
    }
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(role)) throw problems.unauthorized();
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= clock.now()) throw problems.unauthorized();
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') throw problems.unauthorized();
    if (role === 'admin') {
      const admin = await store.getAdmin();
      if (!admin || admin.username !== claims.sub || admin.token_version !== claims.ver) throw problems.unauthorized();
      return { role: 'admin', admin };
    }
    const client = await store.getClient(claims.sub);
    if (!client || !client.is_active || client.token_version !== claims.ver) throw problems.unauthorized();
    return { role: 'client', client };
  }

  async function sessionToken(sub: string, ver: number, audience: Audience) {
    return {
      access_token: await tokens.sign({ sub, ver }, audience, SESSION_TTL_SECONDS),
      token_type: 'bearer' as const,
      expires_in: SESSION_TTL_SECONDS,
    };
  }

  // ---------- tracking ----------

  async function track(
    type: EventType,
    meta: RequestMeta,
    fields: Omit<StoredEvent, 'id' | 'type' | 'timestamp'>,
  ): Promise<OperationResult> {
    if (meta.userAgent && isbot(meta.userAgent)) return ok({ accepted: false }, 202);
    const event: StoredEvent = { id: randomId(), type, timestamp: nowIso(), ...fields };
    // Fields not sent are left out rather than stored as null: smaller data file, same meaning.
    for (const key of Object.keys(event) as (keyof StoredEvent)[]) {
      if (key !== 'page_url' && (event[key] === undefined || event[key] === null)) delete event[key];
    }
    await store.appendEvent(event);
    return ok({ accepted: true }, 202);
  }

  // ---------- questionnaire ----------

  function visibleMessages(q: StoredQuestionnaire) {
    return q.messages.filter((m) => !m.hidden);
  }

  async function findQuestionnaire(sessionId: string): Promise<StoredQuestionnaire> {
    const q = await store.getQuestionnaireBySession(sessionId);
    if (!q) throw problems.notFound(MESSAGES.sessionNotFound);
    return q;
  }

  // ---------- clients ----------

  async function getClientOr404(clientId: string): Promise<StoredClient> {
    const client = await store.getClient(clientId);
    if (!client) throw problems.notFound(MESSAGES.clientNotFound);
    return client;
  }

  async function checkQuestionnaireId(id: string | null | undefined): Promise<StoredQuestionnaire | null> {
    if (id === undefined || id === null) return null;
    const q = await store.getQuestionnaire(id);
    if (!q) throw problems.badRequest(MESSAGES.questionnaireUnknown, 'questionnaire_id');
    return q;
  }

  async function clientEvents(client: StoredClient, range: DateRange): Promise<StoredEvent[]> {
    if (!client.domain) return [];
    const matches = domainMatcher(client.domain);
    const events = await store.listEvents({ fromMs: range.fromMs, toMs: range.toMs });
    return events.filter((e) => matches(e.page_url));
  }

  function requirePro(client: StoredClient): void {
    if (client.plan !== 'pro') throw problems.forbidden(MESSAGES.proOnly);
  }

  type MapQuery = { page_url: string; device?: Schemas['Device']; start_date?: string; end_date?: string };

  async function heatmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    return computeHeatmap(await clientEvents(client, range), query.page_url, query.device ?? DEFAULT_DEVICE);
  }

  async function scrollmapFor(client: StoredClient, query: MapQuery) {
    const range = resolveDateRange(query.start_date, query.end_date);
    return computeScrollmap(await clientEvents(client, range), query.page_url, query.device ?? DEFAULT_DEVICE);
  }

  function csvResult(csv: string, filename: string): OperationResult {
    return ok(csv, 200, { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': attachmentHeader(filename) });
  }

  const operations: Operations = {
    getAppInfo: async () =>
      ok({
        message: ATTIVA_MESSAGE,
        settings: { payment_links: { ...settings.paymentLinks }, demo_mode: settings.demoMode },
      }),

    trackPageView: async ({ body, meta }) =>
      track('page_view', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        page_title: cap(body.page_title, TEXT_MAX_LENGTH),
        referrer: cap(body.referrer, URL_MAX_LENGTH),
        viewport_width: body.viewport_width ?? null,
      }),

    trackClick: async ({ body, meta }) =>
      track('click', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        element_id: cap(body.element_id, 200),
        element_class: cap(body.element_class, TEXT_MAX_LENGTH),
        element_text: cap(body.element_text, TEXT_MAX_LENGTH),
        click_type: body.click_type,
        click_x: body.click_x ?? null,
        click_y: body.click_y ?? null,
        viewport_width: body.viewport_width ?? null,
      }),

    trackConversion: async ({ body, meta }) =>
      track('conversion', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        conversion_type: cap(body.conversion_type, 100),
        questionnaire_id: cap(body.questionnaire_id, 128),
        plan_type: body.plan_type ?? null,
        value: body.value ?? null,
        metadata: body.metadata ?? null,
      }),

    trackScroll: async ({ body, meta }) =>
      track('scroll', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        depth_percent: body.depth_percent,
        viewport_width: body.viewport_width ?? null,
      }),

    startQuestionnaire: async ({ body }) =>
      sessions.run(body.session_id, async () => {
        const existing = await store.getQuestionnaireBySession(body.session_id);
        if (existing) {
          const messages = visibleMessages(existing);
          return ok({
            questionnaire_id: existing.id,
            session_id: existing.session_id,
            plan_type: existing.plan_type,
            status: existing.status,
            initial_message: existing.messages.find((m) => m.role === 'assistant')?.content ?? '',
            messages,
            resumed: true,
            selected_style: existing.selected_style,
          });
        }
        const turn = await interviewer.start(body.plan_type);
        const created: StoredQuestionnaire = {
          id: randomId(),
          session_id: body.session_id,
          plan_type: body.plan_type,
          status: 'in_progress',
          created_at: nowIso(),
          completed_at: null,
          messages: [{ role: 'assistant', content: turn.message, timestamp: nowIso() }],
          interview: turn.state,
          selected_style: null,
          brief: null,
          business_name: null,
        };
        await store.insertQuestionnaire(created);
        return ok({
          questionnaire_id: created.id,
          session_id: created.session_id,
          plan_type: created.plan_type,
          status: created.status,
          initial_message: turn.message,
          messages: created.messages,
          resumed: false,
          selected_style: null,
        });
      }),

    chatQuestionnaire: async ({ params, body }) => {
      const content = typeof body.content === 'string' ? body.content : '';
      if (content.trim() === '') throw problems.badRequest(MESSAGES.emptyMessage, 'content');
      if (content.length > CHAT_MAX_LENGTH) throw problems.badRequest(MESSAGES.longMessage, 'content');
      return sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        const hidden = body.hidden === true;
        const selectedStyle: StyleId | null = body.selected_style ?? q.selected_style;
        const turn = await interviewer.turn(q.interview, content, { hidden, selectedStyle }, q.messages);
        const userMessage = { role: 'user' as const, content, timestamp: nowIso(), ...(hidden ? { hidden: true } : {}) };
        const assistantMessage = { role: 'assistant' as const, content: turn.message, timestamp: nowIso() };
        await store.updateQuestionnaire(q.id, {
          messages: [...q.messages, userMessage, assistantMessage],
          interview: turn.state,
          selected_style: selectedStyle,
        });
        return ok({ assistant_message: assistantMessage, ready_to_complete: turn.readyToComplete, progress: turn.progress });
      });
    },

    completeQuestionnaire: async ({ params }) =>
      sessions.run(params.session_id, async () => {
        const q = await findQuestionnaire(params.session_id);
        if (q.status === 'completed' && q.brief && q.completed_at) {
          return ok({ questionnaire_id: q.id, status: q.status, completed_at: q.completed_at, brief: q.brief });
        }
        const brief: Brief = await interviewer.brief(q.interview, q.selected_style, q.messages);
        const completedAt = nowIso();
        await store.updateQuestionnaire(q.id, {
          status: 'completed',
          completed_at: completedAt,
          brief,
          business_name: brief.business_name,
        });
        return ok({ questionnaire_id: q.id, status: 'completed', completed_at: completedAt, brief });
      }),

    adminLogin: async ({ body, meta }) => {
      const key = `admin:${meta.ip}`;
      checkThrottle(key);
      const admin = await store.getAdmin();
      // Always run the slow hash against the stored one, so a wrong username costs the same time as a
      // wrong password (a throwaway hash stands in only while no account exists).
      const hash = admin ? admin.password_hash : await (dummyHash ??= passwords.hash(randomToken(16)));
      const passwordOk = await passwords.verify(body.password, hash);
      const userOk = admin !== null && timingSafeEqualStrings(body.username, admin.username);
      if (!admin || !userOk || !passwordOk) {
        loginThrottle.recordFailure(key, clock.now());
        throw problems.unauthorized(MESSAGES.badCredentials);
      }
      loginThrottle.reset(key);
      return ok(await sessionToken(admin.username, admin.token_version, 'admin'));
    },

    clientLogin: async ({ body, meta }) => {
      const key = `client:${meta.ip}`;
      checkThrottle(key);
      const client = await store.getClientByTokenHash(await sha256Hex(body.access_token.trim()));
      if (!client || !client.is_active) {
        loginThrottle.recordFailure(key, clock.now());
        throw problems.unauthorized(MESSAGES.badAccessToken);
      }
      loginThrottle.reset(key);
      return ok({ ...(await sessionToken(client.client_id, client.token_version, 'client')), client: toClient(client) });
    },

    getAdminStats: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const range = resolveDateRange(query.start_date, query.end_date);
      return ok(await cachedStats('admin', range, () => store.listEvents({ fromMs: range.fromMs, toMs: range.toMs })));
    },

    listClients: async ({ principal }) => {
      requireRole(principal, 'admin');
      return ok({ clients: (await store.listClients()).map(toClient) });
    },

    updateClient: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      return clientsLock.run(params.client_id, async () => {
        const client = await getClientOr404(params.client_id);
        const patch: Partial<StoredClient> = {};
        if (body.questionnaire_id !== undefined) {
          await checkQuestionnaireId(body.questionnaire_id);
          patch.questionnaire_id = body.questionnaire_id;
        }
        if (body.domain !== undefined) patch.domain = body.domain;
        if (body.plan !== undefined) patch.plan = body.plan;
        if (body.is_active !== undefined) {
          patch.is_active = body.is_active;
          // Disabling ends every session at once.
          if (client.is_active && !body.is_active) patch.token_version = client.token_version + 1;
        }
        const updated = await store.updateClient(client.client_id, patch);
        if (!updated) throw problems.notFound(MESSAGES.clientNotFound);
        return ok(toClient(updated));
      });
    },

    rotateClientToken: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      return clientsLock.run(params.client_id, async () => {
        const client = await getClientOr404(params.client_id);
        const accessToken = randomToken(ACCESS_TOKEN_BYTES);
        await store.updateClient(client.client_id, {
          token_hash: await sha256Hex(accessToken),
          token_version: client.token_version + 1,
        });
        return ok({ client_id: client.client_id, access_token: accessToken });
      });
    },

    createClientAccess: async ({ principal, body }) => {
      requireRole(principal, 'admin');
      const input = body ?? {};
      const questionnaire = await checkQuestionnaireId(input.questionnaire_id);
      const plan: PlanType = input.plan ?? questionnaire?.plan_type ?? 'basic';
      const accessToken = randomToken(ACCESS_TOKEN_BYTES);
      const client: StoredClient = {
        client_id: `client_${randomId(9)}`,
        questionnaire_id: input.questionnaire_id ?? null,
        domain: input.domain ?? null,
        created_at: nowIso(),
        is_active: true,
        plan,
        token_hash: await sha256Hex(accessToken),
        token_version: 1,
      };
      await store.insertClient(client);
      return ok({ client_id: client.client_id, access_token: accessToken, client: toClient(client) }, 201);
    },

    getAdminClientStats: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      const client = await getClientOr404(params.client_id);
      const range = resolveDateRange(query.start_date, query.end_date);
      return ok(await cachedStats(`client:${client.client_id}:${client.domain ?? ''}`, range, () => clientEvents(client, range)));
    },

    getAdminClientHeatmap: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(await heatmapFor(await getClientOr404(params.client_id), query));
    },

    getAdminClientScrollmap: async ({ principal, params, query }) => {
      requireRole(principal, 'admin');
      return ok(await scrollmapFor(await getClientOr404(params.client_id), query));
    },

    exportAdminCsv: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const range = resolveDateRange(query.start_date, query.end_date);
      return csvResult(eventsToCsv(await store.listEvents({ fromMs: range.fromMs, toMs: range.toMs })), ADMIN_CSV_FILENAME);
    },

    listQuestionnaires: async ({ principal }) => {
      requireRole(principal, 'admin');
      return ok({ questionnaires: (await store.listQuestionnaires()).map(summaryOf) });
    },

    getQuestionnaire: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const q = await store.getQuestionnaire(params.questionnaire_id);
      if (!q) throw problems.notFound(MESSAGES.questionnaireNotFound);
      return ok({ ...summaryOf(q), messages: q.messages, brief: q.brief, selected_style: q.selected_style });
    },

    getClientStats: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      const range = resolveDateRange(query.start_date, query.end_date);
      return ok(await cachedStats(`client:${client.client_id}:${client.domain ?? ''}`, range, () => clientEvents(client, range)));
    },

    getClientHeatmap: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      requirePro(client);
      return ok(await heatmapFor(client, query));
    },

    getClientScrollmap: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      requirePro(client);
      return ok(await scrollmapFor(client, query));
    },

    exportClientCsv: async ({ principal, query }) => {
      const { client } = requireRole(principal, 'client');
      const range = resolveDateRange(query.start_date, query.end_date);
      return csvResult(eventsToCsv(await clientEvents(client, range)), CLIENT_CSV_FILENAME);
    },
  };

  async function handle(request: HandleRequest): Promise<OperationResult> {
    const operation = operations[request.operationId] as Handler<OperationId> | undefined;
    if (!operation) throw problems.notFound();
    const role = OPERATION_ROLES[request.operationId];
    const principal = role ? await authenticate(role, request.authorization) : null;
    const result = await operation({
      params: (request.params ?? {}) as never,
      query: (request.query ?? {}) as never,
      body: request.body as never,
      principal,
      meta: request.meta,
    });
    if (principal) result.headers['Cache-Control'] = 'no-store';
    return result;
  }

  return { ...operations, authenticate, handle };
}

export { ApiProblem };
