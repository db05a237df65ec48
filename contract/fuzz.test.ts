/**
 * Our own fuzzer of the contract: for every operation of openapi.yaml, requests generated from its
 * schemas, valid ones (values from json-schema-faker) and invalid ones (fast-check picks a mutation and the
 * junk that goes with it: a missing required field, a value of another type, a string past its limit,
 * a deep nesting, malformed JSON, another media type, an empty body under a JSON or text Content-Type, a
 * junk path segment or query value, no or a wrong token), sent to both backends. Checks: no 5xx, every
 * answer valid against the contract (status declared, body matching, Retry-After where declared; `apiFor`
 * checks each), an empty body taken as no body (the problem says it is empty where one is required), and
 * the backend still records events afterwards.
 *
 * Fast by default (a fixed seed; per operation 2×FUZZ_RUNS valid cases and FUZZ_RUNS of each kind of
 * mutation, FUZZ_RUNS=2). FUZZ_RUNS=100 for a long run,
 * FUZZ_SEED=<n> for another sequence (a failure message names its seed and case).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRef, type OpenApiDocument } from '@core/validation/document';
import { problems } from '@core/problems';
import { apiFor, type Api, type ApiAnswer, type RequestOptions } from './support/api';
import { createTestClock } from './support/clock';
import { startTarget, TARGETS, type StartedTarget } from './support/targets';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

// The contract read as plain JSON: its schemas are walked generically, whatever their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument & Json;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Json;
}

interface Operation {
  id: string;
  method: string;
  template: string;
  parameters: Parameter[];
  body: { schema: Json; required: boolean; text: boolean } | null;
  /** An operation that takes only bytes (an image upload): none are generated, an empty body is checked. */
  bytesRequired: boolean;
  role: 'admin' | 'client' | null;
}

function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      const parameters = ((op.parameters ?? []) as unknown[]).map(
        (p) => resolveRef(doc, p, '').node as unknown as Parameter,
      );
      const requestBody = op.requestBody ? (resolveRef(doc, op.requestBody, '').node as Json) : null;
      const security = (op.security ?? []) as Json[];
      out.push({
        id: op.operationId,
        method: method.toUpperCase(),
        template,
        parameters,
        // A binary body (an image upload) has no JSON schema to fuzz: its parameters and a missing body are.
        body: requestBody?.content['application/json']
          ? {
              schema: requestBody.content['application/json'].schema,
              required: requestBody.required === true,
              text: 'text/plain' in requestBody.content,
            }
          : null,
        bytesRequired: !!requestBody && !requestBody.content['application/json'] && requestBody.required === true,
        role: security.some((s) => 'adminBearer' in s)
          ? 'admin'
          : security.some((s) => 'clientBearer' in s)
            ? 'client'
            : null,
      });
    }
  }
  return out;
}

const OPERATIONS = operationsOf(document);

/** A value for a schema of the contract, from json-schema-faker with the given seed. */
function fake(schema: Json, seed: number, allOptionals: boolean): unknown {
  // The top-level $ref resolved first: json-schema-faker mishandles additionalProperties: false behind one.
  const generate = (always: boolean) =>
    generateSync(
      { ...deref(schema), components: document.components } as never,
      {
        seed,
        alwaysFakeOptionals: always,
        optionalsProbability: 0.5,
        maxDefaultItems: 2,
      } as never,
    );
  try {
    return generate(allOptionals);
  } catch {
    // It sometimes cannot meet minProperties with optional fields left out: fill them all.
    return generate(true);
  }
}

/** The schema a `$ref` (or a plain schema) stands for, one level down. */
function deref(schema: Json): Json {
  return schema.$ref ? (resolveRef(document, schema, '').node as Json) : schema;
}

/** What a fuzzed request needs from the running backend: tokens and ids that exist. */
interface Fixtures {
  adminToken: string;
  clientToken: string;
  clientId: string;
  sessionId: string;
  questionnaireId: string;
}

interface Case {
  label: string;
  method: string;
  path: string;
  options: RequestOptions;
  /** What this case's answer must be beyond the contract (status, problem), if anything. */
  expectAnswer?: (answer: ApiAnswer) => void;
}

