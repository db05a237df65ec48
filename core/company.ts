/**
 * The company's public details, in one place: the footer (Italian law asks for name, P.IVA and registered
 * office on a business website), the privacy notice, the thank-you page's support box and the chat
 * interviewer (which gives the support contacts to an unhappy customer) read them.
 * The legal values are placeholders until the company's real data is available.
 */
export const COMPANY = {
  brand: 'Landing Facile',
  legalName: 'Landing Facile S.r.l.',
  vatNumber: 'P.IVA IT00000000000',
  registeredOffice: 'Sede legale: Via Esempio 1, 20121 Milano (MI)',
  supportEmail: 'supporto@landingfacile.it',
  privacyEmail: 'privacy@landingfacile.it',
  /** Numero verde (toll-free). */
  phone: '800 123 456',
  phoneHref: 'tel:+39800123456',
  hours: 'Lun–Ven 9:00–18:00',
  tagline: 'Landing page professionali per piccole imprese, professionisti e startup.',
} as const;
