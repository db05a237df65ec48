/**
 * «Genera bozza» on the reference server with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set: the draft's copy
 * comes from a fake OpenAI-compatible server on loopback, over real HTTP; a slot that invents a fact keeps
 * its template; a model that fails, is late or answers something that is not JSON leaves every template;
 * what the operator edited survives regeneration; the key is never logged.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Brief, SiteContent } from '@core/api';
import { draftFromBrief } from '@core/sites';
import { loadOpenApiDocument } from '../src/app';
import { siteCopywriterFromEnv } from '../src/llm-copywriter';
import type { Logger } from '../src/logger';
import { startServer, type TestServer } from './helpers';

type Mode = 'good' | 'price' | 'error' | 'silent' | 'not-json';

let fake: Server;
let fakeUrl: string;
let mode: Mode = 'good';
const seen: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
const held: ServerResponse[] = [];

const GOOD = {
  hero_title: 'La pizza napoletana di Gennaro, nel cuore di Napoli',
  hero_text: 'Forno a legna e impasto a 48 ore, per famiglie e turisti.',
  about_paragraphs: ['Da Gennaro la pizza napoletana cuoce nel forno a legna.', 'Ingredienti DOP, impasto di 48 ore.'],
  call_to_action: 'Prenota il tuo tavolo',
  closing_title: 'Ti aspettiamo da Gennaro',
  closing_text: 'Chiamaci o scrivici: ti teniamo un tavolo.',
};

function answer(res: ServerResponse, content: string) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) as Record<string, unknown> });
      if (mode === 'error') {
        res.writeHead(500);
        res.end('{"error":"boom"}');
      } else if (mode === 'silent') held.push(res);
      else if (mode === 'not-json') answer(res, 'Ecco i testi: titolo «Benvenuti»');
      else if (mode === 'price')
        answer(res, JSON.stringify({ ...GOOD, hero_text: 'Margherita a soli 5 €, la più buona della città.' }));
      else answer(res, JSON.stringify(GOOD));
    });
  });
  await new Promise<void>((resolve) => {
    fake.once('error', () => fake.listen(0, '127.0.0.1', resolve));
    fake.listen(18300 + (process.pid % 50), '127.0.0.1', resolve);
  });
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
const logger: Logger = {
  info: (message, fields) => lines.push({ level: 'info', message, fields }),
  error: (message, fields) => lines.push({ level: 'error', message, fields }),
};
const openapi = await loadOpenApiDocument();
const ENV = { LLM_BASE_URL: '', LLM_API_KEY: 'segreta-site-123', LLM_MODEL: 'modello-testi' };

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer({
    workers: { enabled: false },
    siteCopywriter: siteCopywriterFromEnv({ ...ENV, LLM_BASE_URL: fakeUrl }, logger, openapi, { timeoutMs: 800 }),
  });
  admin = await server.adminToken();
});
afterAll(() => server.close());
beforeEach(() => {
  mode = 'good';
  seen.length = 0;
});

let sessions = 0;
/** A confirmed brief and its paid order. */
async function paidOrder(): Promise<{ orderId: string; brief: Brief }> {
  sessions += 1;
  const session = `session_1774000000000_testi${sessions}_${Math.random().toString(36).slice(2, 8)}`;
  await server.request('POST', '/api/questionnaire/start', { json: { session_id: session, plan_type: 'basic' } });
  const patched = await server.request('PATCH', `/api/questionnaire/brief/${session}`, {
    json: {
      business_name: 'Pizzeria Da Gennaro',
      activity: 'pizzeria napoletana con forno a legna',
      city: 'Napoli',
      target_customers: 'famiglie e turisti',
      strengths: 'forno a legna, impasto a 48 ore, ingredienti DOP',
      services: [{ name: 'Margherita', price: '6 €' }],
      phone: '081 555 1234',
      email: 'gennaro@dagennaro.it',
      vat_number: '01234567890',
      register: 'tu',
    },
  });
  expect(patched.status).toBe(200);
  const done = await server.request('POST', `/api/questionnaire/complete/${session}`, { json: { confirmed: true } });
  expect(done.status).toBe(200);
  const paid = await server.request('POST', `/api/admin/orders/${done.body.order_id}/mark-paid`, {
    json: { note: 'Contanti' },
    token: admin,
  });
  expect(paid.status).toBe(200);
  return { orderId: done.body.order_id, brief: done.body.brief as Brief };
}

