import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TermsOfSalePage from './TermsOfSalePage';

/** /condizioni-di-vendita: prices with their VAT wording, renewal, cancellation, guarantee, changes, withdrawal. */
const meta = {
  title: 'Sito/Condizioni di vendita',
  component: TermsOfSalePage,
  parameters: { route: '/condizioni-di-vendita' },
} satisfies Meta<typeof TermsOfSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copia il modulo' })).toBeInTheDocument();
  },
};
