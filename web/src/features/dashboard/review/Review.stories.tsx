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
    // The section by its Italian name, and the editor opened at it.
    await expect(canvas.getByText('Sezione: Servizi')).toBeInTheDocument();
    await expect(canvas.queryByText('Sezione: servizi')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Apri l’editor su «Servizi»' })).toHaveAttribute(
      'href',
      '/admin?vista=sito&ordine=ord_demo_pizzeria&sezione=servizi',
    );
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

/**
 * The order's page lists its extra requests for invoicing: number, date, the plans' fee each, the total. A
 * «correzione» and a cancelled extra are not billed.
 */
export const OrderExtras: Story = {
  parameters: {
    route: '/admin?vista=ordini&ordine=ord_demo_palestra',
    msw: {
      handlers: [
        apiStates.json('get', '/admin/change-requests', {
          requests: [
            request(6, { extra: true, state: 'completata', created_at: '2026-11-18T10:00:00.000Z' }),
            request(7, { extra: true, created_at: '2026-11-20T10:00:00.000Z' }),
            request(8, { extra: true, correction: true }),
            request(9, { extra: true, state: 'annullata' }),
            request(2, { extra: false }),
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Modifiche extra da fatturare' }, { timeout: 15_000 });
    const rows = await within(panel).findAllByRole('row');
    // Header, two billable extras, the total.
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/n\. 6.*18\/11\/2026.*20\s€ \+ IVA/);
    await expect(rows[2]).toHaveTextContent(/n\. 7/);
    await expect(within(panel).getByText(/Totale: 40\s€ \+ IVA \(2 modifiche extra\)/)).toBeInTheDocument();
  },
};

export const OrderWithoutExtras: Story = {
  parameters: {
    route: '/admin?vista=ordini&ordine=ord_demo_palestra',
    msw: { handlers: [apiStates.json('get', '/admin/change-requests', { requests: [request(2)] })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Modifiche extra da fatturare' }, { timeout: 15_000 });
    await expect(await within(panel).findByText('Nessuna modifica extra.')).toBeInTheDocument();
  },
};
