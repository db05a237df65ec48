/**
 * Review and modifications end to end in Chromium (issue 29), on the reference server: a paid order with its
 * generated draft (set up through the API, as the operator's editor would); the operator sends the review from
 * the order's page; the customer asks for a change on a section on /anteprima/<token>; the operator completes
 * it in «Richieste di modifica»; the customer approves; the page is live on its host `{slug}.localhost`.
 * The browser-only demo runs the same flow on its seeded draft (the lawyer's order) and opens the page at
 * `/siti/{slug}`. The review page's actions stay reachable on a phone and on a desktop.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PORTS } from './support/credentials';
import { expect, test } from './support/fixtures';

async function apiCall<T>(page: Page, baseURL: string, method: string, path: string, token?: string, body?: unknown) {
  const url = new URL(`api${path}`, baseURL).toString();
  const { status, json } = await page.evaluate(
    async ({ url, method, token, body }) => {
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { url, method, token, body },
  );
  expect(status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json as T;
}

async function expectNoSeriousViolations(page: Page, what: string) {
  // The preview frame runs no script (sandboxed): axe's injection would wait for it for ever. The customer's
  // page has its own checks, so the frame leaves the page before the check (the steps after it need no frame).
  await page.locator('iframe[sandbox]').evaluateAll((frames) => frames.forEach((frame) => frame.remove()));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

test.describe('review and modifications', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the operator sends the review, the customer asks a change, the operator completes it, the customer approves', async ({
    page,
    backend,
    baseURL,
    openApp,
    loginAdmin,
  }) => {
    test.skip(backend !== 'server', 'the page goes live on its own host, which only the reference server serves');
    const base = baseURL!;
    const name = `Forno Bianchi ${Date.now().toString(36)}`;

    // A completed questionnaire, paid by bank transfer, with its generated draft.
    await openApp('./');
    const session = `session_1774000000000_revisione_${Date.now()}`;
    await apiCall(page, base, 'POST', '/questionnaire/start', undefined, { session_id: session, plan_type: 'basic' });
    await apiCall(page, base, 'PATCH', `/questionnaire/brief/${session}`, undefined, {
      business_name: name,
      owner_name: 'Lucia Bianchi',
      email: 'lucia@fornobianchi.it',
      vat_number: '01234567890',
    });
    const { order_id: orderId } = await apiCall<{ order_id: string }>(
      page,
      base,
      'POST',
      `/questionnaire/complete/${session}`,
      undefined,
      { confirmed: true },
    );
    const admin = await loginAdmin();
    await apiCall(page, base, 'POST', `/admin/orders/${orderId}/mark-paid`, admin, { note: 'Bonifico' });
    await apiCall(page, base, 'POST', `/admin/orders/${orderId}/site/draft`, admin);
    const { slug } = await apiCall<{ slug: string }>(page, base, 'GET', `/admin/orders/${orderId}/site`, admin);

    // The operator: «Invia al cliente» on the order's page.
    await page.goto(`admin?vista=ordini&ordine=${orderId}`);
    await page.getByRole('button', { name: 'Invia al cliente' }).click();
    const link = page.getByTestId('review-url');
    await expect(link).toBeVisible();
    const reviewPath = new URL((await link.getAttribute('href'))!).pathname;
    expect(reviewPath).toMatch(/^\/anteprima\/[A-Za-z0-9_-]{43}$/);
    await expect(page.locator('header').getByText('in revisione', { exact: true })).toBeVisible();

    // The customer: the preview, the counter, a change on a section.
    await page.goto(reviewPath.slice(1));
    await expect(page.getByText('Anteprima – non ancora pubblicata')).toBeVisible();
    await expect(page.getByText('Modifiche gratuite rimaste: 5 di 5')).toBeVisible();
    await expect(page.frameLocator('iframe[title="Anteprima della pagina"]').getByText(name).first()).toBeVisible();
    await page.getByRole('button', { name: 'Telefono' }).click();
    await expect(page.getByRole('button', { name: 'Telefono' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolations(page, 'review page');
    await page.getByRole('button', { name: 'Richiedi una modifica' }).click();
    const sectionSelect = page.getByLabel('Sezione (facoltativa)');
    const firstSection = await sectionSelect.locator('option').nth(1).getAttribute('value');
    await sectionSelect.selectOption(firstSection!);
    await page.getByLabel('Descrivi la modifica').fill('Mettete in evidenza il pane di segale.');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByText('Richiesta n. 1 ricevuta')).toBeVisible();
    await expect(page.getByText('Modifiche gratuite rimaste: 4 di 5')).toBeVisible();
    await expect(page.getByText('Mettete in evidenza il pane di segale.')).toBeVisible();
    await expectNoSeriousViolations(page, 'review page with a request');

    // The operator: the queue, «Completa».
    await page.goto('admin?vista=modifiche');
    const item = page.getByRole('listitem').filter({ hasText: 'Mettete in evidenza il pane di segale.' });
    await expect(item).toContainText(name);
    await expectNoSeriousViolations(page, 'change requests queue');
    await item.getByRole('button', { name: 'Completa' }).click();
    await expect(item).toHaveCount(0);

    // The customer: the request completed, then «Approva e pubblica».
    await page.goto(reviewPath.slice(1));
    await expect(page.getByText('completata', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Approva e pubblica' }).click();
    await expect(page.getByText('Fatto! La tua pagina è online:')).toBeVisible();

    // Live on its host.
    const live = await page.goto(`http://${slug}.localhost:${PORTS.server}/`);
    expect(live?.status()).toBe(200);
    await expect(page.getByText(name).first()).toBeVisible();

    // The link is used up: the Italian page, with no hint of why.
    await page.goto(`${base}${reviewPath.slice(1)}`);
    await expect(page.getByRole('heading', { name: 'Questo link di anteprima non funziona' })).toBeVisible();
  });
});

test.describe('review in the browser-only demo', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the seeded draft: sent for review, a change on a section, completed, approved, open at /siti/{slug}', async ({
    page,
    backend,
    openApp,
    loginAdmin,
  }) => {
    test.skip(backend !== 'demo', 'the seeded draft is the demo’s');
    await openApp('./');
    await loginAdmin();

    // The operator: the seeded order's draft is ready, «Invia al cliente».
    await page.goto('admin?vista=ordini&ordine=ord_demo_avvocato');
    await page.getByRole('button', { name: 'Invia al cliente' }).click();
    const link = page.getByTestId('review-url');
    await expect(link).toBeVisible();
    const reviewUrl = new URL((await link.getAttribute('href'))!);
    expect(reviewUrl.pathname).toMatch(/\/anteprima\/[A-Za-z0-9_-]{43}$/);
    await expect(page.locator('header').getByText('in revisione', { exact: true })).toBeVisible();

    // The customer, on a fresh load of the demo: the preview and a change on the «Chi siamo» section.
    await page.goto(reviewUrl.href);
    await expect(page.getByText('Anteprima – non ancora pubblicata')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Modifiche gratuite rimaste: 5 di 5')).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Anteprima della pagina"]').getByText('Studio Legale Bianchi').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Richiedi una modifica' }).click();
    await page.getByLabel('Sezione (facoltativa)').selectOption({ label: 'Chi siamo' });
    await page.getByLabel('Descrivi la modifica').fill('Il sabato siamo aperti fino alle 13.');
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByText('Richiesta n. 1 ricevuta')).toBeVisible();
    await expect(page.getByText('Modifiche gratuite rimaste: 4 di 5')).toBeVisible();
    await expect(page.getByText('Sezione: Chi siamo')).toBeVisible();

    // The operator: the queue names the section and opens the editor at it, then «Completa».
    await page.goto(new URL('admin?vista=modifiche', reviewUrl.href.replace(/anteprima\/.*$/, '')).href);
    const item = page.getByRole('listitem').filter({ hasText: 'Il sabato siamo aperti fino alle 13.' });
    await expect(item).toContainText('Sezione: Chi siamo');
    await item.getByRole('link', { name: 'Apri l’editor su «Chi siamo»' }).click();
    await expect(page).toHaveURL(/vista=sito&ordine=ord_demo_avvocato&sezione=chi-siamo/);
    const section = page
      .getByRole('region', { name: 'Sezioni' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: /#chi-siamo/ }),
      });
    await expect(section.locator(':focus')).toHaveCount(1, { timeout: 20_000 });
    await expect(section).toBeInViewport();
    await page.goBack();
    await item.getByRole('button', { name: 'Completa' }).click();
    await expect(item).toHaveCount(0);

    // The customer: completed, «Approva e pubblica», the page in the demo at /siti/{slug}.
    await page.goto(reviewUrl.href);
    await expect(page.getByText('completata', { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Approva e pubblica' }).click();
    // Publishing renders the page in this tab (0.3-1.5 s on a quiet machine; CI's load once took it past 14 s).
    // The outcome is awaited first, so that a refusal fails with its own words rather than a missing text.
    const outcome = page.getByRole('status').filter({ hasText: 'Fatto!' }).or(page.getByRole('alert'));
    await expect(outcome.first()).toBeVisible({ timeout: 30_000 });
    await expect(outcome.first()).toHaveText(/^Fatto! La tua pagina è online:/);
    await page.getByRole('link', { name: /^\/siti\// }).click();
    await expect(page).toHaveURL(/\/siti\/studio-legale-bianchi/);
    await expect(
      page.frameLocator('iframe[title^="Pagina pubblicata del sito"]').getByText('Studio Legale Bianchi').first(),
    ).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('review page actions within reach', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const width of [390, 1280]) {
    test(`at ${width} px «Approva e pubblica» and «Richiedi una modifica» show without scrolling; axe clean`, async ({
      page,
      backend,
      openApp,
      loginAdmin,
    }) => {
      test.skip(backend !== 'demo', 'the seeded draft is the demo’s: the layout is the same on both backends');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openApp('./');
      await loginAdmin();
      await page.goto('admin?vista=ordini&ordine=ord_demo_avvocato');
      await page.getByRole('button', { name: 'Invia al cliente' }).click();
      const href = await page.getByTestId('review-url').getAttribute('href');
      await page.goto(href!);
      await expect(page.locator('iframe[title="Anteprima della pagina"]')).toBeVisible({ timeout: 15_000 });
      for (const name of ['Approva e pubblica', 'Richiedi una modifica']) {
        await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      // Still at hand halfway down the preview.
      await page.mouse.wheel(0, 400);
      await expect(page.getByRole('button', { name: 'Approva e pubblica' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page, `review page at ${width} px`);
    });
  }
});
