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
