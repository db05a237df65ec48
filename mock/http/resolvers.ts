/**
 * The mock's HTTP layer as higher-order resolvers around the shared backend service:
 *
 *   apiOperation(runtime) = withProblems(withRequest(invoke))
 *
 * - withProblems turns any ApiProblem into an application/problem+json answer (and anything else into a
 *   500 problem that reveals nothing), like the reference server's error middleware;
 * - withRequest enforces the body size limits and matches and validates method, path, query and body
 *   against openapi.yaml with core/validation (400 naming the field, malformed JSON, 404, 405, 415): the
 *   contract's operationId and `security` role come from there, there is no route table in the mock;
 * - invoke hands the call to `backend.handle`, which applies the token rules of that role (401/403),
 *   runs the operation and writes its result.
 */
import { HttpResponse } from 'msw';
import { randomId, type OperationId, type OperationRole, type RequestMeta } from '@core/backend';
import { isApiProblem, problemBody, problems, PROBLEM_CONTENT_TYPE, type ApiProblem } from '@core/problems';
import type { MockRuntime } from '../runtime';
import { requestValidator } from './contract';
import { BODY_LIMIT_BYTES } from '@core/backend/limits';
import { collectText, StreamedBody } from '@core/csv-stream';
import type { BinaryBody } from '@core/validation';

/** Every request of the in-browser backend comes from the one person using this browser. */
const MOCK_CLIENT_IP = '127.0.0.1';

export interface ResolverInfo {
  request: Request;
}

export interface ApiCall {
  request: Request;
  requestId: string;
  operationId: OperationId;
  role: OperationRole;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  binaryBody?: BinaryBody;
  rawBody?: string;
  meta: RequestMeta;
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

export function withProblems(
  runtime: MockRuntime,
  next: (info: ResolverInfo & { requestId: string }) => Promise<Response>,
): Resolver {
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

async function readBody(request: Request, limit: number, binary: boolean): Promise<string | Uint8Array | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (binary) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > limit) throw problems.payloadTooLarge(limit);
    return bytes.byteLength === 0 ? undefined : bytes;
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > limit) throw problems.payloadTooLarge(limit);
  return text === '' ? undefined : text;
}

function userAgentOf(request: Request): string | null {
  // In a browser the User-Agent header is added below fetch, so the page's own one is used.
  return request.headers.get('user-agent') ?? (typeof navigator === 'undefined' ? null : navigator.userAgent);
}

export function withRequest(next: CallResolver) {
  return async ({ request, requestId }: ResolverInfo & { requestId: string }): Promise<Response> => {
    const url = new URL(request.url);
    const path = apiPathname(url, requestValidator().basePath);
    const route = requestValidator().match(request.method, path);
    const binary = route?.binaryBody ?? null;
    const limit = binary
      ? binary.maxBytes
      : path.startsWith(`${requestValidator().basePath}/track/`)
        ? BODY_LIMIT_BYTES.track
        : route?.rawBody
          ? BODY_LIMIT_BYTES.raw
          : BODY_LIMIT_BYTES.other;
    const text = await readBody(request, limit, binary !== null);
    const validated = requestValidator().validate({
      method: request.method,
      path,
      query: url.searchParams,
      contentType: request.headers.get('content-type'),
      headers: request.headers,
      body: text,
    });
    return next({
      request,
      requestId,
      operationId: validated.operationId,
      role: validated.role,
      params: validated.params,
      query: validated.query,
      headers: validated.headers,
      body: validated.body,
      binaryBody: validated.binaryBody,
      rawBody: validated.rawBody,
      meta: { ip: MOCK_CLIENT_IP, userAgent: userAgentOf(request) },
    });
  };
}

export function invoke(runtime: MockRuntime): CallResolver {
  return async (call) => {
    const result = await runtime.backend.handle({
      operationId: call.operationId,
      role: call.role,
      params: call.params,
      query: call.query,
      headers: call.headers,
      body: call.body,
      binaryBody: call.binaryBody,
      rawBody: call.rawBody,
      authorization: call.request.headers.get('authorization'),
      meta: call.meta,
    });
    // As the reference server: no API answer is cached (authenticated data above all).
    const headers = { 'Cache-Control': 'no-store', ...result.headers };
    // A streamed body (the CSV export) is collected: the mock answers from memory.
    if (result.body instanceof StreamedBody) result.body = await collectText(result.body);
    // A site's page (preview, review, /siti/{slug}) is shown in a sandboxed frame MSW cannot serve: its
    // images go inline (mock/sites/inline-images.ts).
    if (typeof result.body === 'string' && /^text\/html/.test(result.headers?.['Content-Type'] ?? ''))
      result.body = await runtime.sites.inlineImages(result.body);
    // 204 (a logout) has no body at all: a Response refuses one.
    if (result.status === 204) return new HttpResponse(null, { status: 204, headers });
    if (typeof result.body === 'string' || result.body instanceof Uint8Array)
      return new HttpResponse(result.body as BodyInit, { status: result.status, headers });
    return HttpResponse.json(result.body as never, { status: result.status, headers });
  };
}

/**
 * Every /api request: the operation openapi.yaml declares for its method and path, or the contract's
 * 404 (unknown path) or 405 with `Allow` (known path, other method).
 */
export function apiOperation(runtime: MockRuntime): Resolver {
  return withProblems(runtime, withRequest(invoke(runtime)));
}
