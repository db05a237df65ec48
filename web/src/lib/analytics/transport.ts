import { api } from '../api-client';
import { call } from '../api-call';
import type { TrackerTransport } from './tracker';

/**
 * Fire and forget through the API client and the one call convention (`call()`): a failure, whatever
 * its kind (an HTTP problem or the network), is only a console warning (SPEC 8), never an error the
 * page sees. `keepalive` lets an event leave even when the click that caused it unloads the page.
 */
function send(path: string, request: () => ReturnType<typeof api.POST>): void {
  call(request).catch((error: unknown) => console.warn(`Analytics: ${path} non registrato`, error));
}

export const apiTransport: TrackerTransport = {
  pageView: (body) => send('page-view', () => api.POST('/track/page-view', { body, keepalive: true })),
  click: (body) => send('click', () => api.POST('/track/click', { body, keepalive: true })),
  conversion: (body) => send('conversion', () => api.POST('/track/conversion', { body, keepalive: true })),
  scroll: (body) => send('scroll', () => api.POST('/track/scroll', { body, keepalive: true })),
  form: (body) => send('form', () => api.POST('/track/form', { body, keepalive: true })),
};
