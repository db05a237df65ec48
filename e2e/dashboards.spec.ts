/**
 * The admin and client dashboards, end to end on both backends (reference server and browser-only demo).
 * Everything happens in one browser context per test, because the demo's data lives in that browser.
 * Each test makes its own client with a unique domain, so tests running in parallel do not see each other.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { DEMO_CLIENT_TOKENS } from '../mock/seed/credentials';
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

type TrackEvent =
  | { kind: 'page-view'; page_url: string; page_title?: string }
  | { kind: 'click'; page_url: string; element_text: string; click_type: 'button' | 'link' | 'cta' | 'unknown' };

/** Sends events from the page, as a customer's landing page would (POST /api/track/*). */
async function track(page: Page, events: TrackEvent[]): Promise<void> {
  const statuses = await page.evaluate(async (list) => {
    const results: number[] = [];
    for (const [index, { kind, ...event }] of list.entries()) {
      const response = await fetch(new URL(`api/track/${kind}`, document.baseURI), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...event, session_id: `session_e2e_dash_${index % 2}_${Date.now()}` }),
      });
      results.push(response.status);
    }
    return results;
  }, events);
  expect(statuses.every((status) => status === 202)).toBe(true);
}

async function loginAdminWithForm(page: Page, credentials: { username: string; password: string }) {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Amministratore', level: 1 })).toBeVisible();
}

/** 'Crea Nuovo Accesso Cliente' with a domain; returns what the dialog shows once. */
async function createClientAccess(page: Page, domain: string): Promise<{ clientId: string; token: string }> {
  await page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuovo accesso cliente' });
  await form.getByLabel('Dominio').fill(`https://${domain}/`);
  await form.getByRole('button', { name: 'Crea accesso' }).click();
  const created = page.getByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
  await expect(created).toBeVisible();
  const values = created.locator('output');
  const clientId = (await values.nth(0).textContent())!.trim();
  const token = (await values.nth(1).textContent())!.trim();
  expect(token.length).toBeGreaterThanOrEqual(32);
  await created.getByRole('button', { name: 'Chiudi', exact: true }).click();
  // The table is reloaded and shows the new client with its domain.
  await expect(page.getByRole('row', { name: new RegExp(clientId) })).toContainText(domain);
  return { clientId, token };
}

async function loginClientWithForm(page: Page, token: string) {
  await page.getByLabel('Access Token').fill(token);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Cliente', level: 1 })).toBeVisible();
}

function card(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Riepilogo' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('p')
    .nth(1);
}

