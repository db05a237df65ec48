import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { apiStates } from '../../../../../mock/storybook';
import PublishedSitePage from './PublishedSitePage';

/** `/siti/{slug}`: a published page inside the app (the demo's sites), its loading and «not found» states. */
const meta = {
  title: 'Demo/Sito pubblicato',
  component: PublishedSitePage,
  parameters: { route: '/siti/pizzeria-da-gennaro' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/siti/:slug" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof PublishedSitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [apiStates.loading('get', '/sites/{slug}')] } },
};

/** A slug no published site has. */
export const NotFound: Story = {
  parameters: { route: '/siti/sito-inesistente' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nessun sito pubblicato a questo indirizzo.' }),
    ).toBeInTheDocument();
  },
};
