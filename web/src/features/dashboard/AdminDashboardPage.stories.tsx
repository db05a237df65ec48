import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates, emptyStats } from '../../../../mock/storybook';
import AdminDashboardPage from './AdminDashboardPage';

/**
 * /admin in every state, over the mock backend and its seed (`session: 'admin'` signs in as the demo admin).
 * Per-story `msw.handlers` replace single answers: loading, empty, failing, 401.
 */
const meta = {
  title: 'Dashboard/Admin',
  component: AdminDashboardPage,
  parameters: { route: '/admin' },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No traffic in the range; today's unknown sites' events as given (the default quota of 2 000). */
const emptyAdminStats = (today: { stored: number; dropped: number }) =>
  apiStates.json('get', '/admin/stats', {
    ...emptyStats(),
    unknown_sites: { day: '2026-05-04', limit: 2000, ...today },
  });

/** No stored admin_token: the login form. */
export const Login: Story = {};

export const LoginError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'password-sbagliata');
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(await canvas.findByText('Credenziali non valide')).toBeInTheDocument();
  },
};

/** The login call is under way: 'Accesso...' and a disabled button. */
export const LoginBusy: Story = {
  parameters: { msw: { handlers: [apiStates.loading('post', '/admin/login')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'una-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Accedi' }));
    await expect(canvas.getByRole('button', { name: 'Accesso...' })).toBeDisabled();
  },
};

/** Signed in, data still loading: 'Caricamento...'. */
export const Loading: Story = {
  parameters: { session: 'admin', msw: { handlers: [apiStates.loading('get', '/admin/stats')] } },
};

/** Signed in with the seed: 30 days of traffic, six clients, five questionnaires. */
export const SeedData: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Gestione Clienti' })).toBeInTheDocument();
  },
};

export const EmptyData: Story = {
  parameters: {
    session: 'admin',
    msw: {
      handlers: [
        emptyAdminStats({ stored: 0, dropped: 0 }),
        apiStates.json('get', '/admin/clients', { clients: [] }),
        apiStates.json('get', '/admin/questionnaires', { questionnaires: [] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nessuna visita registrata')).toBeInTheDocument();
  },
};

/** A flood of events for made-up hosts today: the daily quota stored 2 000 and dropped the rest. */
export const UnknownSitesQuotaUsedUp: Story = {
  parameters: {
    session: 'admin',
    msw: {
      handlers: [emptyAdminStats({ stored: 2000, dropped: 18_437 })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Siti non registrati' });
    await expect(panel).toHaveTextContent('18.437 eventi oltre il limite non sono stati salvati');
  },
};

/** The stats call fails: the red banner, the token kept. */
export const LoadError: Story = {
  parameters: { session: 'admin', msw: { handlers: [apiStates.problem('get', '/admin/stats', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Errore nel caricamento dei dati')).toBeInTheDocument();
  },
};

/**
 * The server sits behind a proxy it was not told about (TRUST_PROXY_HOPS=0): the amber notice above the
 * dashboard, in Italian, telling the operator what to set. Only the reference server raises it; the mock
 * never does, so its answer is replaced here.
 */
export const ServerWarningProxy: Story = {
  parameters: {
    session: 'admin',
    msw: {
      handlers: [
        apiStates.json('get', '/admin/server-warnings', {
          warnings: [{ code: 'proxy_not_trusted', proxy_address: '10.0.0.5', first_seen_at: '2026-11-26T09:30:00Z' }],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('region', { name: 'Configurazione del server da correggere' });
    await expect(notice).toHaveTextContent('TRUST_PROXY_HOPS vale 0');
  },
};

/** A stale token: the stats answer 401, the token is forgotten, the login form comes back with the error. */
export const UnauthorizedBackToLogin: Story = {
  parameters: { session: 'admin', msw: { handlers: [apiStates.problem('get', '/admin/stats', 401)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Accesso Amministratore' })).toBeInTheDocument();
    await expect(localStorage.getItem('admin_token')).toBeNull();
  },
};

/** 'Crea Nuovo Accesso Cliente' with a domain: the new access is shown once, with copy buttons. */
export const CreateClientAccess: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText('Dominio'), 'forno-bio.it');
    await userEvent.click(body.getByRole('button', { name: 'Crea accesso' }));
    await expect(await body.findByText('Nuovo accesso cliente creato!')).toBeInTheDocument();
  },
};

/**
 * A new access from a questionnaire (issue 27 §8): its plan and domain wish filled in, and a warning because
 * the seed's pizzeria already has a client.
 */
export const CreateFromQuestionnaireWithClient: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The seed loads first: generous on a loaded machine.
    await userEvent.click(
      await canvas.findByRole('button', { name: /Crea Nuovo Accesso Cliente/ }, { timeout: 10_000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const option = body.getByRole<HTMLOptionElement>('option', { name: /Gennaro/ });
    await userEvent.selectOptions(body.getByLabelText('Questionario collegato'), option.value);
    await expect(body.getByLabelText('Dominio')).toHaveValue('pizzeriadagennaro.it');
    await expect(body.getByRole('status')).toHaveTextContent(
      /questo questionario ha già un cliente \(cli_gennaro_napoli\)/,
    );
  },
};

/** Editing a client: domain, linked questionnaire, plan. */
export const EditClient: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [edit] = await canvas.findAllByRole('button', { name: /^Modifica per il cliente/ });
    await userEvent.click(edit!);
    await expect(within(canvasElement.ownerDocument.body).getByLabelText('Questionario collegato')).toBeInTheDocument();
  },
};

/** Disabling asks first: the client would be locked out. */
export const DisableClientConfirm: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [disable] = await canvas.findAllByRole('button', { name: /^Disabilita per il cliente/ });
    await userEvent.click(disable!);
    await expect(within(canvasElement.ownerDocument.body).getByText(/Non potrà più accedere/)).toBeInTheDocument();
  },
};

/** A failed creation: the SPEC's message in the banner. */
export const CreateClientError: Story = {
  parameters: { session: 'admin', msw: { handlers: [apiStates.problem('post', '/admin/create-client-access', 500)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Crea Nuovo Accesso Cliente/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Crea accesso' }));
    await expect(await canvas.findByText("Errore nella creazione dell'accesso cliente")).toBeInTheDocument();
  },
};

/** The questionnaire detail, opened from the client table's Questionario column. */
export const QuestionnaireDetail: Story = {
  parameters: { session: 'admin', route: '/admin?questionario=qst_pizzeria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Brief per il team' })).toBeInTheDocument();
  },
};
