/**
 * What the body reader makes of a request's body (issue 30, and the parser that replaced koa-body):
 * - `Content-Type: application/json` with no body at all, as `curl -X POST -H 'Content-Type: application/json'`
 *   sends it (neither Content-Length nor Transfer-Encoding: fetch always frames its bodies, so the
 *   contract suite cannot send this one) is no body, not a body of the wrong format;
 * - JSON under any JSON media type or as text/plain, and what is refused as malformed or of another format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '@core/problems';
import { BROWSER_UA, startServer, type TestServer } from './helpers';
import { openRaw, postHead } from './support/raw-http';

describe('a JSON Content-Type without a body', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    admin = await s.adminToken();
  });
  afterAll(async () => {
    await s.close();
  });

  async function unframed(path: string, token?: string) {
    const connection = await openRaw(s.url);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': BROWSER_UA,
      Connection: 'close',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    connection.write(postHead(path, headers));
    const answer = await connection.answer();
    return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
  }

  it('runs an operation whose body is optional as if none was sent', async () => {
    const created = await unframed('/api/admin/create-client-access', admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ client: { plan: 'basic', domain: null } });
  });

  it('reaches an operation that takes no body', async () => {
    const started = await s.request('POST', '/api/questionnaire/start', {
      json: { session_id: 'session_senza_corpo', plan_type: 'basic' },
    });
    expect(started.status).toBe(200);
    const completed = await unframed('/api/questionnaire/complete/session_senza_corpo');
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed' });
  });

  it('says the body is empty where one is required', async () => {
    for (const path of ['/api/admin/login', '/api/track/page-view', '/api/questionnaire/start']) {
      const answer = await unframed(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ detail: problems.emptyBody().detail });
    }
  });
});

describe('what the body reader makes of a body', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const EVENT = { page_url: 'https://pizzeria.it/', session_id: 'lettore' };
  const send = (body: string, contentType: string) =>
    s.request('POST', '/api/track/page-view', { body, headers: { 'Content-Type': contentType } });

  it('parses JSON under any JSON media type, and JSON sent as text/plain with a byte-order mark', async () => {
    expect((await send(JSON.stringify(EVENT), 'application/json; charset=utf-8')).status).toBe(202);
    expect((await send(JSON.stringify(EVENT), 'application/vnd.landing+json')).status).toBe(202);
    expect((await send(`\uFEFF${JSON.stringify(EVENT)}`, 'text/plain;charset=UTF-8')).status).toBe(202);
  });

  it('refuses as malformed JSON a scalar, or an object with a __proto__ key', async () => {
    for (const body of ['42', '"testo"', `{"__proto__":{"x":1},"page_url":"https://pizzeria.it/","session_id":"p"}`]) {
      const answer = await send(body, 'application/json');
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toMatchObject({ detail: problems.malformedJson().detail });
    }
  });

  it('refuses a body of a media type no operation takes', async () => {
    const answer = await send('page_url=x', 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: '/problemi/formato-non-supportato' });
  });
});
