/**
 * Request validation against openapi.yaml, shared by the reference server and the MSW mock.
 * `createRequestValidator(document)` compiles every schema once; `validate` matches method and path
 * to an operation and checks path parameters, query and JSON body, throwing an `ApiProblem`:
 * 404 for an unknown /api path, 405 for a known path with another method, 400 for a body type the
 * operation does not take, 400 naming the field for anything else.
 */
import type { OperationId, OperationRole } from '../backend/operations';
import { ApiProblem, problems } from '../problems';
import { compileDocument, fieldOf, mainError, resolveRef, type OpenApiDocument, type OperationInfo } from './document';
import { describeError } from './messages';
import { storableJson, storableText } from '../storable-text';

export interface RequestToValidate {
  method: string;
  /** URL pathname, including the server base path (`/api/admin/stats`). */
  path: string;
  query?: URLSearchParams | Record<string, string | readonly string[] | undefined>;
  /** The Content-Type header, if any. */
  contentType?: string | null;
  /**
   * The body: a parsed JSON value, a string (a text/plain body, parsed here when the operation takes
   * text/plain JSON), or undefined when the request had none.
   */
  body?: unknown;
}

export interface ValidatedRequest {
  operationId: OperationId;
  /** The path template (`/admin/clients/{client_id}`). */
  template: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** The role the operation's security requires, null when public. */
  role: OperationRole;
}

export interface RouteMatch {
  operationId: OperationId;
  template: string;
  role: OperationRole;
}

export interface RequestValidator {
  /** Base path of the API (`/api`), from the document's first server. */
  readonly basePath: string;
  /** Operation for a method and pathname, without validating; null when none matches. */
  match(method: string, path: string): RouteMatch | null;
  validate(request: RequestToValidate): ValidatedRequest;
}

interface BodyInfo {
  required: boolean;
  mediaTypes: string[];
  jsonValidate: ((value: unknown) => boolean) & { errors?: unknown };
  acceptsText: boolean;
}

function mediaTypeOf(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  return contentType.split(';')[0]!.trim().toLowerCase() || null;
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function queryObject(query: RequestToValidate['query']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query) return out;
  if (query instanceof URLSearchParams) {
    for (const [key, value] of query) if (!(key in out)) out[key] = value;
    return out;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const first = typeof value === 'string' ? value : value[0];
    if (first !== undefined) out[key] = first;
  }
  return out;
}

export function createRequestValidator(document: OpenApiDocument): RequestValidator {
  const compiled = compileDocument(document);
  const bodies = new Map<OperationInfo, BodyInfo | null>();
  for (const op of compiled.operations) {
    if (!op.node.requestBody) {
      bodies.set(op, null);
      continue;
    }
    const { node, pointer } = resolveRef(document, op.node.requestBody, `${op.pointer}/requestBody`);
    const content = (node.content ?? {}) as Record<string, unknown>;
    const mediaTypes = Object.keys(content);
    const jsonType = mediaTypes.find(isJsonMediaType);
    if (!jsonType) throw new Error(`Operation ${op.operationId} has a body without a JSON schema`);
    bodies.set(op, {
      required: node.required === true,
      mediaTypes,
      jsonValidate: compiled.compileAt(
        `${pointer}/content/${encodeURIComponent(jsonType.replace(/~/g, '~0').replace(/\//g, '~1'))}/schema`,
      ),
      acceptsText: mediaTypes.includes('text/plain'),
    });
  }

  function relative(path: string): string | null {
    if (!compiled.basePath) return path;
    if (path === compiled.basePath) return '/';
    if (!path.startsWith(`${compiled.basePath}/`)) return null;
    return path.slice(compiled.basePath.length) || '/';
  }

  function find(method: string, path: string) {
    const rel = relative(path);
    const candidates = rel === null ? [] : compiled.operationsFor(rel);
    const upper = method.toUpperCase();
    const hit = candidates.find((c) => c.op.method === upper || (upper === 'HEAD' && c.op.method === 'GET'));
    return { hit, candidates };
  }

  function validateBody(op: OperationInfo, request: RequestToValidate): unknown {
    const info = bodies.get(op);
    if (!info) return undefined;
    let body = request.body;
    const empty = body === undefined || body === null || body === '';
    if (empty) {
      if (info.required) throw problems.badRequest('Il corpo della richiesta è obbligatorio.');
      return undefined;
    }
    const type = mediaTypeOf(request.contentType);
    if (type === 'text/plain' && info.acceptsText) {
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw problems.malformedJson();
        }
      }
    } else if (type !== null && !isJsonMediaType(type)) {
      throw problems.unsupportedMediaType(info.mediaTypes);
    } else if (typeof body === 'string') {
      // A JSON body handed over unparsed.
      try {
        body = JSON.parse(body);
      } catch {
        throw problems.malformedJson();
      }
    }
    body = storableJson(body);
    if (!info.jsonValidate(body)) {
      const error = mainError((info.jsonValidate as unknown as { errors: never }).errors);
      const field = error ? fieldOf(error) : undefined;
      const what = field ? `Il campo ${field}` : 'Il corpo della richiesta';
      throw problems.badRequest(error ? describeError(error, what) : `${what} non è valido.`, field);
    }
    return body;
  }

  return {
    basePath: compiled.basePath,

    match(method, path) {
      const { hit } = find(method, path);
      return hit
        ? { operationId: hit.op.operationId as OperationId, template: hit.op.template, role: hit.op.security }
        : null;
    },

    validate(request) {
      const { hit, candidates } = find(request.method, request.path);
      if (!hit) {
        if (candidates.length > 0) throw problems.methodNotAllowed([...new Set(candidates.map((c) => c.op.method))]);
        throw problems.notFound("Questo indirizzo dell'API non esiste.");
      }
      const { op } = hit;
      const params: Record<string, string> = {};
      const query: Record<string, string> = {};
      const rawQuery = queryObject(request.query);
      for (const param of op.parameters) {
        let value: string | undefined;
        if (param.in === 'path') {
          try {
            value = storableText(decodeURIComponent(hit.params[param.name] ?? ''));
          } catch {
            throw problems.badRequest(`Il parametro ${param.name} non è codificato correttamente.`, param.name);
          }
        } else if (param.in === 'query') {
          const raw = rawQuery[param.name];
          value = raw === undefined ? undefined : storableText(raw);
        } else {
          continue;
        }
        if (value === undefined || (param.in === 'query' && value === '' && !param.required)) {
          if (param.required) throw problems.badRequest(`Il parametro ${param.name} è obbligatorio.`, param.name);
          continue;
        }
        if (!param.validate(value)) {
          const error = mainError(param.validate.errors);
          const detail = error
            ? describeError(error, `Il parametro ${param.name}`)
            : `Il parametro ${param.name} non è valido.`;
          throw problems.badRequest(detail, param.name);
        }
        if (param.in === 'path') params[param.name] = value;
        else query[param.name] = value;
      }
      const body = validateBody(op, request);
      return {
        operationId: op.operationId as OperationId,
        template: op.template,
        params,
        query,
        body,
        role: op.security,
      };
    },
  };
}

export { ApiProblem };
