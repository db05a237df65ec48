import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Schemas } from '@core/api';
import { apiStates } from '../../../../../mock/storybook';
import AdminDashboardPage from '../AdminDashboardPage';

const request = (n: number, overrides: Partial<Schemas['AdminChangeRequest']> = {}): Schemas['AdminChangeRequest'] => ({
  request_id: `chg_storia_${n}`,
  number: n,
  text: n === 1 ? 'Il telefono giusto è 081 123 4567.' : 'Aggiungete la pizza <b>del mese</b> al menu.',
  section_id: n === 1 ? 'contatti' : 'servizi',
  section:
    n === 1
      ? { section_id: 'contatti', type: 'contacts', label: null }
      : { section_id: 'servizi', type: 'services', label: null },
  extra: n > 5,
  correction: false,
  state: 'ricevuta',
  created_at: '2026-11-16T09:00:00.000Z',
  due_at: '2026-11-17T12:00:00.000Z',
  late: n === 1,
  completed_at: null,
  answered_version_id: null,
  order_id: 'ord_demo_pizzeria',
  site_id: 'site_storia',
  business_name: 'Pizzeria Da Gennaro',
  ...overrides,
});

/** /admin's «Richieste di modifica» (issue 29): the open requests, the most urgent first, late ones marked. */
const meta = {
  title: 'Dashboard/Admin/Richieste di modifica',
  component: AdminDashboardPage,
  parameters: {
    session: 'admin',
    route: '/admin?vista=modifiche',
    msw: {
      handlers: [
        apiStates.json('get', '/admin/change-requests', {
          requests: [request(1), request(6, { state: 'in_lavorazione' })],
        }),
      ],
    },
  },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Il telefono giusto è 081 123 4567.')).toBeInTheDocument();
    await expect(canvas.getByText('Aggiungete la pizza <b>del mese</b> al menu.')).toBeInTheDocument();
    await expect(canvas.getAllByText('In ritardo').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Richieste di modifica' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [apiStates.json('get', '/admin/change-requests', { requests: [] })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nessuna richiesta aperta.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/admin/change-requests')] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [apiStates.problem('get', '/admin/change-requests', 500)] } },
};
