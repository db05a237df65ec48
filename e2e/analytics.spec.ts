/**
 * The analytics an owner acts on (issue 32), end to end on both backends: a visit from Google on a phone with
 * a tap on the page's `tel:` link shows in «Da dove arrivano», «Dispositivi» and «Contatti dalla pagina» of
 * the client's dashboard; the date presets fill «Data Inizio» and «Data Fine»; the cards compare with the
 * period before; axe finds nothing serious. The events are sent as the tracker sends them (POST
 * /api/track/*, the page's real viewport width), as e2e/dashboards.spec.ts does.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** A Rome calendar day, YYYY-MM-DD, `offset` days from today. */
function romeDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * 86_400_000));
}

function uniqueDomain(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.it`;
}

/** A Pro client with `domain`, made through the API with the admin token; returns its access token. */
async function createClient(page: Page, adminToken: string, domain: string): Promise<string> {
  return page.evaluate(
    async ({ domain, adminToken }) => {
      const response = await fetch(new URL('api/admin/create-client-access', document.baseURI), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ domain, plan: 'pro' }),
      });
      if (!response.ok) throw new Error(`create-client-access: ${response.status}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    { domain, adminToken },
  );
}

/** A visitor arriving from Google on this page's viewport, who taps «Chiama» (a `tel:` link). */
async function visitFromGoogleAndCall(page: Page, domain: string): Promise<void> {
  const statuses = await page.evaluate(async (site) => {
    const session = `session_e2e_analytics_${Date.now()}`;
    const send = (kind: string, body: object) =>
      fetch(new URL(`api/track/${kind}`, document.baseURI), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, session_id: session }),
      }).then((response) => response.status);
    return [
      await send('page-view', {
        page_url: `https://${site}/`,
        page_title: 'Pizzeria',
        referrer: 'https://www.google.com/',
        viewport_width: window.innerWidth,
      }),
      await send('click', {
        page_url: `https://${site}/`,
        element_text: 'Chiama',
        click_type: 'link',
        link_url: 'tel:+390612345678',
        click_x: 0.5,
        click_y: 420,
        viewport_width: window.innerWidth,
      }),
    ];
  }, domain);
  expect(statuses).toEqual([202, 202]);
}

test.describe('analytics', () => {
  test.slow();

  test('a visit from Google on a phone with a tap on tel: shows in sources, devices and contacts; presets fill the dates', async ({
    page,
    openApp,
    loginAdmin,
    apiRequests,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const domain = uniqueDomain('e2e-fonti');
    const token = await createClient(page, await loginAdmin(), domain);
    await visitFromGoogleAndCall(page, domain);

    await openApp('login');
    await page.getByLabel('Access Token').fill(token);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard Cliente', level: 1 })).toBeVisible();

    const sources = page.getByRole('region', { name: 'Da dove arrivano' });
    await expect(sources.getByRole('list', { name: 'Canali' })).toContainText('Motore di ricerca');
    await expect(sources.getByRole('list', { name: 'Fonti principali' })).toContainText('Google');
    const devices = page.getByRole('region', { name: 'Dispositivi' });
    await expect(devices.locator('[data-device="phone"]')).toContainText('Telefono100%1 visitatore');
    await expect(devices.locator('[data-device="desktop"]')).toContainText('0%');
    const contacts = page.getByRole('region', { name: 'Contatti dalla pagina' });
    await expect(contacts.getByTestId('contacts-total')).toHaveText('1');
    await expect(contacts.locator('[data-kind="call"]')).toContainText('Chiamata1');
    await expect(contacts.locator('[data-kind="whatsapp"]')).toContainText('WhatsApp0');
    // All time: nothing to compare with.
    await expect(page.getByText(/Scegli un periodo, per esempio «Ultimi 30 giorni»/)).toBeVisible();

    // The presets fill the dates (Rome days) and wait for Applica Filtri, as typed dates do (SPEC 4).
    await page.getByRole('button', { name: 'Ultimi 7 giorni' }).click();
    await expect(page.getByLabel('Data Inizio')).toHaveValue(romeDay(-6));
    await expect(page.getByLabel('Data Fine')).toHaveValue(romeDay(0));
    await page.getByRole('button', { name: 'Oggi' }).click();
    await expect(page.getByLabel('Data Inizio')).toHaveValue(romeDay(0));
    await expect(page.getByLabel('Data Fine')).toHaveValue(romeDay(0));
    await expect(page.getByRole('button', { name: 'Oggi' })).toHaveAttribute('aria-pressed', 'true');
    expect(apiRequests.some((request) => request.path.includes('start_date'))).toBe(false);
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(page.getByText('Le variazioni sono rispetto al giorno precedente', { exact: false })).toBeVisible();
    expect(apiRequests.map((request) => request.path)).toContain(
      `/client/stats?start_date=${romeDay(0)}&end_date=${romeDay(0)}`,
    );
    // Yesterday had nothing: the cards say «—», the figures stay.
    const views = page.getByRole('region', { name: 'Riepilogo' }).getByRole('listitem').first();
    await expect(views.locator('p').nth(1)).toHaveText('1');
    await expect(views).toContainText('nessun confronto: il periodo precedente non ha dati');
    await expect(contacts.getByTestId('contacts-total')).toHaveText('1');

    // Each card explains itself, from the keyboard.
    const explain = page.getByRole('button', { name: 'Visitatori Unici: che cosa significa?' });
    await explain.focus();
    await page.keyboard.press('Enter');
    await expect(explain).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Quante persone diverse hanno visitato il sito/)).toBeVisible();

    const chart = page.getByRole('checkbox', { name: 'Confronta con il periodo precedente' });
    await chart.check();
    await expect(page.getByTestId('chart-previous')).toBeAttached();

    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.html.slice(0, 160)).join(', ')})`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
