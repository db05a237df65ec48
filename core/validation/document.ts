/**
 * Reading the parsed openapi.yaml: operations by method and path template, `$ref` resolution with the
 * JSON pointer of what a reference lands on (Ajv compiles schemas by pointer into the same document),
 * and one shared Ajv 2020 instance. No Node APIs: this runs in the browser too.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type OpenApiDocument = Record<string, unknown>;
type Json = Record<string, unknown>;

export const DOCUMENT_ID = 'https://landing-facile.invalid/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;

function escapePointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapePointerSegment(String(s))}`).join('');
}

/** Follows `$ref` chains inside the document; returns the object and the pointer where it lives. */
export function resolveRef(doc: OpenApiDocument, node: unknown, pointer: string): { node: Json; pointer: string } {
  let current = node as Json;
  let at = pointer;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    at = ref.slice(1);
    current = ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((obj, key) => (obj as Json | undefined)?.[key], doc) as Json;
    if (current === undefined) throw new Error(`Unresolvable reference ${ref}`);
  }
  return { node: current, pointer: at };
}

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  validate: ValidateFunction;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  /** The path template as written in the document (relative to the server URL). */
  template: string;
  pattern: RegExp;
  pathParamNames: string[];
  pointer: string;
  node: Json;
  parameters: ParameterInfo[];
  security: 'admin' | 'client' | null;
}

export interface CompiledDocument {
  doc: OpenApiDocument;
  ajv: Ajv2020;
  basePath: string;
  operations: OperationInfo[];
  compileAt(pointer: string): ValidateFunction;
  /** Finds the operations of a path (relative to basePath); empty when the path is unknown. */
  operationsFor(relativePath: string): { op: OperationInfo; params: Record<string, string> }[];
}

function templateToRegExp(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{}]+/g, (whole, name: string | undefined) => {
        if (name) {
          names.push(name);
          return '([^/]+)';
        }
        return whole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }),
    )
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

const ROLE_OF_SCHEME: Record<string, 'admin' | 'client'> = { adminBearer: 'admin', clientBearer: 'client' };

/**
 * The role an operation's `security` requires. Routing and authentication follow it, so it fails closed:
 * an operation must say `security: []` to be public, and a scheme this backend does not know (or a
 * choice between two roles) stops start-up instead of letting the operation through unauthenticated.
 */
function securityRole(op: Json, doc: OpenApiDocument): 'admin' | 'client' | null {
  const security = (op.security ?? doc.security) as Record<string, unknown>[] | undefined;
  const id = String(op.operationId);
  if (!Array.isArray(security))
    throw new Error(`Operation ${id} declares no security (write security: [] when public)`);
  const roles = new Set<'admin' | 'client' | null>();
  for (const requirement of security) {
    const schemes = Object.keys(requirement);
    if (schemes.length === 0) roles.add(null);
    for (const scheme of schemes) {
      const role = ROLE_OF_SCHEME[scheme];
      if (!role) throw new Error(`Operation ${id} uses the unknown security scheme ${scheme}`);
      roles.add(role);
    }
  }
  if (roles.size === 0) return null;
  if (roles.size > 1) throw new Error(`Operation ${id} accepts more than one role; the backend supports exactly one`);
  return [...roles][0]!;
}

/**
 * How deep a JSON value nests: 0 for a scalar, 1 for an empty or flat object or array. Iterative and
 * stopping as soon as `limit` is passed, so a value nested thousands of levels deep costs nothing and
 * overflows no stack.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

/** Bytes of the value serialised as JSON (UTF-8); infinite for a value that cannot be serialised. */
function jsonBytes(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').byteLength;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Two keywords of the contract that plain JSON Schema lacks: `x-max-depth` (nesting levels of an object or
 * array, itself counted) and `x-max-bytes` (its size serialised as JSON). They bound free-form values such
 * as a conversion's `metadata`, so nothing a request carries can be too deep or too large to store.
 * The depth is checked first: a value within it serialises safely.
 */
