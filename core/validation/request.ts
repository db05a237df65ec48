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
import { describeError, onlyInvisibleMessage } from './messages';
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
   * text/plain JSON; the exact text for an `x-raw-body` operation), the bytes of a binary body
   * (`RouteMatch.binaryBody`), or undefined when the request had none.
   */
  body?: unknown;
  /** Request headers (any case), for the header parameters the contract declares. */
  headers?: Record<string, string | readonly string[] | undefined> | Headers;
}

/** A binary body as the operation receives it: its bytes and the media type it was sent as. */
export interface BinaryBody {
  bytes: Uint8Array;
  contentType: string;
}

/** What the contract says of an operation's binary body (a media type whose schema is a byte string). */
export interface BinaryBodyRule {
  /** `x-max-bytes` of the request body: 413 beyond. */
  maxBytes: number;
  /** The media types it takes (`image/*` matches any image type). */
  mediaTypes: readonly string[];
}

export interface ValidatedRequest {
  operationId: OperationId;
  /** The path template (`/admin/clients/{client_id}`). */
  template: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Declared header parameters, keyed as the contract spells them (`Stripe-Signature`). */
  headers: Record<string, string>;
  body: unknown;
  /** The bytes of a binary body (then `body` is undefined). */
  binaryBody?: BinaryBody;
  /** The exact body text of an `x-raw-body` operation (then `body` is undefined). */
  rawBody?: string;
  /** The role the operation's security requires, null when public. */
  role: OperationRole;
}

export interface RouteMatch {
  operationId: OperationId;
  template: string;
  role: OperationRole;
  /** Set when the operation takes a binary body: the HTTP layer reads its bytes, up to its own limit. */
  binaryBody: BinaryBodyRule | null;
  /** The contract marks the request body `x-raw-body`: the HTTP layer keeps its exact bytes. */
  rawBody: boolean;
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
  /** Null for an operation that takes only bytes. */
  jsonValidate: (((value: unknown) => boolean) & { errors?: unknown }) | null;
  acceptsText: boolean;
  binary: BinaryBodyRule | null;
  /** A field of only invisible characters is cleaned to empty, not refused (tracking). */
  keepsInvisibleOnly: boolean;
  /** `x-raw-body`: handed over unparsed, only its media type checked. */
  raw: boolean;
}

function mediaTypeOf(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  return contentType.split(';')[0]!.trim().toLowerCase() || null;
}

/** Only JSON's whitespace (RFC 8259: space, tab, line feed, carriage return), or nothing: no JSON text at all. */
export function isBlankJson(text: string): boolean {
  return /^[ \t\n\r]*$/.test(text);
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** A media type whose schema is a byte string (`contentMediaType`, or OpenAPI 3.0's `format: binary`). */
function isByteString(media: unknown): boolean {
  const schema = (media as { schema?: Record<string, unknown> } | null)?.schema;
  return (
    !!schema && schema.type === 'string' && (typeof schema.contentMediaType === 'string' || schema.format === 'binary')
  );
}

function binaryRuleOf(operationId: string, node: Record<string, unknown>, content: Record<string, unknown>) {
  const mediaTypes = Object.keys(content).filter((type) => isByteString(content[type]));
  if (mediaTypes.length === 0) return null;
  const maxBytes = node['x-max-bytes'];
  if (typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes) || maxBytes <= 0)
    throw new Error(`Operation ${operationId} takes a binary body without x-max-bytes`);
  return { maxBytes, mediaTypes };
}

/** `image/png` against `image/*`, `application/octet-stream`... */
function mediaTypeAccepted(type: string, accepted: readonly string[]): boolean {
  return accepted.some((range) => range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))));
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