type Mutation =
  | { kind: 'drop-required'; pick: number }
  | { kind: 'wrong-type'; pick: number; junk: unknown }
  | { kind: 'too-long'; pick: number; extra: number }
  | { kind: 'unknown-field'; name: string; junk: unknown }
  | { kind: 'deep'; depth: number }
  | { kind: 'junk-json'; junk: unknown }
  | { kind: 'malformed'; text: string }
  | { kind: 'media-type'; type: string }
  | { kind: 'empty-body'; type: string; stream: boolean; blank: string }
  | { kind: 'junk-param'; pick: number; text: string }
  | { kind: 'token'; token: string | undefined };

const junkValue = fc.oneof(
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
  fc.constantFrom(
    null,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    true,
    [],
  ),
);

/** One arbitrary per kind of mutation: each operation gets every kind, with generated details. */
const MUTATIONS: readonly fc.Arbitrary<Mutation>[] = [
  fc.record({ kind: fc.constant('drop-required' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wrong-type' as const), pick: fc.nat(), junk: junkValue }),
  fc.record({ kind: fc.constant('too-long' as const), pick: fc.nat(), extra: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({
    kind: fc.constant('unknown-field' as const),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    junk: junkValue,
  }),
  // Just past the contract's limit, or thousands of levels (the attack that once broke shared writes).
  fc.record({
    kind: fc.constant('deep' as const),
    depth: fc.oneof(fc.integer({ min: 6, max: 12 }), fc.integer({ min: 2000, max: 6000 })),
  }),
  fc.record({ kind: fc.constant('junk-json' as const), junk: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('malformed' as const), text: fc.string({ maxLength: 40 }).map((s) => `{"a":${s}`) }),
  fc.record({
    kind: fc.constant('media-type' as const),
    type: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ),
  }),
  // Many clients send Content-Type: application/json on every call, body or not.
  fc.record({
    kind: fc.constant('empty-body' as const),
    type: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml'),
    stream: fc.boolean(),
    // Under a JSON type, a body of only JSON's whitespace is no body either.
    blank: fc.stringMatching(/^[ \t\n\r]{0,6}$/),
  }),
  fc.record({
    kind: fc.constant('junk-param' as const),
    pick: fc.nat(),
    text: fc.string({ maxLength: 300, unit: 'grapheme' }),
  }),
  fc.record({
    kind: fc.constant('token' as const),
    token: fc.constantFrom(undefined, 'x', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'),
  }),
];

/** Builds a valid request: faked values, and ids and tokens that exist most of the time. */
function validCase(op: Operation, seed: number, useKnownIds: boolean, fixtures: Fixtures): Case {
  let path = op.template;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const [index, param] of op.parameters.entries()) {
    const known: Record<string, string> = {
      client_id: fixtures.clientId,
      session_id: fixtures.sessionId,
      questionnaire_id: fixtures.questionnaireId,
    };
    if (param.in === 'path') {
      const value =
        useKnownIds && known[param.name] ? known[param.name]! : String(fake(param.schema, seed + index, true));
      path = path.replace(`{${param.name}}`, encodeURIComponent(value));
    } else if (param.in === 'header') {
      // A header the contract requires (a webhook's signature) is sent with a faked value: the answer is
      // then about the rest of the request, not about the header's absence.
      if (param.required) headers[param.name] = String(fake(param.schema, seed + index, true));
    } else if (param.required || (seed + index) % 2 === 0) {
      const value = param.name === 'page_url' ? 'https://fuzz.example/' : fake(param.schema, seed + index, true);
      query.set(param.name, String(value));
    }
  }
  const search = query.toString();
  const options: RequestOptions = Object.keys(headers).length > 0 ? { headers } : {};
  if (op.body && (op.body.required || seed % 3 !== 0)) options.json = fake(op.body.schema, seed, seed % 2 === 0);
  if (op.role) options.token = op.role === 'admin' ? fixtures.adminToken : fixtures.clientToken;
  return {
    label: `valid ${op.id} seed ${seed}`,
    method: op.method,
    path: search ? `${path}?${search}` : path,
    options,
  };
}

/** JSON text of a value nested `depth` levels deep, arrays and objects in turn. */
function nested(depth: number): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i += 1) {
    if (i % 2 === 0) {
      open += '[';
      close = `]${close}`;
    } else {
      open += '{"n":';
      close = `}${close}`;
    }
  }
  return `${open}1${close}`;
}

/** A valid request with one mutation applied; mutations that do not fit the operation fall back to the token one. */
function invalidCase(op: Operation, seed: number, m: Mutation, fixtures: Fixtures): Case {
  const base = validCase(op, seed, true, fixtures);
  const label = `invalid ${op.id} seed ${seed} ${JSON.stringify(m).slice(0, 160)}`;
  const schema = op.body ? deref(op.body.schema) : null;
  const properties = Object.keys((schema?.properties as Json | undefined) ?? {});
  const body = (base.options.json ?? (schema ? fake(op.body!.schema, seed, true) : undefined)) as Json | undefined;
  const bodyObject = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : null;
  const pickOf = <T>(list: readonly T[], pick: number) => list[pick % list.length]!;
  const withBody = (value: unknown): Case => ({ ...base, label, options: { ...base.options, json: value } });

  switch (m.kind) {
    case 'drop-required': {
      const required = (schema?.required as string[] | undefined) ?? [];
      if (!bodyObject || required.length === 0) break;
      delete bodyObject[pickOf(required, m.pick)];
      return withBody(bodyObject);
    }
    case 'wrong-type':
      if (!bodyObject || properties.length === 0) break;
      return withBody({ ...bodyObject, [pickOf(properties, m.pick)]: m.junk });
    case 'too-long': {
      const strings = properties.filter(
        (name) => typeof deref((schema!.properties as Json)[name]).maxLength === 'number',
      );
      if (!bodyObject || strings.length === 0) break;
      const name = pickOf(strings, m.pick);
      return withBody({
        ...bodyObject,
        [name]: 'x'.repeat(deref((schema!.properties as Json)[name]).maxLength + m.extra),
      });
    }
    case 'unknown-field':
      if (!bodyObject) break;
      return withBody({ ...bodyObject, [m.name]: m.junk });
    case 'deep': {
      if (!bodyObject) break;
      // Written as text: JSON.stringify itself overflows the stack on a value thousands of levels deep.
      const field = properties.includes('metadata') ? 'metadata' : pickOf(properties, m.depth);
      const text = JSON.stringify({ ...bodyObject, [field]: '\u0000deep' }).replace(
        '"\\u0000deep"',
        `{"a":${nested(m.depth)}}`,
      );
      return {
        ...base,
        label,
        options: { ...base.options, json: undefined, body: text, contentType: 'application/json' },
      };
    }
    case 'junk-json':
      if (!op.body) break;
      return withBody(m.junk);
    case 'malformed':
      if (!op.body) break;
      return {
        ...base,
        label,
        options: { ...base.options, json: undefined, body: m.text, contentType: 'application/json' },
      };
    case 'media-type':
      if (!op.body) break;
      return {
        ...base,
        label,
        options: { ...base.options, json: undefined, body: JSON.stringify(body ?? {}), contentType: m.type },
      };
    case 'empty-body': {
      if (op.method === 'GET') break;
      const body = m.type.startsWith('application/json') && !op.bytesRequired ? m.blank : '';
      const options = { ...base.options, json: undefined, body, contentType: m.type, stream: m.stream };
      const expectAnswer = (answer: ApiAnswer) => {
        if (op.body?.required || op.bytesRequired)
          expect(answer.body).toMatchObject({ status: 400, detail: problems.emptyBody().detail });
        else expect(answer.body?.detail).not.toBe(problems.emptyBody().detail);
        expect(answer.body?.type).not.toBe(problems.unsupportedMediaType([]).type);
      };
      return { ...base, label, options, expectAnswer };
    }
    case 'junk-param': {
      const params = op.parameters.filter((param) => param.in !== 'header');
      if (params.length === 0) break;
      const param = pickOf(params, m.pick);
      const [pathPart, search = ''] = base.path.split('?');
      if (param.in === 'path') {
        const segments = op.template.split('/');
        const at = segments.indexOf(`{${param.name}}`);
        const actual = pathPart!.split('/');
        actual[at] = encodeURIComponent(m.text) || '%20';
        return { ...base, label, path: `${actual.join('/')}${search ? `?${search}` : ''}` };
      }
      const query = new URLSearchParams(search);
      query.set(param.name, m.text);
      return { ...base, label, path: `${pathPart}?${query}` };
    }
    case 'token':
      break;
  }
  const token = m.kind === 'token' ? m.token : undefined;
  return { ...base, label: `${label} (token ${token ?? 'none'})`, options: { ...base.options, token } };
}

describe.each(TARGETS)('contract fuzzer [%s]', (name) => {
  const clock = createTestClock('2026-07-01T10:00:00Z');
  let target: StartedTarget;
  let api: Api;
  let fixtures: Fixtures;

  beforeAll(async () => {
    target = await startTarget(name, clock);
    api = apiFor(target);
    const adminToken = await api.adminToken();
    // The admin's edits (disable, rotate) land on one client; the client calls use another one's session.
    const edited = await api.createClient({ domain: 'fuzz-edited.example', plan: 'basic' });
    const client = await api.createClient({ domain: 'fuzz.example', plan: 'pro' });
    const started = await api.post('/questionnaire/start', { session_id: 'fuzz_session', plan_type: 'pro' });
    fixtures = {
      adminToken,
      clientToken: client.session,
      clientId: edited.clientId,
      sessionId: 'fuzz_session',
      questionnaireId: started.body.questionnaire_id,
    };
  }, 30_000);

  afterAll(async () => {
    await target?.stop();
  });

  it.each(OPERATIONS.map((op) => [op.id, op] as const))(
    '%s: generated requests get declared answers, never a 5xx',
    async (_id, op) => {
      const seeds = fc.integer({ min: 1, max: 1_000_000 });
      const valid = fc.sample(fc.record({ seed: seeds, known: fc.boolean() }), { seed: SEED, numRuns: RUNS * 2 });
      const invalid = MUTATIONS.flatMap((mutation, kind) =>
        fc.sample(fc.record({ seed: seeds, mutation }), { seed: SEED + 1 + kind, numRuns: RUNS }),
      );
      const cases = [
        ...valid.map(({ seed, known }) => validCase(op, seed, known, fixtures)),
        ...invalid.map(({ seed, mutation: m }) => invalidCase(op, seed, m, fixtures)),
      ];
      for (const c of cases) {
        // apiFor fails the test when the answer is off the contract; the label names the case to replay.
        const answer = await api.call(c.method, c.path, c.options).catch((error: Error) => {
          throw new Error(`FUZZ_SEED=${SEED} ${c.label}: ${error.message}`);
        });
        expect(answer.status, `FUZZ_SEED=${SEED} ${c.label}`).toBeLessThan(500);
        if (c.expectAnswer) {
          try {
            c.expectAnswer(answer);
          } catch (error) {
            throw new Error(`FUZZ_SEED=${SEED} ${c.label}: ${(error as Error).message}`);
          }
        }
      }
    },
    60_000 + RUNS * 5_000,
  );

  it('still records and counts events after the fuzzing', async () => {
    clock.set('2026-07-09T10:00:00Z');
    const tracked = await api.post('/track/page-view', {
      page_url: 'https://fuzz.example/dopo',
      session_id: 'after_fuzz',
    });
    expect(tracked.status).toBe(202);
    expect(tracked.body).toEqual({ accepted: true });
    const stats = await api.get('/admin/stats?start_date=2026-07-09&end_date=2026-07-09', await api.adminToken());
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ total_page_views: 1, unique_visitors: 1 });
    expect((await api.post('/questionnaire/start', { session_id: 'after_fuzz', plan_type: 'basic' })).status).toBe(200);
  });
});
