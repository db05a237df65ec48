import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { comparedStats, emptyStats } from '../testing/fixtures';
import { StatCards } from './StatCards';

/** The SPEC's four cards with their change against the period before and their explanations. */
const meta = {
  title: 'Dashboard/StatCards',
  component: StatCards,
} satisfies Meta<typeof StatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up, down, and «—» where the period before had 0 (clicks). */
export const ComparedPeriod: Story = { args: { stats: comparedStats } };

/** All time: nothing to compare with, and a hint to pick a period. */
export const NoPeriodBefore: Story = { args: { stats: emptyStats } };

/** «Che cosa significa?» opened on «Visitatori Unici». */
export const ExplanationOpen: Story = {
  args: { stats: comparedStats },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Visitatori Unici: che cosa significa?' }));
    await expect(canvas.getByText(/persone diverse/)).toBeVisible();
  },
};