function addSizeKeywords(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-max-depth',
    schemaType: 'number',
    errors: true,
    validate: function maxDepth(limit: number, data: unknown) {
      if (!jsonDepthExceeds(data, limit)) return true;
      (maxDepth as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-max-depth', params: { limit } },
      ];
      return false;
    },
  });
  ajv.addKeyword({
    keyword: 'x-max-bytes',
    schemaType: 'number',
    errors: true,
    validate: function maxBytes(limit: number, data: unknown) {
      if (jsonBytes(data) <= limit) return true;
      (maxBytes as unknown as { errors: Partial<ErrorObject>[] }).errors = [
        { keyword: 'x-max-bytes', params: { limit } },
      ];
      return false;
    },
  });
}

const cache = new WeakMap<OpenApiDocument, CompiledDocument>();

/** Compiles the document once (per document object) for requests and responses alike. */
export function compileDocument(doc: OpenApiDocument): CompiledDocument {
  const known = cache.get(doc);
  if (known) return known;

  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('password', true);
  addSizeKeywords(ajv);
  ajv.addSchema(doc as object, DOCUMENT_ID, undefined, false);

  const compiled = new Map<string, ValidateFunction>();
  const compileAt = (pointer: string): ValidateFunction => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };

  const servers = (doc.servers as { url?: string }[] | undefined) ?? [];
  const basePath = (servers[0]?.url ?? '').replace(/\/$/, '');
  const operations: OperationInfo[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  for (const [template, pathItem] of Object.entries(paths)) {
    const { pattern, names } = templateToRegExp(template);
    for (const method of METHODS) {
      const op = pathItem[method] as Json | undefined;
      if (!op) continue;
      const opPointer = pointerOf(['paths', template, method]);
      const shared = ((pathItem.parameters as unknown[]) ?? []).map((p, i) => ({
        p,
        at: pointerOf(['paths', template, 'parameters', i]),
      }));
      const own = ((op.parameters as unknown[]) ?? []).map((p, i) => ({ p, at: `${opPointer}/parameters/${i}` }));
      const parameters = [...shared, ...own].map(({ p, at }) => {
        const resolved = resolveRef(doc, p, at);
        const param = resolved.node;
        return {
          name: String(param.name),
          in: param.in as ParameterInfo['in'],
          required: param.required === true,
          validate: compileAt(`${resolved.pointer}/schema`),
        };
      });
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        template,
        pattern,
        pathParamNames: names,
        pointer: opPointer,
        node: op,
        parameters,
        security: securityRole(op, doc),
      });
    }
  }

  const result: CompiledDocument = {
    doc,
    ajv,
    basePath,
    operations,
    compileAt,
    operationsFor(relativePath) {
      const found: { op: OperationInfo; params: Record<string, string> }[] = [];
      for (const op of operations) {
        const m = op.pattern.exec(relativePath);
        if (!m) continue;
        const params: Record<string, string> = {};
        op.pathParamNames.forEach((name, i) => {
          params[name] = m[i + 1]!;
        });
        found.push({ op, params });
      }
      return found;
    },
  };
  cache.set(doc, result);
  return result;
}

/** Dotted field name of an Ajv error (`contacts.email`, `services[0].name`), or undefined at the root. */
export function fieldOf(error: ErrorObject): string | undefined {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
  if (segments.length === 0) return undefined;
  return segments.reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '');
}

/** The error worth reporting: skips oneOf summaries and the "or null" branch of nullable fields. */
export function mainError(errors: readonly ErrorObject[] | null | undefined): ErrorObject | undefined {
  if (!errors || errors.length === 0) return undefined;
  return (
    errors.find(
      (e) =>
        !['oneOf', 'anyOf', 'if', 'not'].includes(e.keyword) && !(e.keyword === 'type' && e.params.type === 'null'),
    ) ?? errors[0]
  );
}
