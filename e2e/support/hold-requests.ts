import type { BrowserContext, Page } from '@playwright/test';

/**
 * Holds back every request matching `pattern` (a slow network for that file only) until the returned function is
 * called; then they go on. Routed on a context, a service worker's own fetches of the file are held too.
 */
export async function holdRequests(target: Page | BrowserContext, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
