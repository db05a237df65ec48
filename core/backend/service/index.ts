/**
 * The backend: one implementation of every /api operation, over the Store and the other ports, so the
 * reference server and the in-browser mock behave the same. The HTTP layer validates the request
 * against openapi.yaml, then calls `handle` (or one operation directly) and writes the result.
 * Operations return `{status, body, headers}` or throw an `ApiProblem`.
 *
 * Each domain lives in its own module (tracking, questionnaire, clients, analytics, auth); this file
 * only wires them over one shared context.
 */
import { deterministicInterviewer, type Interviewer } from '../../interviewer';
import { ApiProblem, problems } from '../../problems';
import { ATTIVA_MESSAGE } from '../messages';
import type { OperationId, OperationResult, OperationRole, Principal, RequestMeta } from '../operations';
import { systemClock, type Audience, type Clock, type PasswordHasher, type TokenCodec } from '../ports';
import type { LimiterFactory, LimitRule } from '../limiter-port';
import { LIMIT_RULES } from '../limits';
import { memoryLimiterFactory } from '../memory-limiter';
import type { Store } from '../store';
import { analyticsOperations } from './analytics';
import { authOperations } from './auth';
import { clientOperations } from './clients';
import { ok, type BackendContext, type BackendSettings, type Handler, type Operations } from './context';
import type { PagePreviewer } from '../preview-port';
import { previewOperations } from './preview';
import { questionnaireOperations } from './questionnaire';
import { questionnaireAdminOperations } from './questionnaire-admin';
import { trackingOperations } from './tracking';

export { SESSION_TTL_SECONDS } from './auth';
export { ACCESS_TOKEN_BYTES } from './clients';
export { CHAT_MAX_LENGTH } from './questionnaire';
export { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from './tracking';
export type { BackendLimiters, BackendSettings, Operations } from './context';

export interface BackendDeps {
  store: Store;
  tokens: TokenCodec;
  passwords: PasswordHasher;
  settings: BackendSettings;
  clock?: Clock;
  /** Defaults to the deterministic Italian interviewer. */
  interviewer?: Interviewer;
  /** Failed logins per IP before 429 (default LIMIT_RULES.login: 10 within 15 minutes). */
  loginThrottle?: { maxFailures: number; windowMs: number };
  /** Shows the page under the heatmap; without one the preview is `unavailable`. */
  previewer?: PagePreviewer;
  /**
   * Builds the rate limiters (login, questionnaire start and chat). Default: in memory, on the backend's
   * clock. Several server processes on one database pass one that shares its counts.
   */
  limiters?: LimiterFactory;
}

export interface HandleRequest {
  operationId: OperationId;
  /**
   * The role the contract's `security` declares for the operation, as the request validator read it
   * from openapi.yaml (`ValidatedRequest.role`): the contract is the one table of who may call what.
   */
  role: OperationRole;
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

export function createBackend(deps: BackendDeps): Backend {
  const clock = deps.clock ?? systemClock;
  const limiterOf = deps.limiters ?? memoryLimiterFactory(clock);
  const loginRule: LimitRule = deps.loginThrottle
    ? { name: LIMIT_RULES.login.name, points: deps.loginThrottle.maxFailures, windowMs: deps.loginThrottle.windowMs }
    : LIMIT_RULES.login;
  const ctx: BackendContext = {
    store: deps.store,
    tokens: deps.tokens,
    passwords: deps.passwords,
    settings: deps.settings,
    clock,
    interviewer: deps.interviewer ?? deterministicInterviewer,
    limiters: {
      login: limiterOf(loginRule),
      questionnaireStart: limiterOf(LIMIT_RULES.questionnaireStart),
      questionnaireChat: limiterOf(LIMIT_RULES.questionnaireChat),
    },
    nowIso: () => new Date(clock.now()).toISOString(),
  };

  const { authenticate, ...logins } = authOperations(ctx);
  const operations: Operations = {
    getAppInfo: async () =>
      ok({
        message: ATTIVA_MESSAGE,
        settings: { payment_links: { ...ctx.settings.paymentLinks }, demo_mode: ctx.settings.demoMode },
      }),
    ...trackingOperations(ctx),
    ...questionnaireOperations(ctx),
    ...questionnaireAdminOperations(ctx),
    ...logins,
    ...clientOperations(ctx),
    ...analyticsOperations(ctx),
    ...previewOperations(ctx, deps.previewer),
  };

  async function handle(request: HandleRequest): Promise<OperationResult> {
    const operation = operations[request.operationId] as Handler<OperationId> | undefined;
    if (!operation) throw problems.notFound();
    const principal = request.role ? await authenticate(request.role, request.authorization) : null;
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
