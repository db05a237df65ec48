import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterPanel } from './FilterPanel';

/** Data Inizio, Data Fine, Applica Filtri, Esporta CSV and the presets, on a fixed «today» (27 November 2026). */
const meta = {
  title: 'Dashboard/FilterPanel',
  component: FilterPanel,
  args: {
    shownRange: null,
    onApply: fn(),
    onExport: fn(),
    exporting: false,
    now: () => Date.parse('2026-11-27T10:00:00Z'),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTime: Story = {};

/** «Ultimi 30 giorni» chosen: the dates are filled, waiting for Applica Filtri. */
export const PresetChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ultimi 30 giorni' }));
    await expect(canvas.getByLabelText('Data Inizio')).toHaveValue('2026-10-29');
    await expect(canvas.getByLabelText('Data Fine')).toHaveValue('2026-11-27');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
