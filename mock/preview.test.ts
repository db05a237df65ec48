/**
 * The demo's heatmap preview: each sample customer's site is a demo page of the product, framed from the
 * demo itself; the seed's clicks were placed on that page's measured layout, so the busiest heatmap cell is
 * on the page's main call to action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CLIENT_TOKENS } from './seed/credentials';
import layouts from './seed/demo-layouts.json';
import { createMockServer } from './node';

const BASE = 'http://mock.test/api';
const { server, runtime } = createMockServer({ baseUrl: BASE });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await runtime.ready;
});
afterAll(() => server.close());

async function get(path: string, token: string) {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

async function login(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('the demo heatmap preview', () => {
  it('frames the restaurant demo page for the pizzeria, with its measured height, on every device', async () => {
    const token = await login('/client/login', { access_token: DEMO_CLIENT_TOKENS.pizzeria });
    for (const [device, width] of [
      ['desktop', 1280],
      ['tablet', 820],
      ['phone', 390],
    ] as const) {
      const answer = await get(
        `/client/heatmap/preview?page_url=${encodeURIComponent('https://www.pizzeriadagennaro.it/')}&device=${device}`,
        token,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        page_url: 'https://www.pizzeriadagennaro.it/',
        device,
        width,
        mode: 'iframe',
        url: '/stile5',
        image: null,
        page_height: layouts['/stile5'].devices[device].document_height,
        captured_at: null,
        reason: null,
      });
    }
  });

  it('has no page for a domain that is not a sample site, nor for a page off the client’s domain', async () => {
    const admin = await login('/admin/login', DEMO_ADMIN);
    const other = await get(
      `/admin/clients/cli_gennaro_napoli/heatmap/preview?page_url=${encodeURIComponent('https://altro.it/')}`,
      admin,
    );
    expect(other.body).toMatchObject({ mode: 'unavailable', reason: 'outside_domain' });
    const created = await fetch(`${BASE}/admin/create-client-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ domain: 'nuovo-cliente.it', plan: 'pro' }),
    }).then((response) => response.json() as Promise<{ client_id: string }>);
    const fresh = await get(
      `/admin/clients/${created.client_id}/heatmap/preview?page_url=${encodeURIComponent('https://nuovo-cliente.it/')}`,
      admin,
    );
    expect(fresh.body).toMatchObject({ mode: 'unavailable', reason: 'demo_sample_only', url: null });
  });

  it('puts the busiest cell of each sample heatmap on the page’s main call to action', async () => {
    const admin = await login('/admin/login', DEMO_ADMIN);
    const cases = [
      ['cli_gennaro_napoli', 'https://pizzeriadagennaro.it/', '/stile5', 'Prenota un tavolo'],
      [
        'cli_rossi_bologna',
        'https://studiopsicologiarossi.it/',
        '/template-psicologo',
        'Prenota il primo colloquio gratuito',
      ],
      ['cli_fitzone_verona', 'https://palestrafitzone.it/', '/stile6', 'Prenota la prova gratuita'],
    ] as const;
    for (const [clientId, pageUrl, route, cta] of cases) {
      for (const device of ['desktop', 'phone'] as const) {
        const map = await get(
          `/admin/clients/${clientId}/heatmap?page_url=${encodeURIComponent(pageUrl)}&device=${device}`,
          admin,
        );
        const busiest = map.body.cells.reduce((a: { count: number }, b: { count: number }) =>
          b.count > a.count ? b : a,
        );
        const width = device === 'desktop' ? 1280 : 390;
        const x = ((busiest.column + 0.5) / map.body.grid.columns) * width;
        const y = (busiest.row + 0.5) * map.body.grid.row_height_px;
        const boxes = (
          layouts as Record<
            string,
            {
              devices: Record<
                string,
                { elements: { text: string | null; left: number; top: number; width: number; height: number }[] }
              >;
            }
          >
        )[route]!.devices[device]!.elements.filter((element) => element.text === cta);
        const hit = boxes.some(
          (box) =>
            x >= box.left - width / 40 &&
            x <= box.left + box.width + width / 40 &&
            y >= box.top - 25 &&
            y <= box.top + box.height + 25,
        );
        expect(hit, `${clientId} ${device}: busiest cell at ${x},${y} should be on «${cta}»`).toBe(true);
      }
    }
  });
});
