/**
 * An empty body is no body (issue 30): many HTTP clients send `Content-Type: application/json` on every
 * call. For every operation of the contract that takes a body, or could: where the body is optional or
 * absent, a body of zero bytes, announced by Content-Length or sent as an empty stream, with any of the
 * media types clients send, runs the operation as if there were none; where it is required, the problem
 * says the body is empty, not that its format is wrong. Alike on every backend.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, expect, it } from 'vitest';
import { resolveRef, type OpenApiDocument } from '@core/validation/document';
import { problems } from '@core/problems';
import { contractSuite } from './support/suite';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract walked as plain JSON
type Json = Record<string, any>;
const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument & Json;

interface BodyOperation {
  id: string;
  method: string;
  template: string;
  body: 'required' | 'optional' | 'none';
  /** Takes only bytes (an image upload): a JSON body is a wrong format there, whitespace or not. */
  bytesOnly: boolean;
  role: 'admin' | 'client' | null;
  /** Required header parameters (sent with a placeholder value, so the body is what the answer is about). */
  headers: string[];
}

/** Every POST, PUT and PATCH of the contract, with what it says of its body. */
const OPERATIONS: BodyOperation[] = Object.entries(document.paths as Json).flatMap(([template, item]) =>
  ['post', 'put', 'patch'].flatMap((method) => {
    const op = (item as Json)[method] as Json | undefined;
    if (!op) return [];
    const requestBody = op.requestBody ? (resolveRef(document, op.requestBody, '').node as Json) : null;
    const security = JSON.stringify(op.security ?? []);
    return [
      {
        id: op.operationId as string,
        method: method.toUpperCase(),
        template,
        body: requestBody ? (requestBody.required === true ? 'required' : 'optional') : 'none',
        bytesOnly:
          requestBody !== null &&
          Object.keys((requestBody.content ?? {}) as Json).every(
            (type) => type.startsWith('image/') || type === 'application/octet-stream',
          ),
        role: security.includes('adminBearer') ? 'admin' : security.includes('clientBearer') ? 'client' : null,
        headers: ((op.parameters ?? []) as Json[])
          .map((param) => resolveRef(document, param, '').node as Json)
          .filter((param) => param.in === 'header' && param.required === true)
          .map((param) => param.name as string),
      } satisfies BodyOperation,
    ];
  }),
);

const EMPTY_VARIANTS = [
  { label: 'application/json, Content-Length: 0', contentType: 'application/json', stream: false, body: '' },
  { label: 'application/json, an empty stream', contentType: 'application/json', stream: true, body: '' },
  {
    label: 'application/json; charset=utf-8',
    contentType: 'application/json; charset=utf-8',
    stream: false,
    body: '',
  },
  // Only JSON's whitespace holds no JSON value: a client that writes a newline after nothing.
  {
    label: 'application/json, only whitespace',
    contentType: 'application/json',
    stream: false,
    body: ' \r\n\t\n',
  },
  { label: 'text/plain, an empty stream', contentType: 'text/plain', stream: true, body: '' },
  {
    label: 'a form, Content-Length: 0',
    contentType: 'application/x-www-form-urlencoded',
    stream: false,
    body: '',
  },
] as const;

contractSuite('empty bodies', (ctx) => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { api } = ctx;
    const client = await api.createClient({ domain: 'corpo-vuoto.it', plan: 'pro' });
    const started = await api.post('/questionnaire/start', { session_id: 'session_corpo_vuoto', plan_type: 'pro' });
    expect(started.status).toBe(200);
    Object.assign(ids, { client_id: client.clientId, session_id: 'session_corpo_vuoto' });
  });

  /**
   * A session of its own for every call: a logout among the operations ends the one it is sent with, and a
   * token rotation the client's access token.
   */
  async function sessionFor(role: BodyOperation['role']): Promise<string | undefined> {
    if (role === 'admin') return ctx.api.adminToken();
    if (role === 'client') return (await ctx.api.createClient({ plan: 'pro' })).session;
    return undefined;
  }

  it('covers the operations it means to', () => {
    const byKind = (kind: BodyOperation['body']) => OPERATIONS.filter((op) => op.body === kind).map((op) => op.id);
    expect(byKind('optional')).toEqual(expect.arrayContaining(['createClientAccess', 'completeQuestionnaire']));
    expect(byKind('none')).toContain('rotateClientToken');
    expect(OPERATIONS.filter((op) => op.bytesOnly).map((op) => op.id)).toEqual(['uploadSiteImage']);
    expect(byKind('required')).toEqual(expect.arrayContaining(['adminLogin', 'trackPageView', 'updateClient']));
  });

  it.each(OPERATIONS.map((op) => [op.id, op] as const))('%s: an empty body is no body', async (_id, op) => {
    // Ids the scenario does not have get a well-formed unknown one (an unknown email, report token...).
    const path = op.template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'sconosciuto_0123456789abcd');
    const headers = Object.fromEntries(op.headers.map((name) => [name, 'segnaposto']));
    for (const variant of EMPTY_VARIANTS) {
      // Bytes sent to an operation that takes only bytes are not empty: a JSON body is a wrong format there.
      if (variant.body !== '' && op.bytesOnly) continue;
      const answer = await ctx.api.call(op.method, path, {
        body: variant.body,
        contentType: variant.contentType,
        stream: variant.stream,
        headers,
        token: await sessionFor(op.role),
      });
      const what = `${op.id} with ${variant.label} → ${answer.status} ${answer.text.slice(0, 200)}`;
      if (op.body === 'required') {
        expect(answer.status, what).toBe(400);
        expect(answer.body, what).toMatchObject({
          type: problems.emptyBody().type,
          detail: problems.emptyBody().detail,
        });
        expect(answer.body.field, what).toBeUndefined();
      } else {
        // The same call with no body at all (no Content-Type either) gets the same answer: an unknown id's
        // 404 or a missing signature's 400 stay what they are, and nothing is refused for its format.
        const bare = await ctx.api.call(op.method, path, { token: await sessionFor(op.role) });
        expect(answer.status, what).toBe(bare.status);
        expect((answer.body as { type?: string } | null)?.type, what).toBe(
          (bare.body as { type?: string } | null)?.type,
        );
        expect(answer.status, what).not.toBe(415);
        if (answer.status === 400) expect(answer.body.type, what).not.toBe(problems.emptyBody().type);
      }
    }
  });
});
