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

/**
 * The seller's configured legal data (COMPANY_* variables, answered in GET /api/'s settings). Until the API
 * answers, and if it cannot, the placeholders the footer shows. The API client is imported on demand.
 */
export function useCompanyLegal(): CompanyLegal {
  const [company, setCompany] = useState<CompanyLegal>(PLACEHOLDER_COMPANY_LEGAL);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [{ api }, { call }] = await Promise.all([import('../../lib/api-client'), import('../../lib/api-call')]);
        const { settings } = await call(() => api.GET('/'));
        if (live) setCompany(companyLegalFromInfo(settings.company));
      } catch (error) {
        console.warn('Dati della società non disponibili', error);
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return company;
}
