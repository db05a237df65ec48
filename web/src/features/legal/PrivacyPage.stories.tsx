import type { Meta, StoryObj } from '@storybook/react-vite';
import PrivacyPage from './PrivacyPage';

const meta = {
  title: 'Sito/Informativa sulla privacy',
  component: PrivacyPage,
  parameters: { route: '/privacy' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
