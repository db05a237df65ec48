import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import { DomainPanel } from './DomainPanel';

/** The custom-domain panel over the mock backend and its seed (the pizzeria's domain is active there). */
const meta = {
  title: 'Dashboard/Dominio personalizzato/Pannello',
  component: DomainPanel,
  args: { scope: { role: 'client' } },
  parameters: { session: 'client' },
} satisfies Meta<typeof DomainPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded Pro client: active; «Verifica ora» runs the demo's simulated check, which says so. */
export const ClientOwnDomain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('domain-status', {}, { timeout: 5000 })).toHaveTextContent('Attivo');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifica ora' }));
    await expect(await canvas.findByText(/Nella demo il DNS non viene interrogato/)).toBeInTheDocument();
  },
};

/** The operator looks at a client whose domain is verified but does not point here yet. */
export const OperatorView: Story = {
  args: { scope: { role: 'admin', clientId: 'cli_rossi_bologna' } },
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('domain-status', {}, { timeout: 5000 })).toHaveTextContent('Verificato');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/client/domain')] } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [apiStates.problem('get', '/client/domain', 500)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Errore nel caricamento del dominio',
    );
  },
};

/** A refused check keeps the state on screen and shows the server's reason. */
export const TooManyChecks: Story = {
  parameters: { msw: { handlers: [apiStates.problem('post', '/client/domain/check', 429)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('domain-status', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Verifica ora' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Troppe richieste');
  },
};
