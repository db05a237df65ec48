import { api } from '../api-client';
import type { TrackerTransport } from './tracker';

/** Failures are only a console warning (SPEC 8); the response is never read otherwise. */
function report(path: string, request: Promise<{ error?: unknown; response: Response }>): void {
  request
    .then(({ error, response }) => {
      if (error !== undefined || !response.ok)
        console.warn(`Analytics: ${path} non registrato`, response.status, error);
    })
    .catch((error: unknown) => console.warn(`Analytics: ${path} non registrato`, error));
}

/**
 * Fire and forget through the API client. `keepalive` lets an event leave even when the click that caused it
 * unloads the page.
 */
export const apiTransport: TrackerTransport = {
  pageView: (body) => report('page-view', api.POST('/track/page-view', { body, keepalive: true })),
  click: (body) => report('click', api.POST('/track/click', { body, keepalive: true })),
  conversion: (body) => report('conversion', api.POST('/track/conversion', { body, keepalive: true })),
  scroll: (body) => report('scroll', api.POST('/track/scroll', { body, keepalive: true })),
};
