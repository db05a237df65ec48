/**
 * Issue 27 §8, what a buyer needs to trust the sale, on both backends: the terms of sale linked from the
 * footer and the payment page (axe clean), and the operator knowing each client by its business name, with an
 * access made from a questionnaire prefilled and a warning when that questionnaire already has a client.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A completed questionnaire with this business name and domain wish, made through the API from the page. */
async function completedQuestionnaire(page: Page, businessName: string, domainWish: string): Promise<string> {
  return page.evaluate(
    async ({ businessName, domainWish }) => {
      const api = (path: string) => new URL(`api${path}`, document.baseURI).toString();
      const json = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(api(path), {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<Record<string, unknown>>;
      };
      const session = `session_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
      const started = await json('POST', '/questionnaire/start', { session_id: session, plan_type: 'pro' });
      await json('POST', `/questionnaire/chat/${session}`, { role: 'user', content: 'Ho un forno a Bologna.' });
      await json('PATCH', `/questionnaire/brief/${session}`, { business_name: businessName, domain_wish: domainWish });
      await json('POST', `/questionnaire/complete/${session}`);
      return started.questionnaire_id as string;
    },
    { businessName, domainWish },
  );
}

test.describe('trust in the sale', () => {
  test('the terms of sale: from the footer and the payment page, complete and accessible', async ({
    page,
    openApp,
    consoleErrors,
  }) => {
    await openApp('./');
    await page
      .getByRole('navigation', { name: 'Informazioni' })
      .getByRole('link', { name: 'Condizioni di vendita' })
      .click();
    await expect(page).toHaveURL(/\/condizioni-di-vendita$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
    for (const title of [
      'Prezzi e IVA',
      'Disdetta',
      'Garanzia di 30 giorni',
      'Diritto di recesso',
      'Modulo di recesso',
    ])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prezzi e IVA' })).toContainText('192 € IVA inclusa');
    await expect(page.getByRole('region', { name: 'Modulo di recesso' })).toContainText('Destinatario:');
    expect(await seriousViolations(page)).toEqual([]);

    await openApp('payment-selection?plan=pro');
    await expect(page.getByRole('table')).toHaveAccessibleDescription(
      /IVA inclusa\. Puoi disdire in qualsiasi momento: la disdetta ha effetto alla fine del periodo già pagato\./,
    );
    await page.getByRole('main').getByRole('link', { name: 'condizioni di vendita', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the operator knows clients by business name; an access from a questionnaire is prefilled and warned', async ({
    page,
    openApp,
    loginAdmin,
  }) => {
    test.slow();
    await openApp('./');
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const businessName = `Forno Fiducia ${suffix}`;
    const domain = `fornofiducia-${suffix}.it`;
    const questionnaireId = await completedQuestionnaire(page, businessName, domain);
    await loginAdmin();
    await openApp('admin');
    await expect(page.getByRole('heading', { name: 'Dashboard Amministratore', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' }).click();
    const form = page.getByRole('dialog', { name: 'Nuovo accesso cliente' });
    await form.getByLabel('Questionario collegato').selectOption(questionnaireId);
    await expect(form.getByLabel('Dominio')).toHaveValue(domain);
    await expect(form.getByLabel('Piano')).toHaveValue('pro');
    await expect(form.getByText(/Attenzione: questo questionario ha già/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Crea accesso' }).click();
    const created = page.getByRole('alertdialog', { name: 'Nuovo accesso cliente creato!' });
    const clientId = (await created.locator('output').first().textContent())!.trim();
    await created.getByRole('button', { name: 'Chiudi', exact: true }).click();

    const table = page.getByRole('region', { name: 'Elenco clienti' }).getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Attività' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(clientId) })).toContainText(businessName);

    await page.getByRole('button', { name: 'Crea Nuovo Accesso Cliente' }).click();
    await form.getByLabel('Questionario collegato').selectOption(questionnaireId);
    await expect(form.getByRole('status')).toHaveText(
      `Attenzione: questo questionario ha già un cliente (${clientId}). Se continui, lo stesso questionario avrà due accessi.`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
