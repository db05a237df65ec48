import { useEffect, useState } from 'react';
import { PLACEHOLDER_COMPANY_LEGAL, type CompanyLegal } from '@core/company';
import type { Schemas } from '@core/api';

type CompanyInfo = Schemas['CompanyInfo'];

/** The contract's CompanyInfo as the core's CompanyLegal. */
export function companyLegalFromInfo(info: CompanyInfo): CompanyLegal {
  return {
    legalName: info.legal_name,
    vatNumber: info.vat_number,
    registeredOffice: info.registered_office,
    pec: info.pec,
    supportEmail: info.support_email,
    phone: info.phone,
  };
}

/** A phone number as written to people, as a `tel:` link (Italian numbers get +39). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+39${digits}`}`;
}

// One request per page load, shared by the footer and the terms of sale.
let loading: Promise<CompanyLegal | null> | null = null;
function loadCompanyLegal(): Promise<CompanyLegal | null> {
  loading ??= (async () => {
    try {
      const [{ api }, { call }] = await Promise.all([import('../../lib/api-client'), import('../../lib/api-call')]);
      const { settings } = await call(() => api.GET('/'));
      return companyLegalFromInfo(settings.company);
    } catch (error) {
      console.warn('Dati della società non disponibili', error);
      loading = null;
      return null;
    }
  })();
  return loading;
}

/**
 * The seller's configured legal data (COMPANY_* variables, answered in GET /api/'s settings). Until the API
 * answers, and if it cannot, the placeholders: the prerendered HTML carries those, so hydration always agrees,
 * and the configured data replaces them right after. The API client is imported on demand.
 */
export function useCompanyLegal(): CompanyLegal {
  const [company, setCompany] = useState<CompanyLegal>(PLACEHOLDER_COMPANY_LEGAL);
  useEffect(() => {
    let live = true;
    void loadCompanyLegal().then((legal) => {
      if (live && legal) setCompany(legal);
    });
    return () => {
      live = false;
    };
  }, []);
  return company;
}
