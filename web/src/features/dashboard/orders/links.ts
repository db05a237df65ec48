/**
 * The «Ordini» view and an order's detail live inside /admin, addressed by query parameters (like the
 * questionnaire detail), so they can be linked, reloaded and left with the back button.
 */
import type { OrderStatus } from '@core/api';
import { ORDER_STATUSES } from '@core/orders/states';

export const VIEW_PARAM = 'vista';
export const ORDERS_VIEW = 'ordini';
/** «Richieste di modifica» (issue 29). */
export const CHANGES_VIEW = 'modifiche';
export const ORDER_PARAM = 'ordine';
export const STATUS_PARAM = 'stato';
/** The «In ritardo» filter (not a state: paid or in progress past the due time). */
export const LATE_FILTER = 'in-ritardo';

export type OrderFilter = OrderStatus | typeof LATE_FILTER | null;

export function ordersSearch(filter: OrderFilter = null): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: ORDERS_VIEW });
  if (filter) params.set(STATUS_PARAM, filter);
  return `?${params.toString()}`;
}

export function changesSearch(): string {
  return `?${new URLSearchParams({ [VIEW_PARAM]: CHANGES_VIEW }).toString()}`;
}

export function orderSearch(orderId: string): string {
  return `?${new URLSearchParams({ [VIEW_PARAM]: ORDERS_VIEW, [ORDER_PARAM]: orderId }).toString()}`;
}

/** The filter in the address, or null for an absent or unknown value. */
export function parseOrderFilter(value: string | null): OrderFilter {
  if (value === LATE_FILTER) return LATE_FILTER;
  return ORDER_STATUSES.find((status) => status === value) ?? null;
}
