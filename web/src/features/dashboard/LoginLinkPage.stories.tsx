import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { apiStates } from '../../../../mock/storybook';
import LoginLinkPage from './LoginLinkPage';

/** /accesso/<code>, the access email's one-time link: checking, then the dashboard or why not. */
const meta = {
  title: 'Dashboard/Accesso con link',
  component: LoginLinkPage,
  parameters: { route: '/accesso/CodiceDiProvaScadutoOUsato123' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/accesso/:code?" element={<Story />} />
        <Route path="/login" element={<p>Dashboard Cliente</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof LoginLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A used or expired code (the backend answers 401): what happened and the ways in that remain. */
export const ExpiredOrUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Questo link di accesso non funziona più' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Vai ad Accesso Cliente' })).toHaveAttribute('href', '/login');
  },
};

export const Checking: Story = {
  parameters: {
    route: '/accesso/CodiceDiProvaInVerifica4567',
    msw: { handlers: [apiStates.loading('post', '/client/login-link')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Stiamo verificando/)).toBeInTheDocument();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    route: '/accesso/CodiceDiProvaTroppiTentativi89',
    msw: { handlers: [apiStates.problem('post', '/client/login-link', 429)] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Troppi tentativi/)).toBeInTheDocument();
  },
};

/** /accesso without a code: how to get in. */
export const NoCode: Story = {
  parameters: { route: '/accesso' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/apri il link che ti abbiamo inviato/)).toBeInTheDocument();
  },
};
