/**
 * The draft's copy from a language model, with a fake `fetch` (the server test goes over real HTTP): the
 * response format read from the contract, each slot used or left to its template, and a failed call
 * leaving every template.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import type { Brief } from '../api';
import { createSiteContentValidator, type OpenApiDocument } from '../validation';
import { draftFromBrief } from './draft';
import { COPY_SLOT_NAMES, copyResponseFormat, createLlmCopywriter } from './llm-copy';

const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

const brief: Brief = {
  plan_type: 'basic',
  business_name: 'Pizzeria da Gennaro',
  owner_name: 'Gennaro Esposito',
  activity: 'pizzeria napoletana con forno a legna',
  city: 'Napoli',
  target_customers: 'famiglie e turisti',
  services: [
    { name: 'Margherita', price: '6 €' },
    { name: 'Pizza fritta', price: null },
  ],
  strengths: 'forno a legna, impasto a 48 ore, ingredienti DOP',
  tone: null,
  style: 'business',
  colors: [],
  contacts: { email: 'info@dagennaro.it', phone: '081 555 1234', address: null, whatsapp: null, social: [] },
  domain_wish: null,
  notes: null,
  register: 'tu',
};

const GOOD = {
  hero_title: 'La pizza napoletana di Gennaro, nel cuore di Napoli',
  hero_text: 'Forno a legna e impasto a 48 ore, per famiglie e turisti.',
  about_paragraphs: [
    'Gennaro Esposito porta in tavola la pizza napoletana cotta nel forno a legna.',
    'Ingredienti DOP e un impasto che riposa 48 ore.',
  ],
  call_to_action: 'Prenota il tuo tavolo',
  closing_title: 'Ti aspettiamo da Gennaro',
  closing_text: 'Chiamaci o scrivici: ti teniamo un tavolo.',
};

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
const completion = (content: string) =>
  new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function writer(fetch: typeof globalThis.fetch, onFallback = vi.fn()) {
  return {
    onFallback,
    write: createLlmCopywriter({
      baseUrl: 'http://llm.invalid/v1/',
      apiKey: 'chiave-segreta',
      model: 'modello-prova',
      document: openapi,
      fetch,
      timeoutMs: 1000,
      onFallback,
    }),
  };
}

describe('copyResponseFormat', () => {
  it('reads each slot from the contract: nullable, lengths in words (strict mode refuses them), counts as written', () => {
    const format = copyResponseFormat(openapi);
    const { schema, strict } = format.json_schema;
    expect(strict).toBe(true);
    expect(schema.required).toEqual(COPY_SLOT_NAMES);
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(props.hero_title).toMatchObject({ type: ['string', 'null'] });
    expect(props.hero_title!.description).toContain('Da 1 a 160 caratteri.');
    expect(props.call_to_action!.description).toContain('Da 1 a 60 caratteri.');
    expect(props.about_paragraphs).toMatchObject({ type: ['array', 'null'], maxItems: 6, items: { type: 'string' } });
    expect((props.about_paragraphs!.items as { description: string }).description).toBe('Da 1 a 1200 caratteri.');
    expect(JSON.stringify(format)).not.toMatch(/minLength|maxLength|\$ref/);
  });

  it('follows the contract when a limit changes there', () => {
    const changed = structuredClone(openapi) as { components: { schemas: Record<string, { maxLength?: number }> } };
    changed.components.schemas.SiteLine!.maxLength = 90;
    const props = copyResponseFormat(changed).json_schema.schema.properties as Record<string, { description: string }>;
    expect(props.hero_title!.description).toContain('Da 1 a 90 caratteri.');
  });
});

describe('createLlmCopywriter', () => {
  it('asks once, with the brief, the register and the derived format, and uses every good slot', async () => {
    const { fetch, calls } = fakeFetch(() => completion(JSON.stringify(GOOD)));
    const { write, onFallback } = writer(fetch);
    const draft = draftFromBrief(brief);
    const outcome = await write(brief, draft);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://llm.invalid/v1/chat/completions');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer chiave-segreta');
    const body = JSON.parse(String(calls[0]!.init.body)) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: unknown;
    };
    expect(body.model).toBe('modello-prova');
    expect(body.response_format).toEqual(copyResponseFormat(openapi));
    expect(body.messages[0]!.content).toContain('dando del tu');
    expect(body.messages[1]!.content).toContain('pizzeria napoletana con forno a legna');
    // Contacts are facts for their own slots, not for the copy.
    expect(body.messages[1]!.content).not.toContain('081 555 1234');

    expect(outcome.used).toEqual(COPY_SLOT_NAMES);
    expect(outcome.fallbacks).toEqual([]);
    expect(onFallback).not.toHaveBeenCalled();
    expect(validate(outcome.content)).toBeNull();
    const byType = (type: string) =>
      outcome.content.sections.find((s) => s.type === type)!.props as never as Record<string, unknown>;
    expect(byType('hero')).toMatchObject({
      title: GOOD.hero_title,
      text: GOOD.hero_text,
      primary: { label: GOOD.call_to_action, href: 'tel:+390815551234' },
    });
    expect(byType('about').paragraphs).toEqual(GOOD.about_paragraphs);
    expect(byType('contacts')).toMatchObject({ action: { label: GOOD.call_to_action } });
    expect(byType('cta')).toMatchObject({
      title: GOOD.closing_title,
      text: GOOD.closing_text,
      action: { label: GOOD.call_to_action },
    });
    // The facts are the brief's, untouched; the draft given is not changed either.
    expect(outcome.content.business).toEqual(draft.content.business);
    expect(draft.content).toEqual(draftFromBrief(brief).content);
  });

  it('leaves to its template each slot that invents a fact, breaks the register or the contract, or is null', async () => {
    const { fetch } = fakeFetch(() =>
      completion(
        JSON.stringify({
          ...GOOD,
          hero_text: 'Margherita a soli 5 €, la più buona di Napoli.',
          about_paragraphs: ['Dal 1985 in Via Toledo.'],
          call_to_action: 'Prenoti un tavolo',
          closing_title: 'x'.repeat(161),
          closing_text: null,
        }),
      ),
    );
    const { write, onFallback } = writer(fetch);
    const draft = draftFromBrief(brief);
    const outcome = await write(brief, draft);
    expect(outcome.used).toEqual(['hero_title']);
    expect(Object.fromEntries(outcome.fallbacks.map((f) => [f.slot, f.reason]))).toEqual({
      hero_text: 'numero non nel brief («5»)',
      about_paragraphs: 'numero non nel brief («1985»)',
      call_to_action: 'forma del Lei in una pagina con il tu («Prenoti»)',
      closing_title: 'non conforme al contratto',
      closing_text: 'il modello non l’ha scritto',
    });
    expect(onFallback).toHaveBeenCalledWith('numero non nel brief («5»)', 'hero_text');
    const hero = outcome.content.sections.find((s) => s.type === 'hero')!;
    const draftHero = draft.content.sections.find((s) => s.type === 'hero')!;
    expect(hero.props).toEqual({ ...draftHero.props, title: GOOD.hero_title });
    expect(outcome.content.sections.slice(1)).toEqual(draft.content.sections.slice(1));
    expect(validate(outcome.content)).toBeNull();
  });

  it('keeps every template when the call fails or the answer is not JSON, and reports it without the key', async () => {
    for (const answer of [
      () => new Response('boom', { status: 500 }),
      () => completion('{"hero_title": "Benvenuti"'),
      () => completion('["non", "un", "oggetto"]'),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const { fetch } = fakeFetch(answer);
      const { write, onFallback } = writer(fetch);
      const draft = draftFromBrief(brief);
      const outcome = await write(brief, draft);
      expect(outcome.content).toEqual(draft.content);
      expect(outcome.used).toEqual([]);
      expect(onFallback).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(onFallback.mock.calls)).not.toContain('chiave-segreta');
    }
  });

  it('gives up after its deadline', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    const slowFetch = ((url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        void fetch(url, init);
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as unknown as typeof globalThis.fetch;
    const { write, onFallback } = writer(slowFetch);
    const draft = draftFromBrief(brief);
    const outcome = await write(brief, draft);
    expect(outcome.content).toEqual(draft.content);
    expect(onFallback.mock.calls[0]![0]).toMatch(/timeout dopo 1000 ms/);
  });

  it('tells the model to use the Lei when the brief asks for it, and refuses tu forms then', async () => {
    const { fetch, calls } = fakeFetch(() => completion(JSON.stringify(GOOD)));
    const { write } = writer(fetch);
    const lei = { ...brief, register: 'lei' as const };
    const outcome = await write(lei, draftFromBrief(lei));
    const body = JSON.parse(String(calls[0]!.init.body)) as { messages: Array<{ content: string }> };
    expect(body.messages[0]!.content).toContain('dando del Lei');
    expect(outcome.used).toEqual(['hero_title', 'hero_text', 'about_paragraphs']);
  });
});
