import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import DemoControls from './DemoControls';

const meta = {
  title: 'Demo/DemoControls',
  component: DemoControls,
  args: {
    onReset: () => new Promise<void>((resolve) => setTimeout(resolve, 300)),
    onAfterReset: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor of the demo sees: a small pill in the corner. */
export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** The reset is running. */
export const Resetting: Story = {
  args: { defaultOpen: true, onReset: () => new Promise<void>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ripristina i dati di esempio' }));
    await expect(canvas.getByRole('button', { name: 'Ripristino...' })).toBeDisabled();
  },
};

export const ResetDone: Story = {
  args: { defaultOpen: true, onReset: async () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ripristina i dati di esempio' }));
    await expect(await canvas.findByText('Dati di esempio ripristinati.')).toBeInTheDocument();
  },
};

export const ResetFailed: Story = {
  args: { defaultOpen: true, onReset: async () => Promise.reject(new Error('quota')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ripristina i dati di esempio' }));
    await expect(await canvas.findByText('Non è stato possibile ripristinare i dati. Riprova.')).toBeInTheDocument();
  },
};
