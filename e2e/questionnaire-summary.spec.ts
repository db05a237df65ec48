/**
 * The «Riepilogo» beside the chat, on both backends: it follows the conversation, a correction made in it
 * reaches the operator's brief (marked as corrected, the rest as confirmed), completion asks for the
 * summary's confirmation first, and the operator's list shows what the assistant flagged.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FINISH = 'Ho finito - Procedi con la creazione';
const CONFIRM = 'Confermo e procedo';

const chatLog = (page: Page) => page.getByRole('log', { name: "Conversazione con l'assistente" });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Il tuo messaggio' });
const summary = (page: Page) => page.getByRole('region', { name: /^(Riepilogo|Controlla il riepilogo)$/ });
/** One field of the summary (by the contract's BriefField name): its title, value and edit button. */
const summaryField = (page: Page, field: string) => summary(page).locator(`[data-field="${field}"]`);

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(chatLog(page).getByRole('listitem').filter({ hasText: text }).last()).toBeVisible();
  await expect(page.getByText('Sto scrivendo...')).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
}

/** The operator's questionnaires through the API, with the admin token from the page. */
async function questionnaires(page: Page, baseURL: string | undefined, token: string) {
  return page.evaluate(
    async ({ url, bearer }) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await response.json()) as { questionnaires: Array<{ questionnaire_id: string; session_id: string }> })
        .questionnaires;
    },
    { url: new URL('api/admin/questionnaires', baseURL).toString(), bearer: token },
  );
}

test.describe('the summary beside the chat', () => {
  test('follows the replies, takes corrections that reach the operator, and is confirmed before completion', async ({
    page,
    openApp,
    loginAdmin,
    baseURL,
    apiRequests,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const session = `session_e2e_riepilogo_${Date.now()}`;
    await openApp(`questionario?plan=pro&session=${session}`);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('Ciao!');
    await expect(summary(page).getByRole('heading', { name: 'Riepilogo' })).toBeVisible();
    await expect(summary(page)).toContainText('0 di 20 voci compilate');

    // The card follows the conversation.
    await say(
      page,
      'Ho una pizzeria a Napoli, si chiama Pizzeria Da Gennaro. Pizza napoletana cotta nel forno a legna.',
    );
    await expect(summaryField(page, 'city')).toContainText('Napoli');
    await expect(summaryField(page, 'business_name')).toContainText('Da Gennaro');

    // A correction in place, by keyboard: the field's button, the input, Enter.
    await summary(page).getByRole('button', { name: 'Modifica: Città' }).click();
    const city = summary(page).getByRole('textbox', { name: 'Città' });
    await expect(city).toBeFocused();
    await city.fill('Pozzuoli');
    await city.press('Enter');
    await expect(summaryField(page, 'city')).toContainText('Pozzuoli');
    await expect(summaryField(page, 'city')).toContainText('Corretto da te');
    await expect(summary(page).getByRole('button', { name: 'Modifica: Città' })).toBeFocused();

    // A field not mentioned yet is added the same way; an implausible value is explained in Italian.
    await summary(page).getByRole('button', { name: 'Aggiungi: Email' }).click();
    const email = summary(page).getByRole('textbox', { name: 'Email' });
    await email.fill('info at dagennaro');
    await email.press('Enter');
    await expect(summary(page).getByRole('alert')).toHaveText("L'indirizzo email non sembra valido.");
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('info@dagennaro.it');
    await email.press('Enter');
    await expect(summaryField(page, 'email')).toContainText('info@dagennaro.it');

    // The correction holds after later replies.
    await say(page, 'Famiglie e turisti, siamo a due passi dal porto di Napoli.');
    await say(page, 'Margherita 6 euro, Diavola 7,50 euro');
    await expect(summaryField(page, 'city')).toContainText('Pozzuoli');
    await expect(summaryField(page, 'services')).toContainText('7,50 €');

    // Judge the settled page, not a reply caught mid fade-in (its text is briefly translucent, which axe
    // reads as low contrast): with reduced motion the rows and highlights are drawn in their final state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const axe = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    // Finishing asks to confirm the summary first; nothing is completed until then.
    await page.getByRole('button', { name: FINISH }).click();
    await expect(page.getByRole('heading', { name: 'Controlla il riepilogo' })).toBeFocused();
    await expect(chatLog(page)).toContainText('Controlla il riepilogo e confermalo per procedere.');
    await expect(messageBox(page)).toBeDisabled();
    expect(apiRequests.filter((r) => r.path.startsWith('/questionnaire/complete/'))).toEqual([]);
    await page.getByRole('button', { name: 'Torna alla chat' }).click();
    await expect(messageBox(page)).toBeEnabled();
    await page.getByRole('button', { name: FINISH }).click();
    await page.getByRole('button', { name: CONFIRM }).click();
    await expect(chatLog(page)).toContainText('Ho inviato tutte le informazioni al nostro team');
    await expect(page).toHaveURL(/\/grazie\?plan=pro$/, { timeout: 10_000 });

    // The operator's brief: the correction, marked as the customer's, and the fields confirmed as shown.
    const token = await loginAdmin();
    const id = (await questionnaires(page, baseURL, token)).find((q) => q.session_id === session)!.questionnaire_id;
    await openApp(`admin?questionario=${id}`);
    const brief = page.getByRole('region', { name: 'Brief per il team' });
    await expect(brief).toContainText('Il cliente ha confermato il riepilogo il');
    const row = (term: string) =>
      brief.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}`) }) });
    await expect(row('Città')).toContainText('Pozzuoli');
    await expect(row('Città')).toContainText('Corretto dal cliente');
    await expect(row('Email')).toContainText('info@dagennaro.it');
    await expect(row('Email')).toContainText('Corretto dal cliente');
    await expect(row('Servizi')).toContainText('Confermato');
    // The one error the browser logs is the refused email's 400, on purpose.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('a complaint is flagged for the operator in the questionnaires list', async ({
    page,
    openApp,
    loginAdmin,
    baseURL,
  }) => {
    const session = `session_e2e_reclamo_${Date.now()}`;
    await openApp(`questionario?plan=basic&session=${session}`);
    await expect(chatLog(page).getByRole('listitem').first()).toContainText('Ciao!');
    await say(page, 'Il vostro servizio è una truffa, voglio un rimborso e parlare con un responsabile!');

    const token = await loginAdmin();
    const id = (await questionnaires(page, baseURL, token)).find((q) => q.session_id === session)!.questionnaire_id;
    await openApp('admin');
    const table = page.getByRole('region', { name: 'Questionari ricevuti' }).last();
    await expect(table.getByRole('columnheader', { name: 'Segnalazioni' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: id })).toContainText(/Reclamo|Richiesta di rimborso/);
  });
});
