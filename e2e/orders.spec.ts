/**
 * The part of the business after «Ho finito», end to end in Chromium: the customer completes the chat (the
 * summary asks for an email first), the payment is confirmed by the provider (on the server a Stripe event
 * signed with the official package and the test server's STRIPE_WEBHOOK_SECRET; in the demo the «Simula
 * pagamento» control), the operator sees «pagato» in «Ordini», and the customer's dashboard shows it (through
 * an access the operator hands over: without SMTP the access email's one-time link is made only when it is
 * sent). Axe checks the new screens.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import Stripe from 'stripe';
import { SERVER_STRIPE_WEBHOOK_SECRET } from './support/credentials';
import { expect, test } from './support/fixtures';

const FINISH = 'Ho finito - Procedi con la creazione';
const CONFIRM = 'Confermo e procedo';

const chatLog = (page: Page) => page.getByRole('log', { name: "Conversazione con l'assistente" });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Il tuo messaggio' });

async function say(page: Page, text: string) {
  const items = chatLog(page).getByRole('listitem');
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(items.filter({ hasText: text }).last()).toBeVisible();
  await expect(page.getByText('Sto scrivendo...')).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

interface ApiOrder {
  order_id: string;
  status: string;
  client_id: string | null;
  customer_email: string | null;
  billing: string;
}

/** An operator's call made from the page, so the demo's service worker answers it as it answers the app. */
async function adminCall<T>(page: Page, baseURL: string, token: string, method: string, path: string): Promise<T> {
  const url = new URL(`api${path}`, baseURL).toString();
  const { status, body } = await page.evaluate(
    async ({ url, method, token }) => {
      const response = await fetch(url, { method, headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url, method, token },
  );
  expect(status, path).toBe(200);
  return body as T;
}

test.describe('orders', () => {
  test.describe.configure({ timeout: 180_000 });

  test('complete the chat, the payment is confirmed, the operator sees «pagato», the customer too', async ({
    page,
    backend,
    baseURL,
    openApp,
    loginAdmin,
  }) => {
    const base = baseURL!;
    const email = `studio.${Date.now()}@rossi-lavoro.it`;

    // The customer: the chat, then the summary (the email comes from the chat), then /grazie (no payment link).
    await openApp(`questionario?plan=basic&billing=monthly&price=4&session=session_e2e_order_${Date.now()}`);
    await say(page, 'Studio legale Rossi a Milano, diritto del lavoro');
    await say(page, 'Aziende e lavoratori');
    await say(page, 'Consulenza iniziale 100 euro');
    await page.getByRole('button', { name: FINISH }).click();
    const confirm = page.getByRole('button', { name: CONFIRM });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(/un’email/);
    await expectNoSeriousViolations(page, 'summary without an email');
    await page.getByRole('button', { name: 'Aggiungi un’email' }).click();
    const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
    await emailBox.fill(email);
    await emailBox.press('Enter');
    await page.getByRole('textbox', { name: 'Partita IVA o codice fiscale' }).fill('01234567890');
    await page.getByRole('textbox', { name: 'Sede (indirizzo completo)' }).fill('Via Larga 8, 20122 Milano (MI)');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page).toHaveURL(/\/grazie\?plan=basic$/, { timeout: 10_000 });

    // Its order waits for the payment, with the billing and the invoice's data the customer gave.
    const token = await loginAdmin();
    const { orders } = await adminCall<{ orders: ApiOrder[] }>(page, base, token, 'GET', '/admin/orders');
    const order = orders.find((o) => o.customer_email === email)!;
    expect(order).toMatchObject({ status: 'awaiting_payment', billing: 'monthly', client_id: null });

    // The payment, confirmed by the provider.
    if (backend === 'server') {
      const payload = JSON.stringify({
        id: `evt_e2e_${Date.now()}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_e2e_${order.order_id}`,
            object: 'checkout.session',
            client_reference_id: order.order_id,
            payment_status: 'paid',
            customer: 'cus_e2e',
            subscription: 'sub_e2e',
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SERVER_STRIPE_WEBHOOK_SECRET });
      const webhook = new URL('api/webhooks/stripe', base).toString();
      // One hex digit of the signature changed to another (a fixed replacement left it as it was once in 16).
      const forgedSignature = signature.replace(/v1=(\w)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
      const forged = await page.request.post(webhook, {
        data: payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': forgedSignature },
      });
      expect(forged.status()).toBe(400);
      const answer = await page.request.post(webhook, {
        data: payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      });
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual({ received: true, outcome: 'applied' });
    }

    // The operator: the order's detail (the demo pays it here, as Stripe would).
    await page.goto(`admin?vista=ordini&ordine=${order.order_id}`);
    const heading = page.locator('#order-title');
    await expect(heading).toBeVisible();
    if (backend === 'demo') {
      await expect(page.getByText('in attesa di pagamento', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Simula pagamento' }).click();
    }
    const header = page.locator('header').filter({ has: heading });
    await expect(header.getByText('pagato', { exact: true })).toBeVisible();
    await expect(page.getByText('In attesa di pagamento → pagato')).toBeVisible();
    await expect(page.getByText('Conferma dell’ordine')).toBeVisible();
    await expect(page.getByText('Accesso all’area clienti')).toBeVisible();
    await expectNoSeriousViolations(page, 'order detail');

    // In the list, under «Pagato».
    await page.goto('admin?vista=ordini&stato=paid');
    await expect(page.getByRole('row').filter({ hasText: order.order_id })).toContainText('pagato');
    await expectNoSeriousViolations(page, 'orders list');

    // The customer: their client was created at payment; the operator hands over a new access token.
    const paid = (await adminCall<{ orders: ApiOrder[] }>(page, base, token, 'GET', '/admin/orders')).orders.find(
      (o) => o.order_id === order.order_id,
    )!;
    expect(paid.client_id).toBeTruthy();
    const { access_token } = await adminCall<{ access_token: string }>(
      page,
      base,
      token,
      'POST',
      `/admin/clients/${paid.client_id}/rotate-token`,
    );
    await page.goto('login');
    await page.getByLabel('Access Token').fill(access_token);
    await page.getByRole('button', { name: 'Accedi' }).click();
    const panel = page.getByRole('region', { name: 'Il tuo ordine' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('pagato', { exact: true }).first()).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Avanzamento' }).locator('[aria-current="step"]')).toContainText(
      'Pagato',
    );
    await expectNoSeriousViolations(page, 'client dashboard with its order');
  });

  test('an expired or used access link explains itself and leaves no code in the address', async ({
    page,
    openApp,
  }) => {
    await openApp('accesso/CodiceScadutoOppureGiaUsato1234');
    await expect(page.getByRole('heading', { name: 'Questo link di accesso non funziona più' })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/\/accesso$/);
    await expect(page.getByRole('link', { name: 'Vai ad Accesso Cliente' })).toBeVisible();
    await expectNoSeriousViolations(page, 'expired access link');
  });
});