async function draft(orderId: string): Promise<SiteContent> {
  const created = await server.request('POST', `/api/admin/orders/${orderId}/site/draft`, { token: admin });
  expect(created.status).toBe(201);
  const site = await server.request('GET', `/api/admin/orders/${orderId}/site`, { token: admin });
  return site.body.latest.content as SiteContent;
}

const props = (content: SiteContent, type: string) =>
  content.sections.find((s) => s.type === type)!.props as unknown as Record<string, unknown>;

describe('«Genera bozza» with a language model', () => {
  it('uses good copy in its slots, and the facts stay the brief’s', async () => {
    const { orderId, brief } = await paidOrder();
    const content = await draft(orderId);
    const templates = draftFromBrief(brief).content;
    expect(props(content, 'hero')).toMatchObject({
      title: GOOD.hero_title,
      text: GOOD.hero_text,
      primary: { label: GOOD.call_to_action, href: 'tel:+390815551234' },
    });
    expect(props(content, 'about').paragraphs).toEqual(GOOD.about_paragraphs);
    expect(props(content, 'cta')).toMatchObject({ title: GOOD.closing_title, text: GOOD.closing_text });
    expect(content.business).toEqual(templates.business);
    expect(props(content, 'menu')).toEqual(props(templates, 'menu'));

    expect(seen).toHaveLength(1);
    expect(seen[0]!.auth).toBe('Bearer segreta-site-123');
    expect(seen[0]!.body).toMatchObject({
      model: 'modello-testi',
      response_format: { type: 'json_schema', json_schema: { name: 'testi_sito', strict: true } },
    });
    expect(lines.some((l) => l.level === 'info' && l.fields?.llm_model === 'modello-testi')).toBe(true);
  });

  it('keeps the template of a slot that invents a price, and logs which slot', async () => {
    mode = 'price';
    const { orderId, brief } = await paidOrder();
    const content = await draft(orderId);
    const templates = draftFromBrief(brief).content;
    expect(props(content, 'hero').title).toBe(GOOD.hero_title);
    expect(props(content, 'hero').text).toBe(props(templates, 'hero').text);
    expect(props(content, 'hero').text).not.toContain('5 €');
    expect(props(content, 'about').paragraphs).toEqual(GOOD.about_paragraphs);
    expect(lines).toContainEqual({
      level: 'info',
      message: expect.stringContaining('testo del modello scartato'),
      fields: { slot: 'hero_text', reason: 'numero non nel brief («5»)' },
    });
  });

  it.each([
    ['answers 500', 'error', /risposta 500/],
    ['does not answer in time', 'silent', /timeout dopo 800 ms/],
    ['answers something that is not JSON', 'not-json', /JSON non valido/],
  ] as const)('leaves every template when the model %s', async (_case, failing, reason) => {
    mode = failing;
    const { orderId, brief } = await paidOrder();
    const content = await draft(orderId);
    expect(content).toEqual(draftFromBrief(brief).content);
    const logged = lines.filter((l) => l.level === 'error').at(-1);
    expect(logged?.message).toMatch(/modello linguistico non disponibile/);
    expect(String(logged?.fields?.reason)).toMatch(reason);
  });

  it('never overwrites what the operator edited when the draft is generated again', async () => {
    const { orderId } = await paidOrder();
    const first = await draft(orderId);
    const content = structuredClone(first);
    (props(content, 'hero') as { title: string }).title = 'Il titolo scelto dall’operatore';
    const site = await server.request('GET', `/api/admin/orders/${orderId}/site`, { token: admin });
    const saved = await server.request('POST', `/api/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content,
        theme: site.body.latest.theme,
        palette: site.body.latest.palette,
        edited_fields: ['/sections/hero/props/title'],
      },
    });
    expect(saved.status).toBe(201);
    const again = await draft(orderId);
    expect(props(again, 'hero')).toMatchObject({ title: 'Il titolo scelto dall’operatore', text: GOOD.hero_text });
    expect(props(again, 'about').paragraphs).toEqual(GOOD.about_paragraphs);
  });

  it('never logs the key', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('segreta-site-123');
  });
});

describe('siteCopywriterFromEnv', () => {
  it('is off unless all three variables are set', () => {
    expect(siteCopywriterFromEnv({}, logger, openapi)).toBeUndefined();
    expect(siteCopywriterFromEnv({ ...ENV, LLM_BASE_URL: fakeUrl, LLM_MODEL: ' ' }, logger, openapi)).toBeUndefined();
    expect(siteCopywriterFromEnv({ ...ENV, LLM_BASE_URL: fakeUrl }, logger, openapi)).toBeTypeOf('function');
  });
});
