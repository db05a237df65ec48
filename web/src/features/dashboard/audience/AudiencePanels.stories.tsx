import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { comparedStats, emptyStats } from '../testing/fixtures';
import { AudiencePanels } from './AudiencePanels';

/** «Da dove arrivano», «Contatti dalla pagina» and «Dispositivi», as both dashboards show them. */
const meta = {
  title: 'Dashboard/Audience',
  component: AudiencePanels,
} satisfies Meta<typeof AudiencePanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days compared with the thirty before: channels, sources, a campaign, phones first, contacts up. */
export const ComparedPeriod: Story = {
  args: { stats: comparedStats },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Google')).toBeInTheDocument();
    await expect(canvas.getByTestId('contacts-total')).toHaveTextContent('18');
  },
};

/** All time: no period before, so every change reads «—». */
export const NoPeriodBefore: Story = {
  args: { stats: { ...comparedStats, previous: null, contacts: noPrevious(comparedStats.contacts) } },
};

/** A period without visits: the empty texts, and contacts at 0. */
export const Empty: Story = {
  args: { stats: emptyStats },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Nessuna visita nel periodo selezionato')).toHaveLength(2);
  },
};

function noPrevious(contacts: typeof comparedStats.contacts): typeof comparedStats.contacts {
  return {
    total: contacts.total,
    previous_total: null,
    by_kind: contacts.by_kind.map((row) => ({ ...row, previous: null })),
  };
}
