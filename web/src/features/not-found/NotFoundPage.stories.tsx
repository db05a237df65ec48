import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Sito/Pagina non trovata',
  component: NotFoundPage,
  parameters: { route: '/pagina-inesistente' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  },
};
