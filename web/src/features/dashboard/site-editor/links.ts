/** The site editor lives inside /admin like the orders: `?vista=sito&ordine=<id>`. */
import { ORDER_PARAM, VIEW_PARAM } from '../orders/links';

export const SITE_VIEW = 'sito';

export function siteEditorSearch(orderId: string): string {
  return `?${new URLSearchParams({ [VIEW_PARAM]: SITE_VIEW, [ORDER_PARAM]: orderId }).toString()}`;
}
