import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { REASONS, verificationView, type DomainStatus, type StoredDomainVerification } from '@core/hosting';
import { DomainVerificationView } from './DomainVerificationView';

/**
 * A custom domain's verification in each state, with the reason a real check gives (core/hosting's REASONS)
 * and the records a server configured with `CUSTOM_DOMAIN_TARGET` and `CUSTOM_DOMAIN_ADDRESSES` shows.
 */
const TARGET = { host: 'siti.landingfacile.it', addresses: ['203.0.113.10'] };

function verification(status: DomainStatus, reason: string, host = 'pizzeriadagennaro.it') {
  const record: StoredDomainVerification = {
    client_id: 'cli_gennaro_napoli',
    domain: host.replace(/^www\./, ''),
    token: 'Xk3q9Lb2vT7yMn4pR8sW1zA6cD0',
    status,
    reason,
    checked_at: status === 'pending' ? null : '2026-11-26T09:30:00.000Z',
    next_check_at: '2026-11-26T09:35:00.000Z',
    created_at: '2026-11-26T09:00:00.000Z',
  };
  return verificationView(record, host, TARGET);
}

const meta = {
  title: 'Dashboard/Dominio personalizzato',
  component: DomainVerificationView,
  args: {
    verification: verification('pending', REASONS.firstCheck),
    onCheck: fn(),
    checking: false,
    error: null,
  },
} satisfies Meta<typeof DomainVerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just set: the records to copy at the registrar, nothing checked yet. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('domain-status')).toHaveTextContent('In attesa');
    await expect(canvas.getByText('Non ancora verificato')).toBeInTheDocument();
    await expect(canvas.getByText('landingfacile-verify=Xk3q9Lb2vT7yMn4pR8sW1zA6cD0')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Copia il valore del record TXT _landingfacile.pizzeriadagennaro.it' }),
    ).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Verifica ora' }).click();
    await expect(args.onCheck).toHaveBeenCalled();
  },
};

/** The TXT record is still missing. */
export const TxtMissing: Story = {
  args: { verification: verification('pending', REASONS.txtMissing('_landingfacile.pizzeriadagennaro.it')) },
};

/** The TXT record proves the domain, but it points elsewhere. */
export const Verified: Story = {
  args: { verification: verification('verified', REASONS.pointsElsewhere(['198.51.100.7'], null)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('domain-status')).toHaveTextContent('Verificato');
    await expect(canvas.getByText('Il dominio punta a 198.51.100.7, non al nostro server.')).toBeInTheDocument();
  },
};

/** Verified and pointing here: the site answers on the domain. */
export const Active: Story = {
  args: {
    verification: verification('active', REASONS.active('www.pizzeriadagennaro.it'), 'www.pizzeriadagennaro.it'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('domain-status')).toHaveTextContent('Attivo');
  },
};

/** The domain points at an internal address: refused. */
export const Failed: Story = {
  args: { verification: verification('failed', REASONS.inside('pizzeriadagennaro.it', ['10.0.0.7'])) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('domain-status')).toHaveTextContent('Non riuscito');
  },
};

/** A check under way. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Verifica in corso...' })).toBeDisabled();
  },
};

/** Too many checks: the server's reason, the last state kept. */
export const CheckRefused: Story = {
  args: { error: 'Hai chiesto molte verifiche in poco tempo. Riprova tra qualche minuto.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Hai chiesto molte verifiche');
  },
};
