import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../problems';
import { createBackend } from '../backend/service/index';
import { createMemoryStore } from '../backend/memory-store';
import { createWebCryptoPasswordHasher, createWebCryptoTokenCodec } from '../backend/webcrypto-ports';
import { compileDocument } from './document';
import { contractOperations, operationRoles } from './operations';
import { createRequestValidator } from './request';
import { createResponseValidator } from './response';

const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const validator = createRequestValidator(doc);

function problem(fn: () => unknown): ApiProblem {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('request validator', () => {
  it('matches operations with path parameters and roles', () => {
    const ok = validator.validate({
      method: 'POST',
      path: '/api/questionnaire/chat/session_1.a:b',
      contentType: 'application/json',
      body: { role: 'user', content: 'Ciao' },
    });
    expect(ok).toMatchObject({ operationId: 'chatQuestionnaire', params: { session_id: 'session_1.a:b' }, role: null });
    expect(validator.match('GET', '/api/admin/stats')).toMatchObject({ operationId: 'getAdminStats', role: 'admin' });
    expect(validator.match('GET', '/api/')).toMatchObject({ operationId: 'getAppInfo' });
    expect(validator.match('GET', '/api')).toMatchObject({ operationId: 'getAppInfo' });
  });

  it("reads each operation's role from the contract's security, failing closed", () => {
    const roles = operationRoles(doc);
    expect(roles).toMatchObject({
      getAppInfo: null,
      trackPageView: null,
      adminLogin: null,
      getAdminStats: 'admin',
      getClientStats: 'client',
    });
    const withSecurity = (security: unknown) => ({
      ...doc,
      paths: {
        '/x': {
          get: {
            operationId: 'x',
            ...(security === undefined ? {} : { security }),
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      security: undefined,
    });
    expect(operationRoles(withSecurity([]))).toEqual({ x: null });
    expect(operationRoles(withSecurity([{ clientBearer: [] }]))).toEqual({ x: 'client' });
    expect(() => operationRoles(withSecurity(undefined))).toThrow(/declares no security/);
    expect(() => operationRoles(withSecurity([{ apiKey: [] }]))).toThrow(/unknown security scheme apiKey/);
    expect(() => operationRoles(withSecurity([{ adminBearer: [] }, { clientBearer: [] }]))).toThrow(
      /more than one role/,
    );
  });

  it('has a backend handler for every operation of the contract, and none besides', () => {
    const clock = { now: () => 0 };
    const backend = createBackend({
      store: createMemoryStore(),
      tokens: createWebCryptoTokenCodec('x'.repeat(32), clock),
      passwords: createWebCryptoPasswordHasher(1000),
      settings: { paymentLinks: { basic: null, pro: null }, demoMode: false },
    });
    const ids = contractOperations(doc).map((op) => op.operationId);
    const handlers = Object.keys(backend).filter(
      (key) => !['authenticate', 'handle', 'jobs', 'directory'].includes(key),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(handlers.sort()).toEqual([...ids].sort());
    expect(compileDocument(doc).operations.length).toBe(ids.length);
  });

  it('answers 404 for unknown paths and 405 for a wrong method', () => {
    expect(problem(() => validator.validate({ method: 'GET', path: '/api/nope' })).status).toBe(404);
    const wrong = problem(() => validator.validate({ method: 'DELETE', path: '/api/admin/stats' }));
    expect(wrong.status).toBe(405);
    expect(wrong.headers.Allow).toBe('GET');
  });

  it('names the missing or invalid field in Italian', () => {
    const missing = problem(() =>
      validator.validate({
        method: 'POST',
        path: '/api/track/page-view',
        contentType: 'application/json',
        body: { session_id: 's' },
      }),
    );
    expect(missing).toMatchObject({ status: 400, field: 'page_url', detail: 'Il campo page_url è obbligatorio.' });
    const enumError = problem(() =>
      validator.validate({
        method: 'POST',
        path: '/api/track/click',
        contentType: 'application/json',
        body: { page_url: 'https://a.it/', session_id: 's', click_type: 'boh' },
      }),
    );
    expect(enumError).toMatchObject({ field: 'click_type' });
    expect(enumError.detail).toContain('button, link, cta, unknown');
    const nullable = problem(() =>
      validator.validate({
        method: 'PATCH',
        path: '/api/admin/clients/c1',
        contentType: 'application/json',
        body: { domain: 'Not A Domain' },
      }),
    );
    expect(nullable).toMatchObject({ field: 'domain', detail: 'Il campo domain non ha un formato valido.' });
    const extra = problem(() =>
      validator.validate({
        method: 'PATCH',
        path: '/api/admin/clients/c1',
        contentType: 'application/json',
        body: { nope: 1 },
      }),
    );
    expect(extra).toMatchObject({ field: 'nope' });
    const long = problem(() =>
      validator.validate({
        method: 'POST',
        path: '/api/track/page-view',
        contentType: 'application/json',
        body: { page_url: 'x'.repeat(2001), session_id: 's' },
      }),
    );
    expect(long).toMatchObject({ field: 'page_url', detail: 'Il campo page_url supera il limite di 2000 caratteri.' });
  });

  it('validates query and path parameters', () => {
    const date = problem(() =>
      validator.validate({
        method: 'GET',
        path: '/api/admin/stats',
        query: new URLSearchParams('start_date=2026-1-01'),
      }),
    );
    expect(date).toMatchObject({ status: 400, field: 'start_date' });
    const required = problem(() => validator.validate({ method: 'GET', path: '/api/client/heatmap', query: {} }));
    expect(required).toMatchObject({ status: 400, field: 'page_url' });
    const device = problem(() =>
      validator.validate({
        method: 'GET',
        path: '/api/client/heatmap',
        query: { page_url: 'https://a.it/', device: 'watch' },
      }),
    );
    expect(device).toMatchObject({ field: 'device' });
    const badId = problem(() => validator.validate({ method: 'POST', path: '/api/admin/clients/a%20b/rotate-token' }));
    expect(badId).toMatchObject({ field: 'client_id' });
    const ok = validator.validate({
      method: 'GET',
      path: '/api/admin/stats',
      query: new URLSearchParams('start_date=2026-01-01&x=1'),
    });
    expect(ok.query).toEqual({ start_date: '2026-01-01' });
  });

  it('parses text/plain JSON on track calls only and refuses malformed JSON', () => {
    const beacon = validator.validate({
      method: 'POST',
      path: '/api/track/page-view',
      contentType: 'text/plain;charset=UTF-8',
      body: '{"page_url":"https://a.it/","session_id":"s"}',
    });
    expect(beacon.body).toEqual({ page_url: 'https://a.it/', session_id: 's' });
    const malformed = problem(() =>
      validator.validate({
        method: 'POST',
        path: '/api/track/page-view',
        contentType: 'text/plain',
        body: '{"page_url":',
      }),
    );
    expect(malformed.status).toBe(400);
    const notText = problem(() =>
      validator.validate({ method: 'POST', path: '/api/admin/login', contentType: 'text/plain', body: '{}' }),
    );
    expect(notText).toMatchObject({ status: 400, type: '/problemi/formato-non-supportato' });
    const noBody = problem(() =>
      validator.validate({ method: 'POST', path: '/api/admin/login', contentType: 'application/json' }),
    );
    expect(noBody.status).toBe(400);
    const optional = validator.validate({ method: 'POST', path: '/api/admin/create-client-access' });
    expect(optional.body).toBeUndefined();
  });
});

describe('response validator', () => {
  const validate = createResponseValidator(doc);
  it('accepts a conforming body and reports a wrong one', () => {
    expect(
      validate({
        method: 'POST',
        path: '/api/track/click',
        status: 202,
        contentType: 'application/json',
        body: { accepted: true },
      }),
    ).toEqual([]);
    expect(
      validate({
        method: 'POST',
        path: '/api/track/click',
        status: 202,
        contentType: 'application/json',
        body: { accepted: 'yes' },
      }),
    ).not.toEqual([]);
    expect(
      validate({ method: 'POST', path: '/api/track/click', status: 418, contentType: 'application/json', body: {} }),
    ).not.toEqual([]);
    expect(
      validate({
        method: 'GET',
        path: '/api/admin/stats',
        status: 401,
        contentType: 'application/problem+json',
        body: { type: '/problemi/non-autorizzato', title: 'Non autorizzato', status: 401 },
      }),
    ).toEqual([]);
    const problem = { type: '/problemi/non-trovato', title: 'Non trovato', status: 404 };
    expect(
      validate({
        method: 'GET',
        path: '/api/nope',
        status: 404,
        contentType: 'application/problem+json',
        body: problem,
      }),
    ).toEqual([]);
    expect(
      validate({ method: 'GET', path: '/api/nope', status: 404, contentType: 'text/html', body: '<html>' }),
    ).not.toEqual([]);
    expect(
      validate({ method: 'GET', path: '/api/nope', status: 200, contentType: 'application/json', body: {} }),
    ).not.toEqual([]);
  });
});
