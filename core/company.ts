/**
 * The company's public details, in one place: the footer (Italian law asks for name, P.IVA and registered
 * office on a business website), the privacy notice, the terms of sale, every email to customers, the
 * thank-you page's support box and the chat interviewer (which gives the support contacts to an unhappy
 * customer) read them.
 *
 * The legal data is configuration, not code: the server reads it from the COMPANY_* variables
 * (`companyLegalFromEnv`) and hands it to the web app in `GET /api/`'s settings. The values below are
 * placeholders; in production the server refuses to start on them (`placeholderVariables`).
 */

/** The seller's legal data (art. 7 D.Lgs. 70/2003; art. 13 for the order confirmation). */
export interface CompanyLegal {
  legalName: string;
  /** P.IVA with its country prefix (`IT01234567890`). */
  vatNumber: string;
  /** Registered office, one line (`Via Roma 1, 20121 Milano (MI)`). */
  registeredOffice: string;
  pec: string;
  supportEmail: string;
  /** Numero verde (toll-free), as written to people. */
  phone: string;
}

/** The variable that sets each field. */
export const COMPANY_ENV: Readonly<Record<keyof CompanyLegal, string>> = {
  legalName: 'COMPANY_LEGAL_NAME',
  vatNumber: 'COMPANY_VAT_NUMBER',
  registeredOffice: 'COMPANY_REGISTERED_OFFICE',
  pec: 'COMPANY_PEC',
  supportEmail: 'COMPANY_SUPPORT_EMAIL',
  phone: 'COMPANY_PHONE',
};

/** Placeholders until the company's real data is configured (development, the demo, tests). */
export const PLACEHOLDER_COMPANY_LEGAL: Readonly<CompanyLegal> = {
  legalName: 'Landing Facile S.r.l.',
  vatNumber: 'IT00000000000',
  registeredOffice: 'Via Esempio 1, 20121 Milano (MI)',
  pec: 'landingfacile@pec.example.it',
  supportEmail: 'supporto@landingfacile.it',
  phone: '800 123 456',
};

/**
 * Fields that must not stay placeholders in production. Support email and phone are the product's own
 * defaults, not invented legal data, so they may stay.
 */
const LEGAL_FIELDS = [
  'legalName',
  'vatNumber',
  'registeredOffice',
  'pec',
] as const satisfies readonly (keyof CompanyLegal)[];

/** The legal data from COMPANY_* variables; each unset one keeps its placeholder. */
export function companyLegalFromEnv(env: Record<string, string | undefined>): CompanyLegal {
  const legal = { ...PLACEHOLDER_COMPANY_LEGAL };
  for (const key of Object.keys(COMPANY_ENV) as (keyof CompanyLegal)[]) {
    const value = env[COMPANY_ENV[key]]?.trim();
    if (value) legal[key] = value;
  }
  return legal;
}

/** The variables still at their placeholder (production refuses to start while any is listed). */
export function placeholderVariables(legal: CompanyLegal): string[] {
  return LEGAL_FIELDS.filter((key) => legal[key] === PLACEHOLDER_COMPANY_LEGAL[key]).map((key) => COMPANY_ENV[key]);
}

/** The contract's `CompanyInfo` (GET /api/ settings). */
export function companyInfo(legal: CompanyLegal) {
  return {
    legal_name: legal.legalName,
    vat_number: legal.vatNumber,
    registered_office: legal.registeredOffice,
    pec: legal.pec,
    support_email: legal.supportEmail,
    phone: legal.phone,
  };
}

/** Display strings built from the placeholders: what the web app shows until it reads the settings. */
export const COMPANY = {
  brand: 'Landing Facile',
  legalName: PLACEHOLDER_COMPANY_LEGAL.legalName,
  vatNumber: `P.IVA ${PLACEHOLDER_COMPANY_LEGAL.vatNumber}`,
  registeredOffice: `Sede legale: ${PLACEHOLDER_COMPANY_LEGAL.registeredOffice}`,
  supportEmail: PLACEHOLDER_COMPANY_LEGAL.supportEmail,
  privacyEmail: 'privacy@landingfacile.it',
  /** Numero verde (toll-free). */
  phone: PLACEHOLDER_COMPANY_LEGAL.phone,
  phoneHref: 'tel:+39800123456',
  hours: 'Lun–Ven 9:00–18:00',
  tagline: 'Landing page professionali per piccole imprese, professionisti e startup.',
} as const;