/** A header's value, whatever the case of its name; the first when sent several times. */
function headerValue(headers: RequestToValidate['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | readonly string[] | undefined>)) {
    if (key.toLowerCase() !== lower || value === undefined) continue;
    return typeof value === 'string' ? value : value[0];
  }
  return undefined;
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
    const binary = binaryRuleOf(op.operationId, node, content);
    if (!jsonType && !binary) throw new Error(`Operation ${op.operationId} has a body without a JSON schema`);
    bodies.set(op, {
      required: node.required === true,
      mediaTypes,
      jsonValidate: jsonType
        ? compiled.compileAt(
            `${pointer}/content/${encodeURIComponent(jsonType.replace(/~/g, '~0').replace(/\//g, '~1'))}/schema`,
          )
        : null,
      acceptsText: mediaTypes.includes('text/plain'),
      binary,
      keepsInvisibleOnly: ((op.node.tags ?? []) as string[]).includes('track'),
      raw: node['x-raw-body'] === true,
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
    if (body instanceof Uint8Array && body.byteLength === 0) body = undefined;
    const type = mediaTypeOf(request.contentType);
    // Text sent as JSON that holds only JSON's whitespace holds no value: a client that writes a newline after
    // nothing. (So for a raw body too: no signed event is blank, and its bytes are never rewritten.)
    const blankJson =
      typeof body === 'string' &&
      (type === null || isJsonMediaType(type) || (type === 'text/plain' && info.acceptsText)) &&
      isBlankJson(body);
    // No body and a body of zero bytes are the same, whatever the Content-Type: many clients send
    // `Content-Type: application/json` on every call.
    const empty = body === undefined || body === null || body === '' || blankJson;
    if (empty) {
      if (info.required) throw problems.emptyBody();
      return undefined;
    }
    if (info.binary && type !== null && mediaTypeAccepted(type, info.binary.mediaTypes)) {
      if (!(body instanceof Uint8Array)) throw problems.unsupportedMediaType(info.mediaTypes);
      if (body.byteLength > info.binary.maxBytes) throw problems.payloadTooLarge(info.binary.maxBytes);
      return { bytes: body, contentType: type } satisfies BinaryBody;
    }
    if (info.raw) {
      // The operation reads the bytes itself (a signature over them): only the media type is checked here.
      if (type !== null && !info.mediaTypes.includes(type)) throw problems.unsupportedMediaType(info.mediaTypes);
      if (typeof body !== 'string') throw problems.badRequest('Il corpo della richiesta non è stato letto come testo.');
      return body;
    }
    if (!info.jsonValidate || body instanceof Uint8Array) throw problems.unsupportedMediaType(info.mediaTypes);
    const jsonValidate = info.jsonValidate;
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
    // Text a person typed (a brief, a chat message, a domain) that is only invisible characters is refused;
    // tracking bodies come from pages, not people, and an event is never lost for it (tag `track`).
    body = storableJson(
      body,
      info.keepsInvisibleOnly
        ? undefined
        : (field) => {
            throw problems.badRequest(
              onlyInvisibleMessage(field ? `Il campo ${field}` : 'Il corpo della richiesta'),
              field,
            );
          },
    );
    if (!jsonValidate(body)) {
      const error = mainError((jsonValidate as unknown as { errors: never }).errors);
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
        ? {
            operationId: hit.op.operationId as OperationId,
            template: hit.op.template,
            role: hit.op.security,
            binaryBody: bodies.get(hit.op)?.binary ?? null,
            rawBody: bodies.get(hit.op)?.raw === true,
          }
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
      const headers: Record<string, string> = {};
      const rawQuery = queryObject(request.query);
      for (const param of op.parameters) {
        let value: string | undefined;
        if (param.in === 'header') {
          value = headerValue(request.headers, param.name);
          if (value === undefined || value === '') {
            if (param.required) throw problems.badRequest(`L'intestazione ${param.name} è obbligatoria.`, param.name);
            continue;
          }
          if (!param.validate(value)) {
            const error = mainError(param.validate.errors);
            throw problems.badRequest(
              error
                ? describeError(error, `L'intestazione ${param.name}`)
                : `L'intestazione ${param.name} non è valida.`,
              param.name,
            );
          }
          headers[param.name] = value;
          continue;
        }
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
      const binary = bodies.get(op)?.binary && isBinaryBody(body);
      const raw = bodies.get(op)?.raw === true;
      return {
        operationId: op.operationId as OperationId,
        template: op.template,
        params,
        query,
        headers,
        body: raw || binary ? undefined : body,
        ...(binary ? { binaryBody: body } : {}),
        ...(raw && typeof body === 'string' ? { rawBody: body } : {}),
        role: op.security,
      };
    },
  };
}

function isBinaryBody(value: unknown): value is BinaryBody {
  return typeof value === 'object' && value !== null && (value as BinaryBody).bytes instanceof Uint8Array;
}

export { ApiProblem };
