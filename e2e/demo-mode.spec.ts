/**
 * The browser-only demo keeps its data in the browser across reloads, and the demo control puts the seed
 * back. Runs in the `demo` project only (the reference server has neither the control nor the seed).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_CLIENT_TOKENS } from '../mock/seed/credentials';
import { expect, test } from './support/fixtures';

async function callApi(page: Page, baseURL: string, method: string, path: string, body?: unknown, token?: string) {
  return page.evaluate(
    async ({ url, method, body, token }) => {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { url: new URL(`api${path}`, baseURL).toString(), method, body, token },
  );
}

test('the demo keeps new data after a reload, and the demo control restores the seed', async ({
  page,
  openApp,
  loginAdmin,
  baseURL,
}) => {
  const base = baseURL!;
  await openApp();
  const admin = await loginAdmin();
  const created = await callApi(
    page,
    base,
    'POST',
    '/admin/create-client-access',
    { domain: 'e2e-persistenza.it', plan: 'pro' },
    admin,
  );
  expect(created.status).toBe(201);
  const tracked = await callApi(page, base, 'POST', '/track/page-view', {
    page_url: 'https://e2e-persistenza.it/',
    page_title: 'Prova',
    session_id: 'session_e2e_demo',
  });
  expect(tracked.status).toBe(202);

  await openApp();
  const login = await callApi(page, base, 'POST', '/client/login', { access_token: created.body.access_token });
  expect(login.status).toBe(200);
  const stats = await callApi(page, base, 'GET', '/client/stats', undefined, login.body.access_token);
  expect(stats.body.total_page_views).toBe(1);

  await page.getByRole('button', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Stai usando la demo' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Ripristina i dati di esempio' }).click();
  await reloaded;
  await page.waitForResponse((response) => response.url().endsWith('/api/'));

  expect((await callApi(page, base, 'POST', '/client/login', { access_token: created.body.access_token })).status).toBe(
    401,
  );
  const seeded = await callApi(page, base, 'POST', '/client/login', { access_token: DEMO_CLIENT_TOKENS.pizzeria });
  expect(seeded.status).toBe(200);
  expect(seeded.body.client.domain).toBe('pizzeriadagennaro.it');
});

test('the demo control is keyboard-usable and says what the demo is', async ({ page, openApp }) => {
  await openApp();
  const toggle = page.getByRole('button', { name: 'Demo' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('complementary', { name: 'Modalità demo' })).toContainText(
    'i dati di esempio vivono solo in questo browser',
  );
  const axe = await new AxeBuilder({ page }).include('[aria-label="Modalità demo"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('button', { name: 'Chiudi' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await page.getByRole('button', { name: 'Ripristina i dati di esempio' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
