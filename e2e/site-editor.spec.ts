/**
 * Issue 28 end to end in Chromium: from a paid order the operator generates the draft, edits the hero's
 * headline in the editor (the live preview shows it), saves, meets the P.IVA rule (the API's reason shown), writes
 * the P.IVA, saves and publishes; the page is served
 * on `http://{slug}.localhost:<port>/` (Chromium resolves *.localhost to 127.0.0.1) with the edited text, and its
 * tracker's view is counted in the client's dashboard. A second editor saving on a stale version gets the 409's
 * Italian message. Axe checks the editor. Server only: the demo's sites have no host of their own.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
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
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length})`)).toEqual([]);
}

async function api<T>(page: Page, base: string, token: string, method: string, path: string): Promise<T> {
  const url = new URL(`api${path}`, base).toString();
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

/** A logo as an operator would upload it: a wide PNG. */
async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 200, channels: 3, background: '#b22222' } })
    .png()
    .toBuffer();
}

/** The image has arrived and decoded (a broken or blocked address leaves naturalWidth at 0). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

/**
 * The business facts: a bad phone is refused beside its field (and blocks «Salva»), a good one becomes the
 * page's `tel:` link in the live preview; the uploaded logo appears in the preview's header, sized, with the
 * business name as its text.
 */
async function editPhoneAndLogo(page: Page, preview: FrameLocator, name: string) {
  const business = page.getByRole('region', { name: 'Attività e dati legali' });
  const phone = business.getByRole('textbox', { name: 'Telefono', exact: true });
  await phone.fill('12 34');
  await phone.blur();
  await expect(business.getByRole('alert')).toHaveText(/^Numero non valido/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Da correggere prima di salvare: Telefono.' })).toBeVisible();
  await phone.fill('049 876 5432');
  await expect(business.getByRole('alert')).toHaveCount(0);
  await expect(preview.locator('a[href="tel:+390498765432"]').first()).toBeAttached({ timeout: 15_000 });

  await business.getByLabel('Carica immagine').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await expect(business.getByText('600×200')).toBeVisible({ timeout: 15_000 });
  const logo = preview.locator('header img');
  await expect(logo).toHaveAttribute('alt', name, { timeout: 15_000 });
  await expect(logo).toHaveAttribute('width', '600');
  await expect(logo).toHaveAttribute('height', '200');
  await expectLoaded(logo);
}

interface ApiOrder {
  order_id: string;
  client_id: string | null;
  customer_email: string | null;
}

test.describe('site editor', () => {
  test.describe.configure({ timeout: 240_000 });

  test('paid order → draft → edit the headline → save → publish → served on {slug}.localhost and counted', async ({
    page,
    context,
    backend,
    baseURL,
    openApp,
    loginAdmin,
  }) => {
    test.skip(backend !== 'server', 'the demo serves no site by host');
    const base = baseURL!;
    const email = `pizzeria.${Date.now()}@gennaro-napoli.it`;

    // A customer completes the chat and the summary; the provider confirms the payment.
    await openApp(`questionario?plan=basic&billing=monthly&price=4&session=session_e2e_site_${Date.now()}`);
    await say(page, 'Pizzeria Da Gennaro a Napoli, pizza napoletana');
    await say(page, 'Famiglie e turisti');
    await say(page, 'Margherita 7 euro');
    await page.getByRole('button', { name: FINISH }).click();
    await page.getByRole('button', { name: 'Aggiungi un’email' }).click();
    const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
    await emailBox.fill(email);
    await emailBox.press('Enter');
    await page.getByRole('textbox', { name: 'Partita IVA o codice fiscale' }).fill('01234567890');
    await page.getByRole('textbox', { name: 'Sede (indirizzo completo)' }).fill('Via Toledo 10, 80134 Napoli (NA)');
    await page.getByRole('button', { name: CONFIRM }).click();
    await expect(page).toHaveURL(/\/grazie/, { timeout: 10_000 });

    const token = await loginAdmin();
    const order = (await api<{ orders: ApiOrder[] }>(page, base, token, 'GET', '/admin/orders')).orders.find(
      (o) => o.customer_email === email,
    )!;
    const payload = JSON.stringify({
      id: `evt_e2e_site_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_e2e_site_${order.order_id}`,
          object: 'checkout.session',
          client_reference_id: order.order_id,
          payment_status: 'paid',
          customer: 'cus_e2e_site',
          subscription: 'sub_e2e_site',
        },
      },
    });
    const paid = await page.request.post(new URL('api/webhooks/stripe', base).toString(), {
      data: payload,
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SERVER_STRIPE_WEBHOOK_SECRET }),
      },
    });
    expect(paid.status()).toBe(200);

    // The operator: «Genera bozza» in the order's detail, then «Apri l'editor».
    await page.goto(`admin?vista=ordini&ordine=${order.order_id}`);
    const sitePanel = page.getByRole('region', { name: 'Sito' });
    await sitePanel.getByRole('button', { name: 'Genera bozza' }).click();
    await expect(sitePanel.getByText(/Indirizzo: .*1 versione/)).toBeVisible();
    await sitePanel.getByRole('link', { name: "Apri l'editor" }).click();
    await expect(page).toHaveURL(/vista=sito&ordine=/);
    await expect(page.getByRole('heading', { name: /^Sito di / })).toBeVisible({ timeout: 20_000 });
    const slug = (await page
      .locator('header p')
      .filter({ hasText: 'Indirizzo del sito' })
      .locator('span')
      .textContent())!;
    expect(slug).toMatch(/^[a-z0-9-]+$/);

    const preview = page.frameLocator('iframe[title^="Anteprima della pagina"]');
    await expect(preview.locator('h1')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'site editor');

    // A second editor opened now will save on a stale version.
    const other = await context.newPage();
    await other.goto(page.url());
    await expect(other.getByRole('heading', { name: /^Sito di / })).toBeVisible({ timeout: 20_000 });

    // Edit the headline: the live preview shows it as text; save makes version 2.
    const headline = 'Da Gennaro: <la pizza> di Napoli dal 1962';
    const sections = page.getByRole('region', { name: 'Sezioni' });
    await sections.getByRole('textbox', { name: 'Titolo', exact: true }).first().fill(headline);
    await expect(preview.locator('h1')).toHaveText(headline, { timeout: 15_000 });
    await editPhoneAndLogo(page, preview, 'Pizzeria Da Gennaro');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Stai modificando la versione 2. Tutte le modifiche sono salvate.')).toBeVisible();
    const versions = page.getByRole('region', { name: 'Versioni' });
    await expect(versions.getByText('Versione 2', { exact: true })).toBeVisible();

    // The other editor's save is refused with the Italian explanation and «Ricarica».
    await other
      .getByRole('region', { name: 'Sezioni' })
      .getByRole('textbox', { name: 'Titolo', exact: true })
      .first()
      .fill('Altro titolo');
    await other.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(
      other.getByRole('alert').filter({ hasText: 'Un’altra versione è stata salvata nel frattempo' }),
    ).toBeVisible();
    await other.getByRole('button', { name: 'Ricarica' }).click();
    await expect(other.getByText('Stai modificando la versione 2.', { exact: false })).toBeVisible();
    await other.close();

    // The brief gave no P.IVA for the page: publishing is refused with the API's reason until it is written.
    const publishing = page.getByRole('region', { name: 'Pubblicazione' });
    await publishing.getByRole('button', { name: 'Pubblica' }).click();
    await expect(publishing.getByRole('alert')).toHaveText(/partita IVA.*non soggetto a P\.IVA/);
    await page.getByRole('textbox', { name: 'Partita IVA (11 cifre)' }).fill('01234567890');
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Stai modificando la versione 3. Tutte le modifiche sono salvate.')).toBeVisible();
    await expect(publishing.getByText('Prima di pubblicare:')).toHaveCount(0);

    // Publish: the urls returned are links.
    await publishing.getByRole('button', { name: 'Pubblica' }).click();
    const url = `http://${slug}.localhost:${new URL(base).port}/`;
    await expect(publishing.getByRole('link', { name: url })).toBeVisible();
    await expect(versions.getByText('online', { exact: true })).toBeVisible();

    // The page on its own host, with the edited text, and its tracker reports the view.
    const site = await context.newPage();
    const refused: string[] = [];
    site.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const tracked = site.waitForResponse((response) => /\/api\/track/.test(response.url()), { timeout: 15_000 });
    await site.goto(url);
    await expect(site.locator('h1')).toHaveText(headline);
    await expectLoaded(site.locator('header img'));
    await expect(site.locator('a[href="tel:+390498765432"]').first()).toBeAttached();
    expect((await tracked).status()).toBeLessThan(300);
    // The tracker was asked for only once the page had loaded (its inline loader), and the page's policy
    // refused nothing: the loader is allowed by its hash.
    const timing = await site.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number,
      tracker: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/t.js'))!.startTime,
    }));
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.tracker).toBeGreaterThanOrEqual(timing.loaded);
    expect(refused).toEqual([]);
    await site.close();

    // The client's dashboard counts it.
    const withClient = (await api<{ orders: ApiOrder[] }>(page, base, token, 'GET', '/admin/orders')).orders.find(
      (o) => o.order_id === order.order_id,
    )!;
    const { access_token } = await page.evaluate(
      async ({ url, token }) =>
        (await (await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).json()) as {
          access_token: string;
        },
      { url: new URL(`api/admin/clients/${withClient.client_id}/rotate-token`, base).toString(), token },
    );
    await page.goto('login');
    await page.getByLabel('Access Token').fill(access_token);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Riepilogo' })
        .getByRole('listitem')
        .filter({ hasText: 'Visualizzazioni Totali' })
        .locator('p')
        .nth(1),
    ).toHaveText('1');
  });
});

