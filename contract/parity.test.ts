/**
 * The same script of requests against both backends, side by side: status, media type, the headers that
 * carry meaning and the whole body must be equal once the values that are random by design (ids, tokens,
 * request ids) are replaced by placeholders. Catches any difference the scenario assertions do not name.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiFor, type Api, type ApiAnswer, type RequestOptions } from './support/api';
import { createTestClock } from './support/clock';
import { CONTRACT_ADMIN, startTarget, type StartedTarget } from './support/targets';

const clock = createTestClock('2026-05-04T08:00:00Z');
let targets: StartedTarget[] = [];
let apis: Api[] = [];

beforeAll(async () => {
  // The reference server first; every other backend must answer exactly as it does.
  targets = [
    await startTarget('server', clock),
    await startTarget('postgres', clock),
    await startTarget('mock', clock),
  ];
  apis = targets.map(apiFor);
}, 30_000);
afterAll(async () => {
  for (const target of targets) await target.stop();
});

/** Ids: equal ids must stay equal (numbered placeholders). */
const RANDOM_KEYS = new Set(['client_id', 'questionnaire_id', 'order_id']);
/** Random per answer (two logins in the same second may even give the server the same JWT). */
const OPAQUE_KEYS = new Set(['request_id', 'access_token']);

/** Replaces random values by placeholders numbered in order of appearance, so equal ids stay equal. */
function normalise(value: unknown, seen: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item, seen));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (OPAQUE_KEYS.has(key) && typeof inner === 'string') return [key, `<${key}>`];
        if (RANDOM_KEYS.has(key) && typeof inner === 'string') {
          if (!seen.has(inner)) seen.set(inner, `<${key}:${seen.size}>`);
          return [key, seen.get(inner)];
        }
        return [key, normalise(inner, seen)];
      }),
    );
  }
  if (typeof value === 'string')
    return [...seen].reduce((text, [raw, placeholder]) => text.split(raw).join(placeholder), value);
  return value;
}

function comparable(answer: ApiAnswer, seen: Map<string, string>) {
  return {
    status: answer.status,
    type: (answer.headers.get('content-type') ?? '').split(';')[0],
    cache: answer.headers.get('cache-control'),
    retryAfter: answer.headers.get('retry-after'),
    disposition: answer.headers.get('content-disposition'),
    body: normalise(answer.body, seen),
  };
}

type Step = (api: Api, memory: Map<string, string>) => Promise<ApiAnswer>;

async function same(label: string, step: Step, memories: Map<string, string>[], seens: Map<string, string>[]) {
  const answers: ApiAnswer[] = [];
  for (const [index, api] of apis.entries()) answers.push(await step(api, memories[index]!));
  const [server, ...others] = answers.map((answer, index) => comparable(answer, seens[index]!));
  others.forEach((other, index) => {
    expect(other, `${label}: ${targets[index + 1]!.name} answers differently from the reference server`).toEqual(
      server,
    );
  });
  return answers;
}

