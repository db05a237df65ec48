import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonClass } from '../button';
import { Toaster } from './Toaster';
import { useToast } from './useToast';

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => toast.show('Link copiato negli appunti', { tone: 'success' })}
      >
        Successo
      </button>
      <button type="button" className={buttonClass('secondary')} onClick={() => toast.show('Filtri applicati')}>
        Informazione
      </button>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => toast.show('Errore nell’esportazione', { tone: 'error' })}
      >
        Errore
      </button>
      <Toaster />
    </div>
  );
}

/** Toasts: at most 3 visible, 4000 ms each; errors are announced as alerts. */
const meta = {
  title: 'Componenti/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Successo', 'Informazione', 'Errore', 'Informazione']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = canvas.getByRole('region', { name: 'Notifiche' });
    await expect(within(region).getAllByRole('button', { name: 'Chiudi notifica' })).toHaveLength(3);
    await expect(within(region).queryByText('Link copiato negli appunti')).toBeNull();
  },
};
