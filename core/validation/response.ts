/**
 * Response validation against openapi.yaml, for tests (server suite and contract suite): checks that
 * the status is declared for the operation and that the body matches the declared schema of its
 * media type. Returns readable error strings; an empty list means the response conforms.
 */
import { compileDocument, resolveRef, type OpenApiDocument } from './document';

export interface ResponseToValidate {
  method: string;
  /** URL pathname including the base path. */
  path: string;
  status: number;
  contentType: string | null;
  /** Parsed JSON, or the text for non-JSON media types. */
  body: unknown;
  /** Response headers (lower-case names), to check required ones such as Retry-After. */
  headers?: Record<string, string | undefined>;
}

export type ResponseValidator = (response: ResponseToValidate) => string[];

export function createResponseValidator(document: OpenApiDocument): ResponseValidator {
  const compiled = compileDocument(document);
  const problemSchema = compiled.compileAt('/components/schemas/Problem');
  const checkProblem = (response: ResponseToValidate, where: string): string[] => {
    const mediaType = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/problem+json') return [`${where} ${response.status}: not a problem+json answer`];
    if (problemSchema(response.body)) return [];
    return (problemSchema.errors ?? []).map(
      (e) => `${where} ${response.status}: ${e.instancePath || '(root)'} ${e.message}`,
    );
  };
  return (response) => {
    const rel =
      compiled.basePath && response.path.startsWith(compiled.basePath)
        ? response.path.slice(compiled.basePath.length) || '/'
        : response.path;
    const method = response.method.toUpperCase();
    const found = compiled.operationsFor(rel).find((c) => c.op.method === method);
    if (!found) {
      // Outside the contract (unknown path or method) only a problem answer is acceptable.
      if (response.status < 400) return [`${method} ${response.path}: no such operation in the contract`];
      return checkProblem(response, `${method} ${response.path}`);
    }
    const { op } = found;
    const responses = (op.node.responses ?? {}) as Record<string, unknown>;
    const key =
      String(response.status) in responses ? String(response.status) : 'default' in responses ? 'default' : null;
    if (!key) return [`${op.operationId}: status ${response.status} is not declared`];
    const resolved = resolveRef(document, responses[key], `${op.pointer}/responses/${key}`);
    const content = (resolved.node.content ?? {}) as Record<string, unknown>;
    const mediaType = (response.contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const errors: string[] = [];
    if (Object.keys(content).length > 0) {
      if (!(mediaType in content)) {
        return [
          `${op.operationId} ${response.status}: content type «${mediaType}» not declared (${Object.keys(content).join(', ')})`,
        ];
      }
      const escaped = encodeURIComponent(mediaType.replace(/~/g, '~0').replace(/\//g, '~1'));
      const validate = compiled.compileAt(`${resolved.pointer}/content/${escaped}/schema`);
      if (!validate(response.body)) {
        for (const e of validate.errors ?? [])
          errors.push(`${op.operationId} ${response.status}: ${e.instancePath || '(root)'} ${e.message}`);
      }
    }
    const headers = (resolved.node.headers ?? {}) as Record<string, unknown>;
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'retry-after' && response.headers && response.headers['retry-after'] === undefined) {
        errors.push(`${op.operationId} ${response.status}: missing Retry-After header`);
      }
    }
    return errors;
  };
}
