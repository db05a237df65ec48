/**
 * The customer tracker on a landing page of the customer's own domain (another origin than the product):
 * what a visitor does there shows up in the client's Pro heatmap and scroll map; with Do Not Track or Global
 * Privacy Control, or on a host that is not the client's domain, it sends nothing. Server project only
 * (the tracker is served by the reference server; see playwright.config.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/chromium';
import { expect, test } from './support/fixtures';

// The customers' sites live on Italian domains: this worker's Chromium resolves every *.it host to this machine,
// where a small HTTP server plays the customer's site. (Served from loopback like the tracker, the page may load
// it: Chromium's local-network protection only stops public pages from reaching loopback.)
test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.it 127.0.0.1'],
  },
});

/** A landing page of the customer's, with the one-line snippet the admin copies. */
function landingPage(serverOrigin: string, domain: string): string {
  return `<!doctype html>
<html lang="it">
<head>
  <meta charset="utf-8">
  <title>Pizzeria di prova</title>
  <script defer src="${serverOrigin}/t.js" data-api="${serverOrigin}/api" data-domain="${domain}"></script>
</head>
<body style="margin:0;font-family:sans-serif">
  <button id="ordina" style="position:absolute;left:100px;top:40px;width:200px;height:40px">Ordina ora</button>
  <div style="height:3200px"></div>
  <a id="menu" class="cta" href="#menu" style="position:absolute;left:900px;top:1500px">Vedi il menu</a>
</body>
</html>`;
}

/** The customer's web server: answers `html` on every path. Returns its port. */
const sites: Server[] = [];
async function startSite(html: string): Promise<number> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  sites.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
test.afterAll(async () => {
  await Promise.all(sites.map((server) => new Promise((resolve) => server.close(resolve))));
});

function isTrack(request: Request, kind?: string): boolean {
  const path = new URL(request.url()).pathname;
  return kind ? path === `/api/track/${kind}` : path.startsWith('/api/track/');
}