test.describe('dashboards', () => {
  // Long journeys (several logins, dialogs and axe runs) on a shared two-core machine.
  test.slow();

  test('admin login: required fields, wrong password, success, Logout clears admin_token', async ({
    page,
    openApp,
    adminCredentials,
  }) => {
    await openApp('admin');
    await expect(page.getByRole('heading', { name: 'Accesso Amministratore' })).toBeVisible();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Il campo Username è obbligatorio.')).toBeVisible();

    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password').fill('password-sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenziali non valide');

    await loginAdminWithForm(page, adminCredentials);
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Gestione Clienti' })).toBeVisible();

    const ended = page.waitForResponse((r) => r.url().endsWith('/api/admin/logout'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Accesso Amministratore' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    // The session is over on the server too (the demo's in-page backend alike): the token it had is refused.
    const logout = await ended;
    expect(logout.status()).toBe(204);
    const stale = await page.evaluate(
      async ([url, bearer]) => (await fetch(url!, { headers: { Authorization: `Bearer ${bearer}` } })).status,
      [logout.url().replace(/logout$/, 'stats'), token],
    );
    expect(stale).toBe(401);
  });

  test("a client sees only its own domain's events; date filters change the figures; Logout clears storage", async ({
    page,
    openApp,
    adminCredentials,
    apiRequests,
  }) => {
    const domain = uniqueDomain('e2e-pizzeria');
    const otherDomain = uniqueDomain('e2e-altro');
    await openApp('admin');
    await loginAdminWithForm(page, adminCredentials);
    const { clientId, token } = await createClientAccess(page, domain);

    await track(page, [
      { kind: 'page-view', page_url: `https://${domain}/`, page_title: 'Pizzeria E2E' },
      { kind: 'page-view', page_url: `https://www.${domain}/menu`, page_title: 'Menù E2E' },
      { kind: 'click', page_url: `https://${domain}/`, element_text: 'Prenota un tavolo', click_type: 'button' },
      { kind: 'page-view', page_url: `https://${otherDomain}/`, page_title: 'Altro sito' },
      { kind: 'click', page_url: `https://${otherDomain}/`, element_text: 'Non mio', click_type: 'cta' },
    ]);

    await page.goto('login');
    await loginClientWithForm(page, token);
    await expect(page.getByText(clientId, { exact: true })).toBeVisible();
    await expect(page.getByText(domain, { exact: true })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('client_token'),
      data: localStorage.getItem('client_data'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.data!)).toMatchObject({ client_id: clientId, domain });

    await expect(card(page, 'Visualizzazioni Totali')).toHaveText('2');
    await expect(card(page, 'Click Totali')).toHaveText('1');
    const pages = page.getByRole('region', { name: 'Pagine più Visitate' });
    await expect(pages).toContainText(`https://${domain}/`);
    // Stored as ingestion folds it (`www.` folded: one page, one row).
    await expect(pages).toContainText(`https://${domain}/menu`);
    await expect(pages).not.toContainText(`https://www.${domain}/menu`);
    await expect(pages).not.toContainText(otherDomain);
    const elements = page.getByRole('region', { name: 'Elementi più Cliccati' });
    await expect(elements).toContainText('Prenota un tavolo');
    await expect(elements).not.toContainText('Non mio');
    await expect(page.getByRole('region', { name: 'Attività Recente' })).not.toContainText(otherDomain);
    // No admin-only sections.
    await expect(page.getByRole('heading', { name: 'Gestione Clienti' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' })).toHaveCount(0);

    // Yesterday only: nothing. Dates typed are sent only on Applica Filtri.
    const yesterday = romeDay(-1);
    await page.getByLabel('Data Inizio').fill(yesterday);
    await page.getByLabel('Data Fine').fill(yesterday);
    await expect(card(page, 'Visualizzazioni Totali')).toHaveText('2');
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(card(page, 'Visualizzazioni Totali')).toHaveText('0');
    await expect(page.getByText('Nessuna visita registrata')).toBeVisible();
    await expect(page.getByText('Nessun click registrato')).toBeVisible();
    expect(
      apiRequests.some((request) => request.path === `/client/stats?start_date=${yesterday}&end_date=${yesterday}`),
    ).toBe(true);

    // Today only: the events again. An end before the start is refused in the form.
    await page.getByLabel('Data Inizio').fill(romeDay(0));
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(page.getByText('La data di fine non può essere precedente alla data di inizio.')).toBeVisible();
    await page.getByLabel('Data Fine').fill('');
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(card(page, 'Visualizzazioni Totali')).toHaveText('2');
    expect(apiRequests.at(-1)?.path ?? '').toMatch(/^\/client\/stats\?start_date=\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Accesso Cliente' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('client_token'), localStorage.getItem('client_data')]),
    ).toEqual([null, null]);
  });

  test('CSV exports download with their names, for the filters, with formula cells escaped', async ({
    page,
    openApp,
    adminCredentials,
  }) => {
    const domain = uniqueDomain('e2e-csv');
    await openApp('admin');
    await loginAdminWithForm(page, adminCredentials);
    const { token } = await createClientAccess(page, domain);
    await track(page, [
      { kind: 'page-view', page_url: `https://${domain}/`, page_title: 'CSV E2E' },
      {
        kind: 'click',
        page_url: `https://${domain}/`,
        element_text: '=HYPERLINK("http://x.example","y")',
        click_type: 'button',
      },
    ]);

    const adminDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const adminFile = await adminDownload;
    expect(adminFile.suggestedFilename()).toBe('analytics_export.csv');

    await page.goto('login');
    await loginClientWithForm(page, token);
    const clientDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const clientFile = await clientDownload;
    expect(clientFile.suggestedFilename()).toBe('client_analytics.csv');
    const csv = (await readDownload(clientFile)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain(domain);
    // The formula is neutralised with a leading apostrophe, never left to start a cell.
    expect(csv).toContain(`'=HYPERLINK(`);
    expect(csv).not.toMatch(/(^|;)"?=HYPERLINK/m);

    // A range without events exports only the header row.
    await page.getByLabel('Data Inizio').fill(romeDay(-2));
    await page.getByLabel('Data Fine').fill(romeDay(-2));
    await page.getByRole('button', { name: 'Applica Filtri' }).click();
    await expect(card(page, 'Visualizzazioni Totali')).toHaveText('0');
    const filteredDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const filtered = (await readDownload(await filteredDownload)).replace(/^\uFEFF/, '');
    expect(filtered.trim().split(/\r?\n/)).toHaveLength(1);
  });

  test('disabling the client locks it out', async ({ page, openApp, adminCredentials }) => {
    const domain = uniqueDomain('e2e-disabilitato');
    await openApp('admin');
    await loginAdminWithForm(page, adminCredentials);
    const { clientId, token } = await createClientAccess(page, domain);

    await page.goto('login');
    await loginClientWithForm(page, token);

    await page.goto('admin');
    await page.getByRole('button', { name: `Disabilita per il cliente ${clientId}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disabilitare il cliente?' });
    await confirm.getByRole('button', { name: 'Disabilita' }).click();
    await expect(page.getByRole('row', { name: new RegExp(clientId) })).toContainText('Disabilitato');

    // The open session stops working: back to the form with the load error, keys forgotten.
    await page.goto('login');
    await expect(page.getByRole('heading', { name: 'Accesso Cliente' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Errore nel caricamento dei dati');
    expect(await page.evaluate(() => localStorage.getItem('client_token'))).toBeNull();
    // And the access token no longer logs in.
    await page.getByLabel('Access Token').fill(token);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Access token non valido o scaduto');
  });

  test('a new token replaces the old one at once', async ({ page, openApp, adminCredentials }) => {
    const domain = uniqueDomain('e2e-rotazione');
    await openApp('admin');
    await loginAdminWithForm(page, adminCredentials);
    const { clientId, token: oldToken } = await createClientAccess(page, domain);

    await page.getByRole('button', { name: `Nuovo token per il cliente ${clientId}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Generare un nuovo token?' })
      .getByRole('button', { name: 'Nuovo token' })
      .click();
    const shown = page.getByRole('alertdialog', { name: 'Nuovo access token generato!' });
    const newToken = (await shown.locator('output').nth(1).textContent())!.trim();
    expect(newToken).not.toBe(oldToken);
    await shown.getByRole('button', { name: 'Chiudi', exact: true }).click();

    await page.goto('login');
    await page.getByLabel('Access Token').fill(oldToken);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Access token non valido o scaduto');
    await loginClientWithForm(page, newToken);
    await expect(page.getByText(domain, { exact: true })).toBeVisible();
  });

  test('a stale token returns to the login form', async ({ page, openApp }) => {
    await openApp('./');
    await page.evaluate(() => {
      localStorage.setItem('admin_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ2ZWNjaGlvIn0.c2NhZHV0bw');
      localStorage.setItem('client_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ2ZWNjaGlvIn0.c2NhZHV0bw');
      localStorage.setItem(
        'client_data',
        JSON.stringify({
          client_id: 'cli_vecchio',
          domain: null,
          questionnaire_id: null,
          created_at: '2026-01-01T00:00:00Z',
          is_active: true,
          plan: 'basic',
        }),
      );
    });
    await page.goto('admin');
    await expect(page.getByRole('heading', { name: 'Accesso Amministratore' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Errore nel caricamento dei dati');
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();

    await page.goto('login');
    await expect(page.getByRole('heading', { name: 'Accesso Cliente' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('client_token'), localStorage.getItem('client_data')]),
    ).toEqual([null, null]);
  });

  test('a completed questionnaire is linked to a client and read from the table', async ({
    page,
    openApp,
    adminCredentials,
  }) => {
    const domain = uniqueDomain('e2e-brief');
    await openApp('admin');
    const sessionId = `session_${Date.now()}_e2edash${Math.random().toString(36).slice(2, 8)}`;
    const questionnaireId = await page.evaluate(async (session) => {
      const post = async (path: string, body?: unknown) => {
        const response = await fetch(new URL(`api/${path}`, document.baseURI), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json() as Promise<{ questionnaire_id: string }>;
      };
      const started = await post('questionnaire/start', { session_id: session, plan_type: 'pro' });
      await post(`questionnaire/chat/${session}`, {
        role: 'user',
        content: 'Forno Bianchi, panificio artigianale a Bologna dal 1962.',
      });
      await post(`questionnaire/complete/${session}`);
      return started.questionnaire_id;
    }, sessionId);

    await loginAdminWithForm(page, adminCredentials);
    const { clientId } = await createClientAccess(page, domain);
    await page.getByRole('button', { name: `Modifica per il cliente ${clientId}` }).click();
    const form = page.getByRole('dialog', { name: `Modifica ${clientId}` });
    await form.getByLabel('Questionario collegato').selectOption(questionnaireId);
    await form.getByLabel('Piano').selectOption('pro');
    await form.getByRole('button', { name: 'Salva' }).click();
    const row = page.getByRole('row', { name: new RegExp(clientId) });
    await expect(row).toContainText('Dominio Pro');

    await row.getByRole('link', { name: `Apri il questionario ${questionnaireId}` }).click();
    await expect(page).toHaveURL(new RegExp(`questionario=${questionnaireId}`));
    const transcript = page.getByRole('region', { name: 'Conversazione completa' });
    await expect(transcript).toContainText('Forno Bianchi, panificio artigianale a Bologna dal 1962.');
    await expect(page.getByRole('region', { name: 'Brief per il team' })).toBeVisible();
    await expect(page.getByText('Completato').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);

    await page.getByRole('link', { name: 'Torna alla dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Gestione Clienti' })).toBeVisible();
  });

  test('axe finds no serious or critical violations on the logins and both dashboards', async ({
    page,
    openApp,
    adminCredentials,
  }) => {
    const domain = uniqueDomain('e2e-axe');
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${what}: ${violation.id} (${violation.nodes.length})`)).toEqual([]);
    };
    await openApp('admin');
    await check('admin login');
    await loginAdminWithForm(page, adminCredentials);
    await expect(page.getByRole('heading', { name: 'Attività Recente' })).toBeVisible();
    await check('admin dashboard');
    await page.setViewportSize({ width: 360, height: 800 });
    await check('admin dashboard at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });
    const { token } = await createClientAccess(page, domain);
    await track(page, [{ kind: 'page-view', page_url: `https://${domain}/`, page_title: 'Axe' }]);

    await page.goto('login');
    await check('client login');
    await loginClientWithForm(page, token);
    await expect(page.getByRole('heading', { name: 'Attività Recente' })).toBeVisible();
    await check('client dashboard');

    await page.setViewportSize({ width: 360, height: 800 });
    await check('client dashboard at 360 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  for (const width of [390, 1280]) {
    test(`${width} px: a Pro client's dashboard, heatmap included, is no wider than the screen`, async ({
      page,
      backend,
      openApp,
      loginAdmin,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const token =
        backend === 'demo' ? DEMO_CLIENT_TOKENS.pizzeria : await proClientWithClicks(page, await loginAdmin());
      await openApp('login');
      await loginClientWithForm(page, token);
      const panel = page.getByTestId('heatmap-panel');
      await expect(panel.getByTestId('heatmap-overlay').locator('circle').first()).toBeAttached();
      // The zones' table for screen readers is there, hidden.
      await expect(panel.getByRole('table')).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/**
 * A Pro client whose site has clicks placed on the heatmap's grid, made through the API with the admin token
 * `loginAdmin` stored; returns its access token.
 */
async function proClientWithClicks(page: Page, adminToken: string): Promise<string> {
  const domain = uniqueDomain('e2e-mappa');
  const token = await page.evaluate(
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
  await track(page, [{ kind: 'page-view', page_url: `https://${domain}/`, page_title: 'Mappa' }]);
  // Clicks with their positions, for the heatmap: spread over the page at a desktop width, with long texts.
  await page.evaluate(async (site) => {
    for (let index = 0; index < 12; index += 1) {
      const response = await fetch(new URL('api/track/click', document.baseURI), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          page_url: `https://${site}/`,
          element_text: `Prenota il tavolo numero ${index} nella sala grande`,
          click_type: 'button',
          session_id: `session_e2e_map_${index}`,
          click_x: (index % 10) / 10 + 0.05,
          click_y: 120 + index * 180,
          viewport_width: 1280,
        }),
      });
      if (response.status !== 202) throw new Error(`click: ${response.status}`);
    }
  }, domain);
  return token;
}

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
