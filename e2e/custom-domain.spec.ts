/**
 * Custom domains (Pro) end to end on both backends: the operator creates a Pro client with a domain, opens
 * «Dominio» and sees the records to set, checks now; the client logs in and sees the same records in its
 * dashboard. On the reference server, a name under SITES_DOMAIN (`localhost`) that no site has is a plain 404
 * in a real browser, never the app.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { PORTS } from './support/credentials';

function uniqueDomain(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}.it`;
}

test.describe('custom domain (Pro)', () => {
  test('the operator and the client see the records to set, the state and «Verifica ora»', async ({
    page,
    openApp,
    adminCredentials,
  }) => {
    // Two dashboards, two logins, a check: on the demo's software-rendered Chromium that is more than 30 s.
    test.slow();
    const domain = uniqueDomain('e2e-dominio');
    await openApp('admin');
    await page.getByLabel('Username').fill(adminCredentials.username);
    await page.getByLabel('Password').fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard Amministratore', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    await form.getByLabel('Dominio').fill(domain);
    await form.getByLabel('Piano').selectOption('pro');
    await form.getByRole('button', { name: 'Crea accesso' }).click();
    const created = page.getByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    const clientId = (await created.locator('output').nth(0).textContent())!.trim();
    const token = (await created.locator('output').nth(1).textContent())!.trim();
    await created.getByRole('button', { name: 'Chiudi', exact: true }).click();

    await page.getByRole('button', { name: `Dominio per il cliente ${clientId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Dominio personalizzato di ${domain}` });
    await expect(dialog.getByTestId('domain-status')).toHaveText('In attesa');
    const txt = dialog.getByText(/^landingfacile-verify=/).first();
    const value = (await txt.textContent())!.trim();
    await expect(dialog.getByText(`_landingfacile.${domain}`).first()).toBeVisible();
    await expect(dialog.getByText(`www.${domain}`)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await dialog.getByRole('button', { name: 'Verifica ora' }).click();
    await expect(dialog.getByText(/^Ultima verifica: /)).toBeVisible({ timeout: 20_000 });
    // No TXT record anywhere (or no DNS in the demo): still pending, with the reason.
    await expect(dialog.getByTestId('domain-status')).toHaveText('In attesa');
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();

    await page.goto('login');
    await page.getByLabel('Access Token').fill(token);
    await page.getByRole('button', { name: 'Accedi' }).click();
    const panel = page.getByRole('region', { name: 'Dominio personalizzato' });
    await expect(panel.getByTestId('domain-status')).toHaveText('In attesa');
    await expect(panel.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(panel.getByText(/^Ultima verifica: /)).toBeVisible();
  });

  test('an unknown name under SITES_DOMAIN is a plain 404, never the app', async ({ page, backend }) => {
    test.skip(backend !== 'server', 'serving by host is the reference server’s (the demo has no hosts)');
    const response = await page.goto(`http://nessun-sito-e2e.localhost:${PORTS.server}/admin`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toHaveText('Nessun sito a questo indirizzo.');
    const api = await page.goto(`http://nessun-sito-e2e.localhost:${PORTS.server}/api/`);
    expect(api?.status()).toBe(404);
  });
});