async function createProClient(page: Page, domain: string): Promise<{ clientId: string; accessToken: string }> {
  return page.evaluate(async (clientDomain) => {
    const response = await fetch('/api/admin/create-client-access', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('admin_token')}` },
      body: JSON.stringify({ domain: clientDomain, plan: 'pro' }),
    });
    if (!response.ok) throw new Error(`create-client-access: ${response.status}`);
    const body = (await response.json()) as { client_id: string; access_token: string };
    return { clientId: body.client_id, accessToken: body.access_token };
  }, domain);
}

test.describe('customer tracker', () => {
  test('a visit to the customer page feeds the Pro client heatmap and scroll map', async ({
    page,
    context,
    baseURL,
    loginAdmin,
  }) => {
    const serverOrigin = new URL(baseURL!).origin;
    const domain = `pizzeria-${Date.now().toString(36)}.it`;
    await loginAdmin(page);
    const client = await createProClient(page, domain);

    const port = await startSite(landingPage(serverOrigin, domain));
    const siteUrl = `http://www.${domain}:${port}/`;
    const site = await context.newPage();
    const pageErrors: string[] = [];
    site.on('pageerror', (error) => pageErrors.push(error.message));

    const pageView = site.waitForRequest((request) => isTrack(request, 'page-view'));
    await site.goto(`${siteUrl}?utm_source=e2e`);
    const viewBody = (await pageView).postDataJSON() as Record<string, unknown>;
    expect(viewBody.page_url).toBe(siteUrl);
    expect(viewBody.page_title).toBe('Pizzeria di prova');

    const click = site.waitForRequest((request) => isTrack(request, 'click'));
    await site.getByRole('button', { name: 'Ordina ora' }).click();
    const clickBody = (await click).postDataJSON() as Record<string, number | string>;
    expect(clickBody).toMatchObject({ element_id: 'ordina', element_text: 'Ordina ora', click_type: 'button' });
    expect(Number(clickBody.click_x)).toBeCloseTo(200 / 1280, 1);
    expect(Number(clickBody.click_y)).toBeGreaterThan(40);
    expect(Number(clickBody.click_y)).toBeLessThan(80);

    // Scroll to the bottom: once scrolling settles, the deepest point is reported; then leave.
    const settled = site.waitForRequest(
      (request) =>
        isTrack(request, 'scroll') && (request.postDataJSON() as { depth_percent: number }).depth_percent === 100,
    );
    await site.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled;
    await site.goto('about:blank');
    expect(pageErrors).toEqual([]);

    // What the server stored, as the admin reads it for this client: the click and the full-depth view.
    const adminRead = (kind: 'heatmap' | 'scrollmap') =>
      page.evaluate(
        async ({ clientId, pageUrl, what }) => {
          const query = new URLSearchParams({ page_url: pageUrl, device: 'desktop' });
          const response = await fetch(`/api/admin/clients/${clientId}/${what}?${query}`, {
            headers: { Authorization: `Bearer ${localStorage.getItem('admin_token')}` },
          });
          return (await response.json()) as {
            total_clicks?: number;
            bands?: { depth_percent: number; views: number }[];
          };
        },
        { clientId: client.clientId, pageUrl: siteUrl, what: kind },
      );
    await expect.poll(async () => (await adminRead('heatmap')).total_clicks).toBe(1);
    await expect
      .poll(async () => (await adminRead('scrollmap')).bands?.find((band) => band.depth_percent === 100)?.views)
      .toBe(1);

    // The client logs in and sees the click on the heatmap and the depth on the scroll map.
    await page.goto('login');
    await page.getByLabel('Access Token').fill(client.accessToken);
    await page.getByRole('button', { name: 'Accedi' }).click();
    const panel = page.getByTestId('heatmap-panel');
    await expect(panel.getByTestId('heatmap-overlay').locator('circle')).toHaveCount(1);
    await expect(panel.getByText('1 click registrati in 1 zone della pagina.')).toBeVisible();
    const deepest = panel.getByTestId('scrollmap').locator('li[data-depth="100"]');
    await expect(deepest).toHaveAttribute('data-percent', '100');
    await expect(deepest).toContainText('100% dei visitatori');
  });

  test('a phone visit from a tagged link: the tags, a tap on the phone number and a form sent reach the client stats', async ({
    page,
    browser,
    baseURL,
    loginAdmin,
  }) => {
    const serverOrigin = new URL(baseURL!).origin;
    const domain = `trattoria-${Date.now().toString(36)}.it`;
    await loginAdmin(page);
    const client = await createProClient(page, domain);
    const port = await startSite(`<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trattoria di prova</title>
<script defer src="${serverOrigin}/t.js" data-api="${serverOrigin}/api" data-domain="${domain}"></script></head>
<body>
  <a href="tel:+39061234567">Chiama</a>
  <form id="prenota" action="#" onsubmit="event.preventDefault()">
    <input name="nome" aria-label="Nome" required><button>Invia la richiesta</button>
  </form>
</body></html>`);
    // A phone: 390 CSS px wide.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const site = await phone.newPage();
    const siteUrl = `http://${domain}:${port}/`;

    const pageView = site.waitForRequest((request) => isTrack(request, 'page-view'));
    await site.goto(`${siteUrl}?utm_source=newsletter&utm_medium=email&utm_campaign=menu-di-pasqua&email=a%40b.it`);
    const view = (await pageView).postDataJSON() as Record<string, unknown>;
    expect(view).toMatchObject({
      page_url: siteUrl,
      viewport_width: 390,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'menu-di-pasqua',
    });
    expect(JSON.stringify(view)).not.toContain('a@b.it');

    const tap = site.waitForRequest((request) => isTrack(request, 'click'));
    // The tel: link would leave for the dialler: the tap is what counts.
    await site.route('tel:*', (route) => route.abort());
    await site.getByRole('link', { name: 'Chiama' }).tap();
    expect((await tap).postDataJSON()).toMatchObject({ element_text: 'Chiama', link_url: 'tel:+39061234567' });

    // The browser refuses the empty form (required field): nothing sent; filled in, it is sent once.
    const forms: Request[] = [];
    site.on('request', (request) => {
      if (isTrack(request, 'form')) forms.push(request);
    });
    await site.getByRole('button', { name: 'Invia la richiesta' }).click();
    await site.getByLabel('Nome').fill('Anna');
    const sent = site.waitForRequest((request) => isTrack(request, 'form'));
    // A phone zooms into the field the refused form focused (its text is under 16 px), and a click by position
    // could then land beside the button while the zoom settles: the click event goes to the button itself.
    await site.getByRole('button', { name: 'Invia la richiesta' }).dispatchEvent('click');
    expect((await sent).postDataJSON()).toMatchObject({ element_id: 'prenota', element_text: 'Invia la richiesta' });
    expect(forms).toHaveLength(1);
    await phone.close();

    const stats = () =>
      page.evaluate(async (clientId) => {
        const response = await fetch(`/api/admin/clients/${clientId}/stats`, {
          headers: { Authorization: `Bearer ${localStorage.getItem('admin_token')}` },
        });
        return (await response.json()) as {
          sources: { sources: { source: string | null; channel: string }[]; campaigns: { campaign: string }[] };
          devices: { device: string; visitors: number }[];
          contacts: { by_kind: { kind: string; contacts: number }[] };
        };
      }, client.clientId);
    await expect
      .poll(async () => (await stats()).contacts.by_kind.filter((k) => k.contacts > 0))
      .toEqual([
        { kind: 'call', contacts: 1, previous: null },
        { kind: 'form', contacts: 1, previous: null },
      ]);
    const figures = await stats();
    expect(figures.sources.sources).toEqual([{ channel: 'email', source: 'newsletter', visitors: 1 }]);
    expect(figures.sources.campaigns).toEqual([{ campaign: 'menu-di-pasqua', visitors: 1 }]);
    expect(figures.devices.find((d) => d.device === 'phone')?.visitors).toBe(1);
  });

  for (const [signal, init] of [
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
  ] as const) {
    test(`sends nothing when ${signal} is on`, async ({ context, baseURL }) => {
      const serverOrigin = new URL(baseURL!).origin;
      const port = await startSite(landingPage(serverOrigin, 'privacy-e2e.it'));
      const site = await context.newPage();
      await site.addInitScript(init);
      const sent: string[] = [];
      const pageErrors: string[] = [];
      site.on('request', (request) => isTrack(request) && sent.push(request.url()));
      site.on('pageerror', (error) => pageErrors.push(error.message));

      const trackerLoaded = site.waitForResponse((response) => new URL(response.url()).pathname === '/t.js');
      await site.goto(`http://www.privacy-e2e.it:${port}/`);
      expect((await trackerLoaded).status()).toBe(200);
      await site.getByRole('button', { name: 'Ordina ora' }).click();
      await site.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await site.waitForTimeout(800);
      await site.goto('about:blank');
      expect(sent).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test('sends nothing from a host that is not the client domain', async ({ context, baseURL }) => {
    const serverOrigin = new URL(baseURL!).origin;
    // The snippet of pizzeria-e2e.it copied onto another site.
    const port = await startSite(landingPage(serverOrigin, 'pizzeria-e2e.it'));
    const site = await context.newPage();
    const sent: string[] = [];
    site.on('request', (request) => isTrack(request) && sent.push(request.url()));
    const trackerLoaded = site.waitForResponse((response) => new URL(response.url()).pathname === '/t.js');
    await site.goto(`http://copia-e2e.it:${port}/`);
    await trackerLoaded;
    await site.getByRole('button', { name: 'Ordina ora' }).click();
    await site.waitForTimeout(800);
    expect(sent).toEqual([]);
  });
});
