import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import QuestionnairePage from './QuestionnairePage';
import { questionnaireBackend } from './testing/mock-backend';

const { server, runtime } = questionnaireBackend();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await runtime.ready;
});
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/questionario" element={<QuestionnairePage />} />
        <Route path="/grazie" element={<h1>Grazie!</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const box = () => screen.getByRole('textbox', { name: 'Il tuo messaggio' });
const sendButton = () => screen.getByRole('button', { name: 'Invia' });
const log = () => screen.getByRole('log');

async function waitForReply(count: number) {
  await waitFor(() => expect(within(log()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
  });
  await waitFor(() => expect(box()).toBeEnabled());
}

describe('the questionnaire page', { timeout: 20_000 }, () => {
  it('names the plan, generates a session into the URL and shows the first message', async () => {
    renderAt('/questionario?plan=pro');
    expect(screen.getByText('Dominio Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla scelta del pagamento' })).toHaveAttribute(
      'href',
      '/payment-selection?plan=pro',
    );
    expect(screen.getByRole('heading', { name: 'Consigli per risposte efficaci' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Processo veloce' })).toBeInTheDocument();
    await waitFor(() => expect(location).toMatch(/^\/questionario\?plan=pro&session=session_\d+_[a-z0-9]+$/));
    expect(await within(log()).findByText(/Ciao! Sono il tuo assistente/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("defaults to 'Landing Basic' for any other plan", () => {
    renderAt('/questionario?plan=oro&session=session_page_basic');
    expect(screen.getByText('Landing Basic')).toBeInTheDocument();
  });

  it('sends with Enter, adds a line with Shift+Enter, disables send for blank text, shows the typing indicator', async () => {
    const { user } = renderAt(`/questionario?plan=basic&session=session_page_${Date.now()}`);
    await waitForReply(1);
    // Opening the page does not grab the focus (no keyboard popping up on phones).
    expect(box()).not.toHaveFocus();
    expect(sendButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.clear(box());
    await user.type(box(), 'Pizzeria Da Mario{Shift>}{Enter}{/Shift}a Roma');
    expect(box()).toHaveValue('Pizzeria Da Mario\na Roma');
    expect(sendButton()).toBeEnabled();
    // Hold the reply, to see the waiting state; then the real interviewer answers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/questionnaire/chat/:session', async () => {
        await held;
        // Nothing returned: the request falls through to the mock backend's own handler.
        return undefined;
      }),
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('Sto scrivendo...')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(box()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    release();
    await waitForReply(3);
    // After the reply the box has the focus again, ready for the next answer.
    await waitFor(() => expect(box()).toHaveFocus());
    expect(screen.queryByText('Sto scrivendo...')).not.toBeInTheDocument();
    expect(
      within(log()).getByText('Pizzeria Da Mario a Roma'.replace(' a', '\na'), { normalizer: (s) => s }),
    ).toBeInTheDocument();
    // The interviewer's own reply: it took the name and the city, and asks the next question.
    expect(within(log()).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Assistente: .*Pizzeria Da Mario a Roma/);
  });

  it("shows 'Ho finito' from 6 messages, opens the style dialog from the prompt, and chooses a style", async () => {
    const { user } = renderAt(`/questionario?plan=basic&session=session_page_${Date.now()}_b`);
    await waitForReply(1);
    for (const [text, count] of [
      ['Pizzeria Da Mario a Roma', 3],
      ['Famiglie', 5],
    ] as const) {
      await user.type(box(), `${text}{Enter}`);
      await waitForReply(count);
    }
    expect(screen.queryByRole('button', { name: 'Ho finito - Procedi con la creazione' })).not.toBeInTheDocument();
    await user.type(box(), 'Pizze 8 euro{Enter}');
    await waitForReply(7);
    expect(screen.getByRole('button', { name: 'Ho finito - Procedi con la creazione' })).toBeInTheDocument();

    const prompt = await screen.findByRole('button', { name: 'Vedi gli stili' }, { timeout: 2500 });
    await user.click(prompt);
    const dialog = screen.getByRole('dialog', { name: 'Scegli lo Stile della Tua Landing Page' });
    expect(within(dialog).getAllByRole('button', { name: 'Scegli Questo Stile' })).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: /Elegante e Autorevole/ })).toHaveAttribute(
      'href',
      '/template-studio-legale',
    );
    expect(within(dialog).getByRole('link', { name: /Elegante e Autorevole/ })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);

    // Escape closes and gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(prompt).toHaveFocus();

    await user.click(prompt);
    const cards = within(screen.getByRole('dialog')).getAllByRole('listitem', { name: /./ });
    const fitness = cards.find((card) => within(card).queryByRole('heading', { name: 'Energico e Dinamico' }))!;
    await user.click(within(fitness).getByRole('button', { name: 'Scegli Questo Stile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(log()).getByText('Ho scelto lo stile: Energico e Dinamico')).toBeInTheDocument();
    expect(await within(log()).findByText(/Ottima scelta: lo stile «Energico e Dinamico»/)).toBeInTheDocument();
  }, 20_000);

  it('keeps focus inside the dialog with Tab and Shift+Tab', async () => {
    const { user } = renderAt('/questionario?plan=basic&session=session_page_focus');
    await user.click(screen.getByRole('button', { name: 'Stili di esempio' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getAllByRole('link').at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows the Italian message and keeps a too-long text in the box', async () => {
    const { user } = renderAt(`/questionario?plan=basic&session=session_page_${Date.now()}_long`);
    await waitForReply(1);
    const long = 'a'.repeat(2001);
    await user.click(box());
    await user.paste(long);
    expect(screen.getByText('2001 di 2000 caratteri')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Il messaggio è troppo lungo');
    expect(box()).toHaveValue(long);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the summary beside the chat, takes a correction by keyboard, and asks for confirmation before completing', async () => {
    const { user } = renderAt('/questionario?plan=basic&session=session_page_summary');
    const card = screen.getByRole('region', { name: 'Riepilogo' });
    await within(log()).findByText(/Ciao! Sono il tuo assistente/, {}, { timeout: 5000 });
    await user.type(box(), 'Ho una pizzeria a Napoli, si chiama Pizzeria Da Gennaro.{Enter}');
    await waitForReply(3);
    expect(await within(card).findByText(/^Napoli/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Modifica: Città' }));
    const city = within(card).getByRole('textbox', { name: 'Città' });
    expect(city).toHaveFocus();
    await user.clear(city);
    await user.type(city, 'Pozzuoli{Enter}');
    expect(await within(card).findByText('Pozzuoli')).toBeInTheDocument();
    expect(within(card).getByText('Corretto da te')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Modifica: Città' })).toHaveFocus());

    // Escape closes an editor without saving.
    await user.click(within(card).getByRole('button', { name: 'Modifica: Città' }));
    await user.type(within(card).getByRole('textbox', { name: 'Città' }), ' centro{Escape}');
    expect(within(card).queryByRole('textbox', { name: 'Città' })).not.toBeInTheDocument();
    expect(within(card).getByText('Pozzuoli')).toBeInTheDocument();

    await user.type(box(), 'Famiglie e turisti{Enter}');
    await waitForReply(5);
    await user.type(box(), 'Margherita 6 euro{Enter}');
    await waitForReply(7);
    await user.click(screen.getByRole('button', { name: 'Ho finito - Procedi con la creazione' }));
    const review = screen.getByRole('region', { name: 'Controlla il riepilogo' });
    expect(within(review).getByRole('heading', { name: 'Controlla il riepilogo' })).toHaveFocus();
    expect(box()).toBeDisabled();
    expect(location).toMatch(/^\/questionario/);

    // No email yet: «Confermo e procedo» waits for one, and says why.
    const confirm = within(review).getByRole('button', { name: 'Confermo e procedo' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/Per procedere indica un’email/);
    await user.click(within(review).getByRole('button', { name: 'Aggiungi un’email' }));
    await user.type(within(review).getByRole('textbox', { name: 'Email' }), 'gennaro@pizzeria.it{Enter}');
    expect(await within(review).findByText('gennaro@pizzeria.it')).toBeInTheDocument();

    // The invoice's data: the business name comes from the chat; a bad P.IVA holds the confirmation back.
    expect(within(review).getByRole('textbox', { name: 'Ragione sociale, o nome e cognome' })).toHaveValue(
      'Pizzeria Da Gennaro',
    );
    const taxId = within(review).getByRole('textbox', { name: 'Partita IVA o codice fiscale' });
    await user.type(taxId, '1234');
    expect(taxId).toHaveAccessibleDescription(/Controlla la partita IVA/);
    expect(confirm).toBeDisabled();
    await user.clear(taxId);
    await user.type(taxId, 'IT 012 345 678 90');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(log()).findByText(/Ho inviato tutte le informazioni/)).toBeInTheDocument();
  }, 45_000);
});
