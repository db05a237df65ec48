import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_COMPANY_LEGAL } from '@core/company';
import { SiteFooter } from './SiteFooter';
import { phoneHref } from './useCompanyLegal';

const configured = {
  legal_name: 'Esempio Vendite S.p.A.',
  vat_number: 'IT12345678903',
  registered_office: 'Corso Italia 5, 10121 Torino (TO)',
  pec: 'vendite@pec.esempio.it',
  support_email: 'aiuto@esempio.it',
  phone: '800 999 000',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it('starts from the placeholders (as prerendered), then shows the configured company of GET /api/', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          message: 'ok',
          settings: {
            payment_links: { basic: null, pro: null },
            payment_links_by_billing: { basic: { annual: null, monthly: null }, pro: { annual: null, monthly: null } },
            company: configured,
            demo_mode: false,
          },
        }),
      ),
    );
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(PLACEHOLDER_COMPANY_LEGAL.vatNumber))).toBeInTheDocument();

    expect(
      await screen.findByText(
        `© 2026 ${configured.legal_name} · ${configured.vat_number} · ${configured.registered_office}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(PLACEHOLDER_COMPANY_LEGAL.vatNumber))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: configured.support_email })).toHaveAttribute(
      'href',
      `mailto:${configured.support_email}`,
    );
    expect(screen.getByRole('link', { name: configured.phone })).toHaveAttribute('href', 'tel:+39800999000');
  });

  it('writes Italian numbers as tel: links with +39, and keeps an international prefix', () => {
    expect(phoneHref('800 123 456')).toBe('tel:+39800123456');
    expect(phoneHref('+41 44 000 00 00')).toBe('tel:+41440000000');
  });
});
