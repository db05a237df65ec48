/**
 * The questionnaire on both backends: from the payment choice into the chat, a whole conversation with the
 * real interviewer, the style picker, resuming after a reload, finishing with the conversion (seen in the
 * admin stats) and the redirect: /grazie without a payment link, the plan's link when one is configured.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FINISH = 'Ho finito - Procedi con la creazione';
/** The summary asks for confirmation before completing. */
const CONFIRM = 'Confermo e procedo';

function chatLog(page: Page) {
  return page.getByRole('log', { name: "Conversazione con l'assistente" });
}

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Il tuo messaggio' });
}

/** Types a message, sends it with Enter and waits for the assistant's reply. */
async function say(page: Page, text: string) {
  const items = chatLog(page).getByRole('listitem');
  const before = await items.count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  // A style prompt may land just before the message (it follows the previous reply by a second).
  await expect(items.filter({ hasText: text.split('\n')[0]! }).last()).toBeVisible();
  await expect(page.getByText('Sto scrivendo...')).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
  expect(await items.count()).toBeGreaterThanOrEqual(before + 2);
}

/**
 * The payment link setting as GET /api/ returns it, supplied in the page: in the demo the service worker
 * answers /api before Playwright's routing could, so the page's own fetch is wrapped instead.
 */
async function supplyPaymentLinks(page: Page, links: { basic: string | null; pro: string | null }) {
  await page.addInitScript((paymentLinks) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (request.method === 'GET' && /\/api\/?$/.test(url.pathname)) {
        const response = await original(request);
        const body = (await response.json()) as { settings: { payment_links: unknown } };
        body.settings.payment_links = paymentLinks;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return original(request);
    };
  }, links);
}

async function adminStats(page: Page, baseURL: string | undefined, token: string) {
  return page.evaluate(
    async ({ url, bearer }) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
      return (await response.json()) as {
        total_conversions: number;
        recent_activity: Array<{ type: string; details: string }>;
      };
    },
    { url: new URL('api/admin/stats', baseURL).toString(), bearer: token },
  );
}

async function conversionCount(page: Page, baseURL: string | undefined, token: string): Promise<number> {
  return (await adminStats(page, baseURL, token)).total_conversions;
}

