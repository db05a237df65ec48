import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FAQ } from './content-sections';
import HomePage from './HomePage';

/** The marketing page at `/`: every section, the FAQ closed or with an item open. */
const meta = {
  title: 'Sito/Home',
  component: HomePage,
  parameters: { route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inizia Ora' })).toHaveAttribute('id', 'get-started-button');
    // Below the fold is a lazy chunk: give it time to arrive.
    await expect(await canvas.findByRole('link', { name: 'Scegli Dominio Pro' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/payment-selection?plan=pro',
    );
  },
};

/** The first FAQ item open: its answer shows, the others stay closed. */
export const FaqItemOpen: Story = {
  args: { faqOpen: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: FAQ.items[0]!.question }, { timeout: 5000 });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(FAQ.items[0]!.answer)).toBeVisible();
    await expect(canvas.getByRole('button', { name: FAQ.items[1]!.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Opening a second question closes the first; activating the open one closes it too. */
export const FaqOneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: FAQ.items[0]!.question }, { timeout: 5000 });
    const second = canvas.getByRole('button', { name: FAQ.items[1]!.question });
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
