import type { Schemas } from '@core/api';

/**
 * GET /api/ (SPEC 7's app start), once per page load: the start announcement and the footer's company data
 * read the same answer, so the app still makes one call. A failed call is forgotten, so a later reader tries
 * again. The API client is imported on demand: it is not part of the home page's first-load JavaScript.
 */
let pending: Promise<Schemas['AppInfo']> | null = null;

export function loadAppInfo(): Promise<Schemas['AppInfo']> {
  pending ??= (async () => {
    const [{ api }, { call }] = await Promise.all([import('./api-client'), import('./api-call')]);
    return call(() => api.GET('/'));
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
