/**
 * What a page must carry before it is published: the P.IVA (art. 35 DPR 633/72) or the operator's
 * «non soggetto a P.IVA». Italian reasons, for the publish operation's problem and the editor.
 */
import type { SiteContent } from '../api';

export function publishBlockers(content: SiteContent): string[] {
  const blockers: string[] = [];
  if (!content.business.vat_number && !content.business.vat_exempt)
    blockers.push('Manca la partita IVA: inseriscila o indica «non soggetto a P.IVA».');
  return blockers;
}

/** The legal line of the footer: ©, name, registered office, P.IVA or its exemption. */
export function legalItems(content: SiteContent, year: number): string[] {
  const { business } = content;
  const items = [`© ${year} ${business.legal_name ?? business.name}`];
  if (business.address) items.push(`Sede legale: ${business.address}`);
  if (business.vat_number) items.push(`P.IVA ${business.vat_number}`);
  else if (business.vat_exempt) items.push('Non soggetto a P.IVA');
  else items.push('P.IVA da completare');
  if (business.pec) items.push(`PEC ${business.pec}`);
  return items;
}
