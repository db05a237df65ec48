import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import AdminDashboardPage from '../AdminDashboardPage';

/**
 * /admin's «Ordini» over the mock backend and its seed (one order in every state, one late, emails sent,
 * waiting and failed). Per-story `msw.handlers` replace single answers: loading, empty, failing.
 */
const meta = {
  title: 'Dashboard/Admin/Ordini',
  component: AdminDashboardPage,
  parameters: { session: 'admin', route: '/admin?vista=ordini' },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order, newest first, with a filter per state and the «In ritardo» badge. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of the file also pays for loading the dashboard's modules: allow more than a second.
    await expect(
      await canvas.findByRole('link', { name: "Apri l'ordine di Ferri Impianti" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('In ritardo').length).toBeGreaterThan(0);
  },
};

export const FilteredLate: Story = {
  parameters: { route: '/admin?vista=ordini&stato=in-ritardo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /In ritardo/, pressed: true })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const FilterChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = await canvas.findByRole('button', { name: /^Pubblicato/ });
    chip.focus();
    await userEvent.keyboard('{Enter}');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('link', { name: "Apri l'ordine di Ferri Impianti" })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/admin/orders')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [apiStates.json('get', '/admin/orders', { orders: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nessun ordine: compariranno qui/)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [apiStates.problem('get', '/admin/orders', 500)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Errore nel caricamento degli ordini')).toBeInTheDocument();
  },
};

const detail = (key: string, heading: string): Story => ({
  parameters: { route: `/admin?vista=ordini&ordine=ord_demo_${key}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: heading })).toBeInTheDocument();
  },
});

/** One detail per state of the pipeline. */
export const AwaitingPayment = detail('parrucchiera', 'Taglio Netto');
export const PaymentFailed = detail('bnb', 'Corte dei Fichi B&B');
/** Paid a week ago and not started: «In ritardo», the confirmation email failed with the server's 550. */
export const PaidLateWithFailedEmail: Story = {
  parameters: { route: '/admin?vista=ordini&ordine=ord_demo_idraulico' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/La prima bozza era dovuta entro/)).toBeInTheDocument();
    await expect(canvas.getByText(/Motivo: 550 5\.1\.1/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Invia di nuovo «Conferma del tuo ordine/ })).toBeEnabled();
  },
};
export const InProgress = detail('ceramiche', 'Terra Chiara Ceramiche');
export const DraftReady = detail('avvocato', 'Studio Legale Bianchi');
export const InReview = detail('palestra', 'FitZone');
export const Published = detail('psicologa', 'Dott.ssa Giulia Rossi, Psicologa');
export const Cancelled: Story = {
  parameters: { route: '/admin?vista=ordini&ordine=ord_demo_fiorista' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nessuna mossa possibile: l’ordine è annullato.'),
    ).toBeInTheDocument();
  },
};

/** «Segna come pagato» asks how it was paid: the note is required. */
export const MarkPaidDialog: Story = {
  parameters: { route: '/admin?vista=ordini&ordine=ord_demo_parrucchiera' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Segna come pagato' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Segna l’ordine come pagato' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Segna come pagato' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Scrivi come è stato pagato');
  },
};

export const DetailNotFound: Story = {
  parameters: { route: '/admin?vista=ordini&ordine=ord_inesistente' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ordine non trovato.')).toBeInTheDocument();
  },
};
