/**
 * What the sites service needs of an order (issue 28 builds on the orders of its own port): whether it is
 * paid, its brief and client, and the two moves a site causes, each with its effects in ONE store
 * operation of the orders' store (the state, the timeline entry and the customer's email land together):
 * - a draft generated: the order goes to `draft_ready` (through `in_progress` when it was `paid`);
 * - the site published: the order goes to `published` and the customer is emailed the address, once per
 *   site (the outbox's idempotency key), however many times publishing is asked.
 * Both are idempotent: an order already past the state is left as it is.
 */
export interface SiteOrder {
  order_id: string;
  /** Paid (or past it in the pipeline) and not cancelled. */
  paid: boolean;
  questionnaire_id: string;
  client_id: string | null;
  business_name: string | null;
}

export interface SitePublication {
  site_id: string;
  version_id: string;
  /** Where the page is live (the email names the first). */
  urls: readonly string[];
}

export interface SiteOrders {
  get(orderId: string): Promise<SiteOrder | null>;
  draftReady(orderId: string): Promise<void>;
  published(orderId: string, publication: SitePublication): Promise<void>;
}
