import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@core/backend/messages';
import { problemBody, problems, PROBLEM_CONTENT_TYPE } from '@core/problems';
import { expect, userEvent, within } from 'storybook/test';
import { apiStates } from '../../../../mock/storybook';
import { PREVIEW_HTML, REVIEW_TOKEN, reviewFixture } from './fixtures';
import ReviewPage from './ReviewPage';

const preview = http.get('*/api/review/*/versions/*/preview', () =>
  HttpResponse.text(PREVIEW_HTML, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex' },
  }),
);

/** /anteprima/<token>: the customer's review page (issue 29). */
const meta = {
  title: 'Anteprima/Pagina di revisione',
  component: ReviewPage,
  parameters: {
    route: `/anteprima/${REVIEW_TOKEN}`,
    msw: { handlers: [apiStates.json('get', '/review/{token}', reviewFixture()), preview] },
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/anteprima/:token" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three free changes left until 14/12/2026, two requests, the preview at desktop width. */
export const WithRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Anteprima – non ancora pubblicata')).toBeInTheDocument();
    await expect(canvas.getByText('Modifiche gratuite rimaste: 3 di 5 – fino al 14/12/2026')).toBeInTheDocument();
    await expect(canvas.getByText('Aggiungete la pizza <b>del mese</b> al menu.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approva e pubblica' })).toBeEnabled();
  },
};

/** The form open on a section; the 2000-character limit comes from the contract. */
export const ChangeForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Richiedi una modifica' }));
    await userEvent.selectOptions(canvas.getByLabelText('Sezione (facoltativa)'), 'menu');
    await expect(canvas.getByLabelText('Descrivi la modifica')).toHaveAttribute('maxlength', '2000');
  },
};

/** No free change left: the extra fee is shown and must be accepted. */
export const ExtraFee: Story = {
  parameters: {
    msw: { handlers: [apiStates.json('get', '/review/{token}', reviewFixture({ free_left: 0 })), preview] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Richiedi una modifica' }));
    await expect(canvas.getByText('Modifica extra: 20 € + IVA')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Descrivi la modifica'), 'Cambiate la foto');
    await userEvent.click(canvas.getByRole('button', { name: 'Invia la richiesta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Conferma di accettare il costo');
  },
};

/** Phone width. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Telefono' }));
    await expect(canvas.getByRole('button', { name: 'Telefono' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Unknown, expired or used link: one Italian page. */
export const InvalidLink: Story = {
  parameters: { msw: { handlers: [apiStates.problem('get', '/review/{token}', 404)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Questo link di anteprima non funziona' }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/review/{token}')] } },
};

const refusedApproval = (detail: string) =>
  http.post('*/api/review/*/approve', () =>
    HttpResponse.json(problemBody(problems.conflict(detail)), {
      status: 409,
      headers: { 'Content-Type': PROBLEM_CONTENT_TYPE },
    }),
  );

/** «Approva e pubblica» refused for a reason reloading cannot fix: the server's Italian reason is shown. */
export const ApprovalRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        apiStates.json('get', '/review/{token}', reviewFixture()),
        preview,
        refusedApproval('Manca la partita IVA: inseriscila o indica «non soggetto a P.IVA».'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approva e pubblica' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Manca la partita IVA');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** A newer version was saved meanwhile: reload and look at it before approving. */
export const ApprovalStale: Story = {
  parameters: {
    msw: {
      handlers: [
        apiStates.json('get', '/review/{token}', reviewFixture()),
        preview,
        refusedApproval(MESSAGES.review.stale),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approva e pubblica' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeInTheDocument();
  },
};