test.describe('site editor in the browser-only demo', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a seeded paid order: draft, edit, live preview, save, publish, open at /siti/{slug}', async ({
    page,
    backend,
    openApp,
    loginAdmin,
  }) => {
    test.skip(backend !== 'demo', 'the seeded orders are the demo’s');
    await openApp('./');
    await loginAdmin();
    await page.goto('admin?vista=ordini&ordine=ord_demo_idraulico');
    const sitePanel = page.getByRole('region', { name: 'Sito' });
    await sitePanel.getByRole('button', { name: 'Genera bozza' }).click();
    await sitePanel.getByRole('link', { name: "Apri l'editor" }).click();
    await expect(page.getByRole('heading', { name: 'Sito di Ferri Impianti' })).toBeVisible({ timeout: 20_000 });
    const preview = page.frameLocator('iframe[title^="Anteprima della pagina"]');
    await expect(preview.locator('h1')).toBeVisible({ timeout: 15_000 });

    const headline = 'Idraulico a Padova, pronto intervento in giornata';
    await page
      .getByRole('region', { name: 'Sezioni' })
      .getByRole('textbox', { name: 'Titolo', exact: true })
      .first()
      .fill(headline);
    await expect(preview.locator('h1')).toHaveText(headline, { timeout: 15_000 });
    await editPhoneAndLogo(page, preview, 'Ferri Impianti');
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expect(page.locator('iframe[title="Anteprima della pagina, Desktop (1280 px)"]')).toHaveAttribute(
      'width',
      '1280',
    );
    await page.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(page.getByText('Stai modificando la versione 2. Tutte le modifiche sono salvate.')).toBeVisible();

    const publishing = page.getByRole('region', { name: 'Pubblicazione' });
    if (await publishing.getByText('Prima di pubblicare:').isVisible()) {
      await page.getByRole('checkbox', { name: 'Non soggetto a P.IVA' }).check();
      await page.getByRole('button', { name: 'Salva', exact: true }).click();
      await expect(page.getByText('Stai modificando la versione 3. Tutte le modifiche sono salvate.')).toBeVisible();
    }
    await publishing.getByRole('button', { name: 'Pubblica' }).click();
    await expect(publishing.getByRole('link', { name: /^http:\/\/ferri-impianti\.siti\./ })).toBeVisible();

    // The demo has no hosts of its own: the published page opens at /siti/{slug} inside the app.
    await publishing.getByRole('link', { name: /^\/siti\/ferri-impianti/ }).click();
    await expect(page).toHaveURL(/\/siti\/ferri-impianti/);
    const published = page.frameLocator('iframe[title^="Pagina pubblicata del sito"]');
    await expect(published.locator('h1')).toHaveText(headline);
    await expect(published.locator('header img')).toHaveAttribute('alt', 'Ferri Impianti');
    await expectLoaded(published.locator('header img'));
  });
});
