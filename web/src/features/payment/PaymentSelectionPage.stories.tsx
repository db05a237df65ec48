import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PaymentSelectionPage from './PaymentSelectionPage';

/** /payment-selection: the plan from ?plan= (anything but pro is basic), annual by default. */
const meta = {
  title: 'Sito/Scelta del pagamento',
  component: PaymentSelectionPage,
  parameters: { route: '/payment-selection?plan=basic' },
} satisfies Meta<typeof PaymentSelectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const proceedHref = (canvasElement: HTMLElement) =>
  new URL(
    within(canvasElement).getByRole('link', { name: 'Procedi al questionario' }).getAttribute('href')!,
    'http://x',
  );

export const BasicAnnual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Annuale/ })).toBeChecked();
    await expect(canvas.getByText('Paghi oggi 12 € per 12 mesi di servizio.')).toBeInTheDocument();
    const href = proceedHref(canvasElement);
    await expect(href.searchParams.get('billing')).toBe('annual');
    await expect(href.searchParams.get('price')).toBe('1');
    // Issue 27 §8: the prices' VAT wording, what the two «Disdetta» rows mean together, the terms of sale.
    await expect(canvas.getByRole('table')).toHaveAccessibleDescription(
      /Tutti i prezzi sono IVA inclusa\. Puoi disdire in qualsiasi momento: la disdetta ha effetto alla fine del periodo già pagato\./,
    );
    await expect(canvas.getByRole('link', { name: 'condizioni di vendita' })).toHaveAttribute(
      'href',
      '/condizioni-di-vendita',
    );
  },
};

/** Choosing monthly (keyboard: arrow keys in the radio group): note, table highlight and link follow. */
export const MonthlySelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: /Annuale/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Mensile/ })).toBeChecked();
    await expect(canvas.getByText('Paghi 4 € ogni mese e puoi disdire in qualsiasi momento.')).toBeInTheDocument();
    const href = proceedHref(canvasElement);
    await expect(href.searchParams.get('billing')).toBe('monthly');
    await expect(href.searchParams.get('price')).toBe('4');
  },
};

export const ProPlan: Story = {
  parameters: { route: '/payment-selection?plan=pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dominio Pro' })).toBeInTheDocument();
    await expect(canvas.getByText('Più Popolare')).toBeInTheDocument();
    await expect(proceedHref(canvasElement).searchParams.get('price')).toBe('16');
  },
};

export const ProMonthlyFromLink: Story = {
  parameters: { route: '/payment-selection?plan=pro&billing=monthly' },
};

/** Any other plan value keeps basic (SPEC 4). */
export const InvalidPlan: Story = {
  parameters: { route: '/payment-selection?plan=oro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Landing Basic' })).toBeInTheDocument();
    await expect(canvas.queryByText('Più Popolare')).toBeNull();
    await expect(proceedHref(canvasElement).searchParams.get('plan')).toBe('basic');
  },
};
