import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Brief } from '@core/api';
import { QUESTIONNAIRE } from '../../content';
import type { CorrectionResult } from '../../useQuestionnaireChat';
import { SummaryCard } from './SummaryCard';

/**
 * The «Riepilogo» beside the chat in each of its states: empty at the start, filled as the conversation
 * goes, a field being corrected, a correction refused, and the confirmation before completion.
 */
const empty: Brief = {
  plan_type: 'pro',
  business_name: null,
  owner_name: null,
  activity: null,
  city: null,
  target_customers: null,
  services: [],
  strengths: null,
  tone: null,
  register: null,
  style: null,
  colors: [],
  contacts: { email: null, phone: null, address: null, whatsapp: null, social: [], pec: null },
  opening_hours: null,
  vat_number: null,
  domain_wish: null,
  notes: null,
  flags: [],
  edited_fields: [],
};

const filled: Brief = {
  ...empty,
  business_name: 'Pizzeria Da Gennaro',
  owner_name: 'Gennaro Esposito',
  activity: 'Pizza napoletana cotta nel forno a legna, sala e asporto.',
  city: 'Pozzuoli (NA)',
  target_customers: 'Famiglie del quartiere e turisti',
  services: [
    { name: 'Margherita', price: '6 €' },
    { name: 'Diavola', price: '7,50 €' },
    { name: 'Menu pranzo per gruppi', price: '1.200 €' },
  ],
  opening_hours: 'Mar-Dom 12-15 e 19-24',
  register: 'lei',
  colors: ['#b91c1c', 'bianco', 'verde basilico'],
  contacts: { ...empty.contacts, email: 'info@dagennaro.it', phone: '081 555 1234' },
  edited_fields: ['city', 'email'],
};

const meta = {
  title: 'Questionario/Riepilogo',
  component: SummaryCard,
  args: {
    plan: 'pro',
    draft: filled,
    selectedStyle: 'business',
    reviewing: false,
    canConfirm: false,
    onCorrect: fn(async (): Promise<CorrectionResult> => ({ ok: true })),
    onConfirm: fn(),
    onBackToChat: fn(),
    onOpenStyles: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, margin: '24px auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the start: nothing understood yet, every field waiting as an "add" button. */
export const Empty: Story = {
  args: { draft: empty, selectedStyle: null },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText(QUESTIONNAIRE.summary.filled(0, 20))).toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Aggiungi: Email' })).toBeEnabled();
  },
};

/** Mid-conversation: the fields understood so far, the customer's corrections marked. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Pozzuoli (NA)')).toBeInTheDocument();
    await expect(card.getAllByText(QUESTIONNAIRE.summary.edited)).toHaveLength(2);
    await expect(card.getByText('Del Lei')).toBeInTheDocument();
  },
};

/** A P.IVA whose check digit fails and an email on a misspelt provider: kept as written, marked «Da verificare». */
export const Unverified: Story = {
  args: {
    draft: {
      ...filled,
      vat_number: '01234567890',
      contacts: { ...filled.contacts, email: 'info@dagennaro.con' },
      edited_fields: [],
      unverified_fields: ['email', 'vat_number'],
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getAllByText(QUESTIONNAIRE.summary.unverified)).toHaveLength(2);
    await expect(card.getByText('01234567890')).toBeInTheDocument();
    await expect(card.getByText('info@dagennaro.con')).toBeInTheDocument();
  },
};

/** Correcting a field in place: Enter saves, and the correction is sent as the contract's BriefPatch. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Modifica: Città' }));
    const input = card.getByRole('textbox', { name: 'Città' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Napoli{Enter}');
    await expect(args.onCorrect).toHaveBeenCalledWith({ city: 'Napoli' });
  },
};

/** The services' editor: one row per service with its price, rows added and removed. */
export const EditingServices: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Modifica: Servizi e prezzi' }));
    await expect(card.getByRole('textbox', { name: 'Servizio 1' })).toHaveValue('Margherita');
    await expect(card.getByRole('textbox', { name: 'Prezzo del servizio 2' })).toHaveValue('7,50 €');
    await userEvent.click(card.getByRole('button', { name: QUESTIONNAIRE.summary.addService }));
    await expect(card.getByRole('textbox', { name: 'Servizio 4' })).toHaveFocus();
  },
};

/** A correction the server refuses: the Italian reason under the field, what was typed kept. */
export const CorrectionRefused: Story = {
  args: {
    onCorrect: fn(
      async (): Promise<CorrectionResult> => ({
        ok: false,
        message: "L'indirizzo email non sembra valido.",
        field: 'email',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Modifica: Email' }));
    const input = card.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(input);
    await userEvent.type(input, 'info at dagennaro{Enter}');
    await expect(await card.findByRole('alert')).toHaveTextContent("L'indirizzo email non sembra valido.");
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('info at dagennaro');
  },
};

/** After «Ho finito»: the card asks to confirm the summary before completing. */
export const Confirming: Story = {
  args: { reviewing: true, canConfirm: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: QUESTIONNAIRE.summary.reviewTitle })).toHaveFocus();
    await userEvent.click(card.getByRole('button', { name: QUESTIONNAIRE.summary.confirm }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Confirmed: the completion runs, nothing can be changed any more. */
export const Completing: Story = {
  args: { reviewing: true, canConfirm: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('button', { name: QUESTIONNAIRE.summary.confirm })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Modifica: Città' })).toBeDisabled();
  },
};

/** The chat never got the business name nor an email: «Confermo e procedo» waits for both, and says why. */
export const ConfirmingWithoutNameAndEmail: Story = {
  args: {
    reviewing: true,
    canConfirm: true,
    draft: { ...filled, business_name: null, contacts: { ...filled.contacts, email: null } },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    const confirm = card.getByRole('button', { name: QUESTIONNAIRE.summary.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(/il nome dell’attività e un’email/);
    await expect(card.getByRole('button', { name: 'Aggiungi un’email' })).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The invoice's data, prefilled from the chat; a codice destinatario of the wrong length holds the confirmation. */
export const ConfirmingInvoiceInvalid: Story = {
  args: {
    reviewing: true,
    canConfirm: true,
    draft: {
      ...filled,
      vat_number: '01234567890',
      contacts: { ...filled.contacts, address: 'Via Napoli 12, Pozzuoli' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('textbox', { name: 'Partita IVA o codice fiscale' })).toHaveValue('01234567890');
    const code = card.getByRole('textbox', { name: 'Codice destinatario (SDI)' });
    await userEvent.type(code, 'abc');
    await expect(code).toHaveAccessibleDescription(/7 caratteri/);
    await expect(card.getByRole('button', { name: QUESTIONNAIRE.summary.confirm })).toBeDisabled();
    await userEvent.type(code, 'd123');
    await userEvent.click(card.getByRole('button', { name: QUESTIONNAIRE.summary.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ legal_name: 'Pizzeria Da Gennaro', tax_id: '01234567890', recipient_code: 'ABCD123' }),
    );
  },
};
