/**
 * Review and modifications (openapi.yaml, tag `review`), through the one API client: the customer's review
 * page (by its link's token), the client's own counter, the operator's «Invia al cliente» and queue.
 */
import type { Schemas } from '@core/api';
import { api } from '../../lib/api-client';
import { call } from '../../lib/api-call';

export type Review = Schemas['Review'];
export type ChangeRequest = Schemas['ChangeRequest'];
export type AdminChangeRequest = Schemas['AdminChangeRequest'];
export type ChangeRequestInput = Schemas['ChangeRequestInput'];

/** GET /review/{token}: the latest version, its sections, the requests and the counter. */
export function getReview(token: string): Promise<Review> {
  return call(() => api.GET('/review/{token}', { params: { path: { token } } }));
}

/** POST /review/{token}/approve: publishes the version the customer saw (409 when a newer one exists). */
export function approveReview(token: string, versionId: string): Promise<Schemas['SitePublished']> {
  return call(() =>
    api.POST('/review/{token}/approve', { params: { path: { token } }, body: { version_id: versionId } }),
  );
}

/** POST /review/{token}/changes: one change request (409 beyond the free ones without consent to the fee). */
export function requestChange(token: string, body: ChangeRequestInput): Promise<Schemas['ChangeRequestCreated']> {
  return call(() => api.POST('/review/{token}/changes', { params: { path: { token } }, body }));
}

/** GET /client/review: the signed-in customer's counter and requests (null before any review). */
export async function getClientReview(): Promise<Schemas['ClientReview'] | null> {
  return (await call(() => api.GET('/client/review'))).review;
}

/** POST /admin/orders/{order_id}/site/review: «Invia al cliente». */
export function sendSiteReview(orderId: string): Promise<Schemas['ReviewLinkCreated']> {
  return call(() => api.POST('/admin/orders/{order_id}/site/review', { params: { path: { order_id: orderId } } }));
}

/** GET /admin/change-requests: the open requests, oldest due first. */
export async function listChangeRequests(): Promise<AdminChangeRequest[]> {
  return (await call(() => api.GET('/admin/change-requests'))).requests;
}

/** GET /admin/change-requests?all=true&order_id=: every request of one order (its page lists the extras). */
export async function listOrderChangeRequests(orderId: string): Promise<AdminChangeRequest[]> {
  return (
    await call(() => api.GET('/admin/change-requests', { params: { query: { all: 'true', order_id: orderId } } }))
  ).requests;
}

/** POST /admin/change-requests/{request_id}/state: one move, or «correzione». */
export function moveChangeRequest(requestId: string, body: Schemas['ChangeRequestMove']): Promise<AdminChangeRequest> {
  return call(() =>
    api.POST('/admin/change-requests/{request_id}/state', { params: { path: { request_id: requestId } }, body }),
  );
}

/** GET /review/{token}/versions/{version_id}/preview: the version's page, for the frame's `srcdoc`. */
export function getReviewPreview(token: string, versionId: string): Promise<string> {
  return call(() =>
    api.GET('/review/{token}/versions/{version_id}/preview', {
      params: { path: { token, version_id: versionId } },
      parseAs: 'text',
    }),
  );
}
