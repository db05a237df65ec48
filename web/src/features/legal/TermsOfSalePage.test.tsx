import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_COMPANY_LEGAL } from '@core/company';
import { PLANS, PRICE_VAT_NOTE, SERVICE_TERMS } from '@core/plans';
import { formatEuro as withNbsp } from '../../components/price';

/** toHaveTextContent folds the non-breaking space of prices into a plain one. */
const formatEuro = (amount: number) => withNbsp(amount).replace('\u00a0', ' ');
import TermsOfSalePage from './TermsOfSalePage';

const configured = {
  legal_name: 'Esempio Vendite S.p.A.',
  vat_number: 'IT12345678903',
  registered_office: 'Corso Italia 5, 10121 Torino (TO)',
  pec: 'vendite@pec.esempio.it',
  support_email: 'aiuto@esempio.it',
  phone: '800 999 000',
};

function answerSettings(company: typeof configured | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      company
        ? Response.json({
            message: 'ok',
            settings: {
              payment_links: { basic: null, pro: null },
              payment_links_by_billing: {
                basic: { annual: null, monthly: null },
                pro: { annual: null, monthly: null },
              },
              company,
              demo_mode: false,
            },
          })
        : Promise.reject(new TypeError('offline')),
    ),
  );
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/condizioni-di-vendita']}>
      <TermsOfSalePage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TermsOfSalePage', () => {
  it('states every price with its VAT wording, from core/plans.ts', () => {
    answerSettings(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeInTheDocument();
    const prices = screen.getByRole('region', { name: 'Prezzi e IVA' });
    for (const plan of Object.values(PLANS)) {
      expect(prices).toHaveTextContent(`${formatEuro(plan.annualTotal)} ${PRICE_VAT_NOTE}`);
      expect(prices).toHaveTextContent(`${formatEuro(plan.monthlyPrice)} ${PRICE_VAT_NOTE}`);
    }
    const changes = screen.getByRole('region', { name: 'Modifiche alla pagina' });
    expect(changes).toHaveTextContent(`${SERVICE_TERMS.freeModifications} modifiche gratuite`);
    expect(changes).toHaveTextContent(`${formatEuro(SERVICE_TERMS.extraModificationPrice)} ${PRICE_VAT_NOTE}`);
    expect(changes).toHaveTextContent(`${SERVICE_TERMS.laterChangesHours} ore`);
    expect(screen.getByRole('region', { name: 'Disdetta' })).toHaveTextContent(
      'la disdetta ha effetto alla fine del periodo già pagato',
    );
    expect(
      screen.getByRole('region', { name: `Garanzia di ${SERVICE_TERMS.guaranteeDays} giorni` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Diritto di recesso' })).toHaveTextContent(
      `entro ${SERVICE_TERMS.withdrawalDays} giorni dal giorno dell’acquisto, senza dover indicare il motivo (art. 52`,
    );
    // The placeholders until the API answers (here it cannot).
    expect(screen.getByRole('region', { name: 'Chi vende il servizio' })).toHaveTextContent(
      `P.IVA ${PLACEHOLDER_COMPANY_LEGAL.vatNumber}`,
    );
  });

  it('shows the configured company in the terms and the withdrawal form, which copies', async () => {
    answerSettings(configured);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage();
    const seller = screen.getByRole('region', { name: 'Chi vende il servizio' });
    expect(await within(seller).findByText(/Esempio Vendite S\.p\.A\./)).toHaveTextContent(
      'P.IVA IT12345678903, PEC vendite@pec.esempio.it',
    );
    const form = within(screen.getByRole('region', { name: 'Modulo di recesso' }));
    expect(form.getByText(/Destinatario: Esempio Vendite S\.p\.A\., Corso Italia 5/)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Copia il modulo' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('notifico/notifichiamo (*) il recesso'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('PEC: vendite@pec.esempio.it'));
    expect(form.getByRole('button', { name: 'Modulo copiato' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Stampa' })).toBeInTheDocument();
  });
});
