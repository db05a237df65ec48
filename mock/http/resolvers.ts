/**
 * The mock's HTTP layer as higher-order resolvers, so each handler is one line:
 *
 *   http.get('/admin/stats', operation('getAdminStats'))
 *
 * `operation(id)` = withProblems(withRequest(id, withAuth(role, invoke(id)))):
 * - withProblems turns any ApiProblem into an application/problem+json answer (and anything else into a
 *   500 problem that reveals nothing), like the reference server's error middleware;
 * - withRequest enforces the body size limits and validates method, path, query and body against
 *   openapi.yaml with core/validation (400 naming the field, malformed JSON, 404, 405, 415);
 * - withAuth applies core/backend's token rules for the operation's role (401/403);
 * - invoke calls the shared backend service and writes its result.
 */
import { HttpResponse } from 'msw';
import { randomId, OPERATION_ROLES, type Audience, type OperationId, type Principal, type RequestMeta } from '../../core/backend';
import { isApiProblem, problemBody, problems, PROBLEM_CONTENT_TYPE, type ApiProblem } from '../../core/problems';
import type { MockRuntime } from '../runtime';
import { requestValidator } from './contract';
import { BODY_LIMIT_BYTES } from '../../core/backend/limits';
import { collectText, StreamedBody } from '../../core/csv-stream';

/** Body limits of the contract: 16 KB on /track, 64 KB elsewhere. */
/** Every request of the in-browser backend comes from the one person using this browser. */
const MOCK_CLIENT_IP = '127.0.0.1';

export interface ResolverInfo {
  request: Request;
}

export interface ApiCall {
  request: Request;
  requestId: string;
  operationId: OperationId;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  meta: RequestMeta;
  principal: Principal | null;
}

type Resolver = (info: ResolverInfo) => Promise<Response>;
type CallResolver = (call: ApiCall) => Promise<Response>;

function problemResponse(problem: ApiProblem, requestId: string): Response {
  return new HttpResponse(JSON.stringify(problemBody(problem, requestId)), {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...problem.headers },
  });
}

/** The path below the API base (`/api/admin/stats`), whatever base path the demo is served under. */
export function apiPathname(url: URL, basePath = '/api'): string {
  const { pathname } = url;
  const at = pathname.lastIndexOf(`${basePath}/`);
  if (at !== -1) return pathname.slice(at);
  return pathname.endsWith(basePath) ? basePath : pathname;
}

export function withProblems(runtime: MockRuntime, next: (info: ResolverInfo & { requestId: string }) => Promise<Response>): Resolver {
  return async (info) => {
    const requestId = randomId(6);
    try {
      await runtime.ready;
      return await next({ ...info, requestId });
    } catch (error) {
      if (isApiProblem(error)) return problemResponse(error, requestId);
      console.error(`[mock] ${info.request.method} ${info.request.url} (${requestId})`, error);
      return problemResponse(problems.internal(), requestId);
    }
  };
}

async function readBody(request: Request, limit: number): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > limit) throw problems.payloadTooLarge(limit);
  return text === '' ? undefined : text;
}

function userAgentOf(request: Request): string | null {
  // In a browser the User-Agent header is added below fetch, so the page's own one is used.
  return request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? null : navigator.userAgent);
}

export function withRequest(operationId: OperationId, next: CallResolver) {
  return async ({ request, requestId }: ResolverInfo & { requestId: string }): Promise<Response> => {
    const url = new URL(request.url);
    const path = apiPathname(url, requestValidator().basePath);
    const limit = path.startsWith(`${requestValidator().basePath}/track/`) ? BODY_LIMIT_BYTES.track : BODY_LIMIT_BYTES.other;
    const text = await readBody(request, limit);
    const validated = requestValidator().validate({
      method: request.method,
      path,
      query: url.searchParams,
      contentType: request.headers.get('content-type'),
      body: text,
    });
    if (validated.operationId !== operationId) {
      throw new Error(`handler for ${operationId} received ${validated.operationId}`);
    }
    return next({
      request,
      requestId,
      operationId,
      params: validated.params,
      query: validated.query,
      body: validated.body,
      meta: { ip: MOCK_CLIENT_IP, userAgent: userAgentOf(request) },
      principal: null,
    });
  };
}

export function withAuth(runtime: MockRuntime, role: Audience | null, next: CallResolver): CallResolver {
  return async (call) => {
    if (role === null) return next(call);
    const principal = await runtime.backend.authenticate(role, call.request.headers.get('authorization'));
    return next({ ...call, principal });
  };
}

export function invoke(runtime: MockRuntime): CallResolver {
  return async (call) => {
    const run = runtime.backend[call.operationId] as (input: unknown) => Promise<{ status: number; body: unknown; headers: Record<string, string> }>;
    const result = await run({ params: call.params, query: call.query, body: call.body, principal: call.principal, meta: call.meta });
    // As the reference server: no API answer is cached (authenticated data above all).
    const headers = { 'Cache-Control': 'no-store', ...result.headers };
    // A streamed body (the CSV export) is collected: the mock answers from memory.
    if (result.body instanceof StreamedBody) result.body = await collectText(result.body);
    if (typeof result.body === 'string') return new HttpResponse(result.body, { status: result.status, headers });
    return HttpResponse.json(result.body as never, { status: result.status, headers });
  };
}

/** The whole chain for one operation of the contract. */
export function operation(runtime: MockRuntime, operationId: OperationId): Resolver {
  return withProblems(runtime, withRequest(operationId, withAuth(runtime, OPERATION_ROLES[operationId], invoke(runtime))));
}

/** Any other /api request: the validator answers 404 (unknown path) or 405 (known path, other method). */
export function unmatched(runtime: MockRuntime): Resolver {
  return withProblems(runtime, async ({ request }) => {
    const url = new URL(request.url);
    requestValidator().validate({ method: request.method, path: apiPathname(url, requestValidator().basePath), query: url.searchParams });
    throw problems.notFound('Questo indirizzo dell\'API non esiste.');
  });
}
