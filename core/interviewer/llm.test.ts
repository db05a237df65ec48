/**
 * The language-model interviewer against a fake OpenAI-compatible server on loopback (node:http):
 * real HTTP, real timeouts, real fallbacks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../api';
import { buildBrief, initialInterview, interviewTurn } from './index';
import { createLlmInterviewer, LLM_TIMEOUT_MS, systemPrompt } from './llm';
import { parseBrief } from './brief-guard';

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: Array<{ body: Record<string, unknown>; auth: string | undefined; path: string | undefined }> = [];

function reply(res: ServerResponse, content: string) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ body, auth: req.headers.authorization, path: req.url });
      handler(body, req, res);
    });
  });
  // Ports 18200-18299 are this suite's; fall back to any free port when taken.
  await new Promise<void>((resolve) => {
    server.once('error', () => server.listen(0, '127.0.0.1', resolve));
    server.listen(18200 + (process.pid % 100), '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  handler = (_body, _req, res) => reply(res, 'Che bello! Chi sono i tuoi clienti ideali?');
});

const interviewer = (timeoutMs?: number) =>
  createLlmInterviewer({ baseUrl, apiKey: 'chiave-di-prova', model: 'modello-prova', timeoutMs, onFallback: vi.fn() });

const history: ChatMessage[] = [{ role: 'assistant', content: 'Ciao! Raccontami della tua attività.', timestamp: '2026-11-21T08:00:00.000Z' }];

describe('the language-model interviewer', () => {
  it('asks the API with the bearer key, the model and an Italian system prompt, and uses its reply', async () => {
    const start = initialInterview('pro');
    const turn = await interviewer().turn(start.state, 'Pizzeria Da Gennaro a Napoli', {}, history);
    expect(turn.message).toBe('Che bello! Chi sono i tuoi clienti ideali?');
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/v1/chat/completions');
    expect(received[0]!.auth).toBe('Bearer chiave-di-prova');
    const body = received[0]!.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe('modello-prova');
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('Dominio Pro');
    expect(body.messages.map((m) => m.content)).toContain('Pizzeria Da Gennaro a Napoli');
    // The deterministic interviewer still tracks the state and guides the model.
    expect(turn.state).toEqual(interviewTurn(start.state, 'Pizzeria Da Gennaro a Napoli').state);
    expect(body.messages.at(-1)!.content).toContain('Risposta di riferimento');
  });

  it('builds its system prompt from the topics and the plans', () => {
    const prompt = systemPrompt('basic');
    expect(prompt).toMatch(/stile/);
    expect(prompt).toMatch(/colori/);
    expect(prompt).toContain('1 € al mese');
    expect(prompt).toContain('«Ho finito - Procedi con la creazione»');
    expect(prompt).not.toContain('dominio desiderato');
    expect(systemPrompt('pro')).toContain('dominio desiderato');
  });

  it('falls back to the deterministic reply on a timeout (20 s by default)', async () => {
    expect(LLM_TIMEOUT_MS).toBe(20_000);
    handler = (_body, _req, res) => setTimeout(() => reply(res, 'troppo tardi'), 400);
    const start = initialInterview('basic');
    const started = Date.now();
    const turn = await interviewer(100).turn(start.state, 'Studio legale Rossi a Milano', {}, history);
    expect(Date.now() - started).toBeLessThan(380);
    expect(turn).toEqual(interviewTurn(start.state, 'Studio legale Rossi a Milano'));
  });

  it.each([
    ['a server error', (_b: unknown, _r: unknown, res: ServerResponse) => { res.writeHead(500); res.end('boom'); }],
    ['a reply without text', (_b: unknown, _r: unknown, res: ServerResponse) => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end('{"choices":[]}'); }],
    ['a body that is not JSON', (_b: unknown, _r: unknown, res: ServerResponse) => { res.writeHead(200); res.end('<html>'); }],
  ])('falls back on %s', async (_name, failing) => {
    handler = failing as Handler;
    const start = initialInterview('basic');
    const turn = await interviewer().turn(start.state, 'Palestra FitLab a Bologna', {}, history);
    expect(turn).toEqual(interviewTurn(start.state, 'Palestra FitLab a Bologna'));
  });

  it('falls back when the server cannot be reached', async () => {
    const offline = createLlmInterviewer({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', onFallback: vi.fn() });
    const start = initialInterview('basic');
    expect(await offline.turn(start.state, 'Pizzeria a Bari', {}, history)).toEqual(interviewTurn(start.state, 'Pizzeria a Bari'));
  });
});

describe('the brief from the language model', () => {
  const state = interviewTurn(initialInterview('pro').state, 'Pizzeria Da Gennaro a Napoli').state;
  const reference = buildBrief(state, 'business');
  it('starts from a deterministic brief that knows the name', () => expect(reference.business_name).toBe('Pizzeria Da Gennaro'));

  it('is validated and merged over the deterministic brief, keeping our plan and style', async () => {
    handler = (body, _req, res) => {
      expect(body.response_format).toEqual({ type: 'json_object' });
      reply(res, JSON.stringify({
        ...reference,
        plan_type: 'basic',
        style: 'medical',
        business_name: null,
        target_customers: 'Famiglie e turisti',
        services: [{ name: 'Margherita', price: '6 €' }],
        colors: ['rosso', 'bianco'],
      }));
    };
    const brief = await interviewer().brief(state, 'business', history);
    expect(brief).toMatchObject({
      plan_type: 'pro',
      style: 'business',
      business_name: reference.business_name,
      target_customers: 'Famiglie e turisti',
      services: [{ name: 'Margherita', price: '6 €' }],
      colors: ['rosso', 'bianco'],
    });
    expect(parseBrief(brief)).toEqual(brief);
  });

  it('falls back to the deterministic brief when the JSON breaks the schema', async () => {
    handler = (_body, _req, res) => reply(res, JSON.stringify({ ...reference, colors: 'rosso' }));
    expect(await interviewer().brief(state, 'business', history)).toEqual(reference);
    handler = (_body, _req, res) => reply(res, 'Ecco il brief: non è JSON');
    expect(await interviewer().brief(state, 'business', history)).toEqual(reference);
  });
});

describe('parseBrief', () => {
  const valid = buildBrief(initialInterview('basic').state, null);
  it('accepts a brief that satisfies the schema', () => {
    expect(parseBrief(valid)).toEqual(valid);
  });
  it.each([
    ['a missing key', (() => { const { notes: _n, ...rest } = valid; return rest; })()],
    ['a wrong plan', { ...valid, plan_type: 'gold' }],
    ['an unknown style', { ...valid, style: 'retro' }],
    ['a too-long name', { ...valid, business_name: 'x'.repeat(201) }],
    ['a service without a name', { ...valid, services: [{ price: '6 €' }] }],
    ['contacts without social', { ...valid, contacts: { ...valid.contacts, social: undefined } }],
  ])('refuses %s', (_name, value) => {
    expect(parseBrief(value)).toBeNull();
  });
});
