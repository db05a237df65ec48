/**
 * Review and modifications end to end in Chromium (issue 29), on the reference server: a paid order with its
 * generated draft (set up through the API, as the operator's editor would); the operator sends the review from
 * the order's page; the customer asks for a change on a section on /anteprima/<token>; the operator completes
 * it in «Richieste di modifica»; the customer approves; the page is live on its host `{slug}.localhost`.
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
