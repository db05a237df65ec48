import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Brief } from '@core/api';
import { QUESTIONNAIRE_DETAIL as TEXT } from '../content';
import { BriefView } from './BriefView';

/**
 * The operator's view of a brief: what the customer corrected («Corretto dal cliente») and what the assistant
 * kept as written though it looks wrong («Da verificare»: a P.IVA whose check digit fails, an odd email).
 */
const brief: Brief = {
  plan_type: 'basic',
  business_name: 'Tipografia Lanza',
  owner_name: null,
  activity: 'biglietti da visita e inviti',
  city: 'Trapani (TP)',
  target_customers: 'aziende, professionisti e sposi',
  services: [{ name: 'Biglietti da visita', price: '35 €' }],
  strengths: 'stampiamo in giornata',
  tone: 'professionale',
  register: null,
  style: null,
  colors: ['nero', 'rosso'],
  contacts: {
    email: 'tipografialanza@libero.con',
    phone: '0923 557 321',
    address: null,
    whatsapp: null,
    social: [],
    pec: null,
  },
  opening_hours: null,
  vat_number: '01562789041',
  domain_wish: null,
  notes: null,
  flags: [],
  edited_fields: ['city'],
  unverified_fields: ['email', 'vat_number'],
};

const meta = {
  title: 'Dashboard/Riepilogo del questionario',
  component: BriefView,
  args: { brief },
} satisfies Meta<typeof BriefView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Doubtful values marked for the operator, next to the customer's own correction. */
export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getAllByText(TEXT.unverified)).toHaveLength(2);
    await expect(view.getByText(TEXT.edited)).toBeInTheDocument();
    await expect(view.getByText('01562789041')).toBeInTheDocument();
  },
};