it('answers a whole session of calls exactly like the reference server', async () => {
  const memories = targets.map(() => new Map<string, string>());
  const seens = targets.map(() => new Map<string, string>());
  const call =
    (method: string, path: string, options: RequestOptions = {}, token?: string): Step =>
    (api, memory) =>
      api.call(method, path, { ...options, token: token ? memory.get(token) : options.token });
  const remember = (key: string, field: string) => async (answers: ApiAnswer[]) => {
    answers.forEach((answer, index) => memories[index]!.set(key, answer.body[field]));
  };
  const step = (label: string, s: Step) => same(label, s, memories, seens);

  // The one intended difference: the mock says it is the demo.
  const serverInfo = await apis[0]!.get('/');
  const mockInfo = await apis[apis.length - 1]!.get('/');
  expect(serverInfo.body.settings.demo_mode).toBe(false);
  expect(mockInfo.body.settings.demo_mode).toBe(true);
  expect({ ...mockInfo.body, settings: { ...mockInfo.body.settings, demo_mode: false } }).toEqual(serverInfo.body);
  await remember(
    'admin',
    'access_token',
  )(await step('admin login', call('POST', '/admin/login', { json: CONTRACT_ADMIN })));
  await step('bad login', call('POST', '/admin/login', { json: { username: 'x', password: 'y' } }));

  const events: [string, string, unknown][] = [
    [
      '2026-05-04T08:01:00Z',
      '/track/page-view',
      {
        page_url: 'https://palestrafitzone.it/',
        page_title: 'FitZone Verona',
        referrer: 'https://www.instagram.com/',
        session_id: 'p1',
        viewport_width: 390,
      },
    ],
    [
      '2026-05-04T08:02:00Z',
      '/track/click',
      {
        page_url: 'https://palestrafitzone.it/',
        element_text: 'Prenota la prova gratuita',
        click_type: 'cta',
        session_id: 'p1',
        click_x: 0.3,
        click_y: 660,
        viewport_width: 390,
      },
    ],
    [
      '2026-05-04T08:03:00Z',
      '/track/scroll',
      { page_url: 'https://palestrafitzone.it/', session_id: 'p1', depth_percent: 72.5, viewport_width: 390 },
    ],
    [
      '2026-05-04T08:04:00Z',
      '/track/conversion',
      {
        conversion_type: 'prova_gratuita',
        session_id: 'p1',
        page_url: 'https://palestrafitzone.it/',
        metadata: { corso: 'functional' },
      },
    ],
    [
      '2026-05-05T19:30:00Z',
      '/track/page-view',
      { page_url: 'https://www.palestrafitzone.it/abbonamenti', page_title: 'Abbonamenti · FitZone', session_id: 'p2' },
    ],
    [
      '2026-05-05T19:31:00Z',
      '/track/click',
      {
        page_url: 'https://landingfacile.it/',
        element_id: 'get-started-button',
        element_text: null,
        click_type: 'cta',
        session_id: 'm1',
      },
    ],
    [
      '2026-05-05T19:32:00Z',
      '/track/conversion',
      { conversion_type: 'questionnaire_completed', plan_type: 'basic', value: 9, session_id: 'm1', metadata: {} },
    ],
  ];
  for (const [at, path, json] of events) {
    clock.set(at);
    await step(`track ${path} at ${at}`, call('POST', path, { json }));
  }
  clock.set('2026-05-06T09:00:00Z');
  await remember(
    'admin',
    'access_token',
  )(await step('admin login again', call('POST', '/admin/login', { json: CONTRACT_ADMIN })));
  await step('admin stats', call('GET', '/admin/stats', {}, 'admin'));
  await step(
    'admin stats, one day',
    call('GET', '/admin/stats?start_date=2026-05-05&end_date=2026-05-05', {}, 'admin'),
  );
  await step(
    'admin stats, empty range',
    call('GET', '/admin/stats?start_date=2026-06-01&end_date=2026-06-03', {}, 'admin'),
  );
  await step('admin csv', call('GET', '/admin/export/csv', {}, 'admin'));
  const created = await step(
    'create client',
    call('POST', '/admin/create-client-access', { json: { domain: 'palestrafitzone.it', plan: 'pro' } }, 'admin'),
  );
  await remember('clientToken', 'access_token')(created);
  await remember('clientId', 'client_id')(created);
  await step('clients', call('GET', '/admin/clients', {}, 'admin'));
  const login = await step('client login', (api, memory) =>
    api.call('POST', '/client/login', { json: { access_token: memory.get('clientToken') } }),
  );
  await remember('client', 'access_token')(login);
  await step('client stats', call('GET', '/client/stats', {}, 'client'));
  await step('client csv', call('GET', '/client/export/csv', {}, 'client'));
  const page = encodeURIComponent('https://palestrafitzone.it/');
  await step('client heatmap', call('GET', `/client/heatmap?page_url=${page}&device=phone`, {}, 'client'));
  await step('client scrollmap', call('GET', `/client/scrollmap?page_url=${page}&device=phone`, {}, 'client'));
  await step('client heatmap, desktop', call('GET', `/client/heatmap?page_url=${page}`, {}, 'client'));
  await step('client on admin area', call('GET', '/admin/stats', {}, 'client'));
  await step('admin on client area', call('GET', '/client/stats', {}, 'admin'));
  await step('disable client', (api, memory) =>
    api.call('PATCH', `/admin/clients/${memory.get('clientId')}`, {
      json: { is_active: false, domain: null },
      token: memory.get('admin'),
    }),
  );
  await step('disabled session', call('GET', '/client/stats', {}, 'client'));
  await step(
    'questionnaire start',
    call('POST', '/questionnaire/start', { json: { session_id: 'q1', plan_type: 'basic' } }),
  );
  await step(
    'questionnaire chat',
    call('POST', '/questionnaire/chat/q1', {
      json: { role: 'user', content: 'Sono Chiara, fioreria Il Girasole a Firenze.' },
    }),
  );
  await step(
    'questionnaire brief correction',
    call('PATCH', '/questionnaire/brief/q1', {
      json: { business_name: 'Fioreria Il Girasole', colors: ['giallo', 'verde'], email: 'ciao@ilgirasole.it' },
    }),
  );
  await step(
    'questionnaire brief bad email',
    call('PATCH', '/questionnaire/brief/q1', { json: { email: 'non-una-email' } }),
  );
  await step(
    'questionnaire chat after correction',
    call('POST', '/questionnaire/chat/q1', { json: { role: 'user', content: 'Vendiamo mazzi da 25 euro e piante.' } }),
  );
  await step('questionnaire complete', call('POST', '/questionnaire/complete/q1', { json: { confirmed: true } }));
  await step(
    'questionnaire brief after completion',
    call('PATCH', '/questionnaire/brief/q1', { json: { city: 'Prato' } }),
  );
  await step('questionnaires', call('GET', '/admin/questionnaires', {}, 'admin'));
  await step('bad date', call('GET', '/admin/stats?start_date=2026-02-30', {}, 'admin'));
  await step(
    'bad body',
    call('POST', '/track/click', { json: { page_url: 'https://x.it/', session_id: 's', click_type: 'x' } }),
  );
  await step('malformed json', call('POST', '/track/click', { body: '{', contentType: 'application/json' }));
  await step('unknown path', call('GET', '/sconosciuto'));
  await step('wrong method', call('PUT', '/admin/stats', {}, 'admin'));
  await step(
    'too large',
    call('POST', '/track/page-view', {
      json: { page_url: 'https://x.it/', session_id: 's', page_title: 'x'.repeat(20_000) },
    }),
  );
});
