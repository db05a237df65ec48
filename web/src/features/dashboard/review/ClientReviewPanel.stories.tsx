import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import { ClientReviewPanel } from './ClientReviewPanel';

/** The client dashboard's counter line and requests (issue 29). */
const meta = {
  title: 'Dashboard/Cliente/Modifiche',
  component: ClientReviewPanel,
  args: { onUnauthorized: () => undefined },
  parameters: {
    session: 'client',
    msw: {
      handlers: [
        apiStates.json('get', '/client/review', {
          review: {
            site_id: 'site_storia',
            free_left: 3,
            free_limit: 5,
            free_until: '2026-12-14',
            extra_fee_eur: 20,
            requests: [
              {
                request_id: 'chg_storia_2',
                number: 2,
                text: 'Aggiungete la pizza del mese.',
                section_id: 'menu',
                extra: false,
                correction: false,
                state: 'ricevuta',
                created_at: '2026-11-16T09:00:00.000Z',
                due_at: '2026-11-17T12:00:00.000Z',
                late: false,
                completed_at: null,
                answered_version_id: null,
              },
            ],
          },
        }),
      ],
    },
  },
} satisfies Meta<typeof ClientReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counter: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Modifiche gratuite rimaste: 3 di 5 – fino al 14/12/2026'),
    ).toBeInTheDocument();
  },
};
