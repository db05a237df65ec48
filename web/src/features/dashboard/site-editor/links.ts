/**
 * The site editor lives inside /admin like the orders: `?vista=sito&ordine=<id>`, and `&sezione=<id>` opens
 * it at one section (a change request's, from «Richieste di modifica»): that section's form is open, in
 * view and focused.
 */
import { ORDER_PARAM, VIEW_PARAM } from '../orders/links';

export const SITE_VIEW = 'sito';
export const SECTION_PARAM = 'sezione';

export function siteEditorSearch(orderId: string, sectionId?: string | null): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: SITE_VIEW, [ORDER_PARAM]: orderId });
  if (sectionId) params.set(SECTION_PARAM, sectionId);
  return `?${params.toString()}`;
}
