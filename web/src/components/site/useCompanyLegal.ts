import { useEffect, useState } from 'react';
import { PLACEHOLDER_COMPANY_LEGAL, type CompanyLegal } from '@core/company';
import type { Schemas } from '@core/api';
import { loadAppInfo } from '../../lib/app-info';

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

// The app start's GET /api/ answer, shared (one call per page load).
async function loadCompanyLegal(): Promise<CompanyLegal | null> {
  try {
    return companyLegalFromInfo((await loadAppInfo()).settings.company);
  } catch (error) {
    console.warn('Dati della società non disponibili', error);
    return null;
  }
}

/**
 * The seller's configured legal data (COMPANY_* variables, answered in GET /api/'s settings). Until the API
 * answers, and if it cannot, the placeholders: the prerendered HTML carries those, so hydration always agrees,
 * and the configured data replaces them right after.
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
