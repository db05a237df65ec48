/**
 * The reference server with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set: the questionnaire's replies and
 * the brief come from a fake OpenAI-compatible server on loopback; without them, or when the model fails,
 * the deterministic interviewer answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialInterview, interviewTurn } from '@core/interviewer';
import { MODEL_BRIEF_FIELDS } from '@core/interviewer/llm-prompt';
import { loadOpenApiDocument } from '../src/app';
import { interviewerFromEnv } from '../src/llm-interviewer';
import type { Logger } from '../src/logger';
import { startServer, type TestServer } from './helpers';

let fake: Server;
let fakeUrl: string;
let failing = false;
const seen: Array<{ auth: string | undefined; model: unknown }> = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, model: (JSON.parse(raw) as { model: unknown }).model });
      if (failing) {
        res.writeHead(503);
        res.end();
        return;
      }
      const brief = {
        ...Object.fromEntries(MODEL_BRIEF_FIELDS.map((k) => [k, null])),
        business_name: 'Pizzeria Da Gennaro',
        owner_name: 'Gennaro Esposito',
        city: 'Napoli',
      };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                role: 'assistant',
                content: JSON.stringify({ reply: 'Che bello! E chi sono i tuoi clienti?', brief }),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => {
    fake.once('error', () => fake.listen(0, '127.0.0.1', resolve));
    fake.listen(18250 + (process.pid % 50), '127.0.0.1', resolve);
  });
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

function capturingLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
  return { logger, lines };
}

const openapi = await loadOpenApiDocument();

describe('interviewerFromEnv', () => {
  it('is off unless all three variables are set', () => {
    const { logger } = capturingLogger();
    expect(interviewerFromEnv({}, logger, openapi)).toBeUndefined();
    expect(interviewerFromEnv({ LLM_BASE_URL: fakeUrl, LLM_MODEL: 'm' }, logger, openapi)).toBeUndefined();
    expect(
      interviewerFromEnv({ LLM_BASE_URL: fakeUrl, LLM_API_KEY: 'k', LLM_MODEL: '  ' }, logger, openapi),
    ).toBeUndefined();
  });
});

describe('the server with a language model', () => {
  let server: TestServer;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    server = await startServer({
      interviewer: interviewerFromEnv(
        { LLM_BASE_URL: fakeUrl, LLM_API_KEY: 'segreta-123', LLM_MODEL: 'modello-prova' },
        logger,
        openapi,
      ),
    });
  });
  afterAll(() => server.close());

  it('answers the chat with the model, over HTTP, without logging the key', async () => {
    const session = `session_llm_${Date.now()}`;
    await server.request('POST', '/api/questionnaire/start', { json: { session_id: session, plan_type: 'basic' } });
    const reply = await server.request('POST', `/api/questionnaire/chat/${session}`, {
      json: { role: 'user', content: 'Pizzeria Da Gennaro a Napoli' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.assistant_message.content).toBe('Che bello! E chi sono i tuoi clienti?');
    // The summary card shows the model's reading; a correction made there wins over it in later turns.
    expect(reply.body.brief_draft).toMatchObject({
      business_name: 'Pizzeria Da Gennaro',
      owner_name: 'Gennaro Esposito',
      city: 'Napoli',
    });
    const corrected = await server.request('PATCH', `/api/questionnaire/brief/${session}`, {
      json: { city: 'Pozzuoli' },
    });
    expect(corrected.body).toMatchObject({ city: 'Pozzuoli', edited_fields: ['city'] });
    const later = await server.request('POST', `/api/questionnaire/chat/${session}`, {
      json: { role: 'user', content: 'Siamo a Napoli centro.' },
    });
    expect(later.body.brief_draft).toMatchObject({ city: 'Pozzuoli', owner_name: 'Gennaro Esposito' });
    const complete = await server.request('POST', `/api/questionnaire/complete/${session}`, {
      json: { confirmed: true },
    });
    expect(complete.body.brief).toEqual(later.body.brief_draft);
    expect(seen.at(-1)).toEqual({ auth: 'Bearer segreta-123', model: 'modello-prova' });
    expect(JSON.stringify(lines)).not.toContain('segreta-123');
    expect(lines.some((l) => l.level === 'info' && l.fields?.llm_model === 'modello-prova')).toBe(true);
  });

  it('falls back to the deterministic reply for a turn when the model fails, and logs it', async () => {
    const session = `session_llm_fail_${Date.now()}`;
    await server.request('POST', '/api/questionnaire/start', { json: { session_id: session, plan_type: 'basic' } });
    failing = true;
    try {
      const reply = await server.request('POST', `/api/questionnaire/chat/${session}`, {
        json: { role: 'user', content: 'Pizzeria Da Gennaro a Napoli' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.assistant_message.content).toBe(
        interviewTurn(initialInterview('basic').state, 'Pizzeria Da Gennaro a Napoli').message,
      );
      expect(lines.some((l) => l.level === 'error')).toBe(true);
    } finally {
      failing = false;
    }
  });
});
