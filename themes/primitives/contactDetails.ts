/** A business's contact facts as labelled details (DetailList, DetailAddress), each a working link. */
import type { SiteBusiness, SiteHoursRow } from '@core/api';
import { safeHref, telHref, whatsappUrl } from '@core/sites/links';
import type { Detail } from './DetailList';

/** The design's own words for each fact («Studio», «Dove», «Telefono e WhatsApp»). */
export interface ContactLabels {
  address: string;
  phone: string;
  whatsapp: string;
  /** One line for a phone number that is also the WhatsApp number. */
  phoneAndWhatsapp: string;
  email: string;
  pec: string;
  hours: string;
}

/** The opening hours on one line: «Lun-Ven 9:00-20:00 · Sabato su appuntamento». */
export const hoursLine = (rows: readonly SiteHoursRow[]) => rows.map((row) => `${row.days} ${row.hours}`).join(' · ');

/**
 * The address (linked to its map when there is one), phone, WhatsApp, email, PEC and, unless `hours` is
 * false, the opening hours on one line, in that order, leaving out what the business has not given.
 */
export function contactDetails(business: SiteBusiness, labels: ContactLabels, { hours = true } = {}): Detail[] {
  const details: Detail[] = [];
  const { address, phone, whatsapp, email, pec } = business;
  if (address !== undefined) {
    const map = business.maps_url ? safeHref(business.maps_url) : null;
    details.push({ label: labels.address, value: address, ...(map ? { href: map } : {}) });
  }
  const sameNumber = phone && whatsapp && phone.e164 === whatsapp.e164;
  if (phone)
    details.push({
      label: sameNumber ? labels.phoneAndWhatsapp : labels.phone,
      value: phone.display,
      href: telHref(phone),
    });
  if (whatsapp && !sameNumber)
    details.push({ label: labels.whatsapp, value: whatsapp.display, href: whatsappUrl(whatsapp) });
  if (email !== undefined) details.push({ label: labels.email, value: email, href: `mailto:${email}` });
  if (pec !== undefined) details.push({ label: labels.pec, value: pec, href: `mailto:${pec}` });
  if (hours && business.opening_hours && business.opening_hours.length > 0)
    details.push({ label: labels.hours, value: hoursLine(business.opening_hours) });
  return details;
}