test.describe('questionnaire', () => {
  test('from the payment choice to /grazie: conversation, style, reload, finish, conversion in the stats', async ({
    page,
    openApp,
    loginAdmin,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await openApp('payment-selection?plan=pro');
    const token = await loginAdmin();
    const conversionsBefore = await conversionCount(page, baseURL, token);

    await page.getByRole('link', { name: /Procedi al questionario/ }).click();
    await expect(page).toHaveURL(/\/questionario\?plan=pro&session=session_\d+_[a-z0-9]+&billing=annual&price=16$/);
    await expect(page.getByText('Dominio Pro', { exact: true })).toBeVisible();
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('Ciao!');
    await expect(page.getByRole('button', { name: 'Invia' })).toBeDisabled();

    await say(page, 'Ho una pizzeria a Napoli, si chiama Da Gennaro. Pizza napoletana cotta nel forno a legna.');
    await say(page, 'Famiglie, studenti e turisti');
    await expect(page.getByRole('button', { name: FINISH })).toHaveCount(0);
    await say(page, 'Margherita 6 euro, Diavola 7,50 euro');
    await expect(page.getByRole('button', { name: FINISH })).toBeVisible();

    // The style prompt arrives a second after the reply; the dialog opens from it.
    await page.getByRole('button', { name: 'Vedi gli stili' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scegli lo Stile della Tua Landing Page' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Scegli Questo Stile' })).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: /Sereno e Professionale/ })).toHaveAttribute('target', '_blank');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Elegante e Autorevole' })
      .first()
      .getByRole('button', { name: 'Scegli Questo Stile' })
      .click();
    await expect(dialog).toBeHidden();
    await expect(chatLog(page)).toContainText('Ho scelto lo stile: Elegante e Autorevole');
    await expect(chatLog(page)).toContainText('Ottima scelta: lo stile «Elegante e Autorevole»');
    await expect(messageBox(page)).toBeEnabled();

    await say(page, 'Impasto a lunga lievitazione e ingredienti DOP');

    // A reload resumes the same conversation.
    const url = page.url();
    const transcript = await chatLog(page).getByRole('listitem').allInnerTexts();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(chatLog(page)).toContainText('Impasto a lunga lievitazione e ingredienti DOP');
    await expect(chatLog(page).getByText('Famiglie, studenti e turisti')).toBeVisible();
    // The same conversation, less what only lived in this page: the style prompts and the «Ho scelto lo stile» line.
    const withoutTime = (texts: string[]) => texts.map((t) => t.replace(/\s*\d{2}:\d{2}\s*$/, '').trim());
    const kept = withoutTime(transcript).filter(
      (t) => !t.includes('Vedi gli stili') && !t.includes('Ho scelto lo stile:'),
    );
    expect(withoutTime(await chatLog(page).getByRole('listitem').allInnerTexts())).toEqual(kept);

    await say(page, 'Caldo e familiare, dando del tu');
    await say(page, 'info@dagennaro.it, 081 123 4567, Via Toledo 45, Napoli');
    await say(page, 'dagennaro.it');
    await say(page, 'No, va bene così');
    await expect(chatLog(page)).toContainText('Benissimo, ho tutto quello che mi serve');

    await page.getByRole('button', { name: FINISH }).click();
    await page.getByRole('button', { name: CONFIRM }).click();
    await expect(chatLog(page)).toContainText('Ho inviato tutte le informazioni al nostro team');
    await expect(page).toHaveURL(/\/grazie\?plan=pro$/, { timeout: 10_000 });

    await expect.poll(() => conversionCount(page, baseURL, token)).toBeGreaterThan(conversionsBefore);
    const { recent_activity } = await adminStats(page, baseURL, token);
    expect(recent_activity.filter((a) => a.type === 'conversion').map((a) => a.details)).toContainEqual(
      expect.stringMatching(/questionnaire_completed.*Dominio Pro.*49/),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("goes to the plan's payment link when one is configured", async ({ page, openApp }) => {
    test.setTimeout(60_000);
    const link = 'https://pagamenti.esempio.test/landing-basic';
    await page.route(`${link}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Pagamento</title><h1>Pagamento sicuro</h1>',
      }),
    );
    await supplyPaymentLinks(page, { basic: link, pro: 'https://pagamenti.esempio.test/dominio-pro' });
    await openApp(`questionario?plan=basic&session=session_e2e_link_${Date.now()}`);
    await expect(page.getByText('Landing Basic', { exact: true })).toBeVisible();
    await say(page, 'Studio legale Rossi a Milano, diritto del lavoro');
    await say(page, 'Aziende e lavoratori');
    await say(page, 'Consulenza iniziale 100 euro');
    await say(page, 'Scrivetemi a studio@rossi-lavoro.it');
    await page.getByRole('button', { name: FINISH }).click();
    await page.getByRole('button', { name: CONFIRM }).click();
    // The order the completion created rides on the link (Stripe hands it back), with the customer's email.
    await expect(page).toHaveURL(
      new RegExp(`^${link}\\?client_reference_id=ord_[A-Za-z0-9_-]+&prefilled_email=studio%40rossi-lavoro\\.it$`),
      {
        timeout: 10_000,
      },
    );
    await expect(page.getByRole('heading', { name: 'Pagamento sicuro' })).toBeVisible();
  });

  test('a message over 2000 characters is refused with an Italian message and stays in the box', async ({
    page,
    openApp,
  }) => {
    await openApp(`questionario?plan=basic&session=session_e2e_long_${Date.now()}`);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('Ciao!');
    const long = 'Una pizzeria con una lunga storia. '.repeat(60);
    await messageBox(page).fill(long);
    await expect(page.getByText(`${long.length} di 2000 caratteri`)).toBeVisible();
    await messageBox(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Il messaggio è troppo lungo');
    await expect(messageBox(page)).toHaveValue(long);
    await expect(chatLog(page).getByRole('listitem')).toHaveCount(1);
  });

  test('is usable on a 360 px phone and has no serious accessibility issue', async ({ page, openApp }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openApp(`questionario?plan=pro&session=session_e2e_phone_${Date.now()}`);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('Ciao!');
    await say(page, 'Palestra FitLab a Bologna, corsi di crossfit');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Judge the settled page, not the reply caught mid fade-in (its time is briefly translucent, which axe read
    // as low contrast once in CI): with reduced motion the rows are drawn in their final state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes[0]?.target}`),
    ).toEqual([]);
  });
});
