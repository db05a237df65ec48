import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ThankYouPage from './ThankYouPage';

/** /grazie after the questionnaire: 'Landing Basic' for basic (or no plan), otherwise 'Dominio Pro'. */
const meta = {
  title: 'Sito/Grazie',
  component: ThankYouPage,
  parameters: { route: '/grazie?plan=basic' },
} satisfies Meta<typeof ThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Grazie!' })).toBeInTheDocument();
    await expect(canvas.getByText('Landing Basic', { selector: 'strong' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  },
};

export const Pro: Story = {
  parameters: { route: '/grazie?plan=pro' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dominio Pro', { selector: 'strong' })).toBeInTheDocument();
  },
};

export const NoPlan: Story = {
  parameters: { route: '/grazie' },
};
