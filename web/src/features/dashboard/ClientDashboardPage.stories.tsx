import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates, emptyStats } from '../../../../mock/storybook';
import ClientDashboardPage from './ClientDashboardPage';

/** /login in every state, over the mock backend (`session: 'client'` is the seeded Pro client). */
const meta = {
  title: 'Dashboard/Client',
  component: ClientDashboardPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof ClientDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Accesso Cliente': one Access Token field. */
export const Login: Story = {};

export const LoginError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Access Token'), 'token-inventato');
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(await canvas.findByText('Access token non valido o scaduto')).toBeInTheDocument();
  },
};

export const LoginBusy: Story = {
  parameters: { msw: { handlers: [apiStates.loading('post', '/client/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Access Token'), 'un-token');
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(canvas.getByRole('button', { name: 'Accesso...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.loading('get', '/client/stats')] } },
};

/** The seeded Pro client with its domain's traffic. */
export const SeedData: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pagine più Visitate')).toBeInTheDocument();
  },
};

/**
 * «Ultimi 30 giorni» applied on the seeded Pro client: every card compares with the 30 days before, the chart
 * overlays them, and sources, devices and contacts show the seed's traffic.
 */
export const Last30DaysCompared: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Pagine più Visitate');
    await userEvent.click(canvas.getByRole('button', { name: 'Ultimi 30 giorni' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Applica Filtri' }));
    await expect(await canvas.findByText(/Le variazioni sono rispetto ai 30 giorni precedenti/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Confronta con il periodo precedente' }));
    await expect(canvas.getByRole('region', { name: 'Da dove arrivano' })).toHaveTextContent('Motore di ricerca');
  },
};

/** A client without a domain: empty figures and the SPEC's empty texts. */
export const NoDomainEmptyData: Story = {
  parameters: { session: 'client-no-domain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nessuna attività recente')).toBeInTheDocument();
  },
};

export const EmptyData: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.json('get', '/client/stats', emptyStats())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nessun click registrato')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.problem('get', '/client/stats', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
  },
};

/** Disabled client or rotated token: 401, both keys forgotten, back to the form. */
export const UnauthorizedBackToLogin: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.problem('get', '/client/stats', 401)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Accesso Cliente' })).toBeInTheDocument();
    await expect(localStorage.getItem('client_data')).toBeNull();
  },
};

export const ExportError: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.problem('get', '/client/export/csv', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Esporta CSV' }));
    await expect(await canvas.findByText("Errore nell'esportazione")).toBeInTheDocument();
  },
};

const clientOrder = (status: 'awaiting_payment' | 'payment_failed' | 'in_progress') => ({
  order: {
    order_id: 'ord_storybook_1',
    plan: 'pro',
    billing: 'monthly',
    amount_eur: 19,
    status,
    status_label: {
      awaiting_payment: 'in attesa di pagamento',
      payment_failed: 'pagamento non riuscito',
      in_progress: 'in lavorazione',
    }[status],
    created_at: '2026-11-20T09:00:00.000Z',
    paid_at: status === 'in_progress' ? '2026-11-20T09:20:00.000Z' : null,
    due_at: status === 'in_progress' ? '2026-11-24T17:20:00.000Z' : null,
    timeline: [
      { status: 'awaiting_payment', label: 'in attesa di pagamento', at: '2026-11-20T09:00:00.000Z' },
      ...(status === 'in_progress'
        ? [
            { status: 'paid', label: 'pagato', at: '2026-11-20T09:20:00.000Z' },
            { status: 'in_progress', label: 'in lavorazione', at: '2026-11-20T10:00:00.000Z' },
          ]
        : status === 'payment_failed'
          ? [{ status: 'payment_failed', label: 'pagamento non riuscito', at: '2026-11-20T09:21:00.000Z' }]
          : []),
    ],
  },
});

/** The seeded pizzeria's order: published, every step done. */
export const OrderPublished: Story = {
  parameters: { session: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Il tuo ordine' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Avanzamento' })).toBeInTheDocument();
  },
};

export const OrderInProgress: Story = {
  parameters: {
    session: 'client',
    msw: { handlers: [apiStates.json('get', '/client/order', clientOrder('in_progress'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Prima bozza entro')).toBeInTheDocument();
  },
};

export const OrderAwaitingPayment: Story = {
  parameters: {
    session: 'client',
    msw: { handlers: [apiStates.json('get', '/client/order', clientOrder('awaiting_payment'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Non abbiamo ancora ricevuto il pagamento/),
    ).toBeInTheDocument();
  },
};

export const OrderPaymentFailed: Story = {
  parameters: {
    session: 'client',
    msw: { handlers: [apiStates.json('get', '/client/order', clientOrder('payment_failed'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Il pagamento non è andato a buon fine/)).toBeInTheDocument();
  },
};

/** An access created by hand, with no order: no panel. */
export const NoOrder: Story = {
  parameters: {
    session: 'client-no-domain',
    msw: { handlers: [apiStates.json('get', '/client/order', { order: null })] },
  },
};

export const OrderLoadError: Story = {
  parameters: { session: 'client', msw: { handlers: [apiStates.problem('get', '/client/order', 500)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Non è stato possibile caricare lo stato del tuo ordine.'),
    ).toBeInTheDocument();
  },
};
