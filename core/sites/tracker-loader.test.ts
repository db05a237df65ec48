import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRACKER_LOADER, trackerLoaderSource, trackerTag } from './tracker-loader';

describe('the published page’s tracker loader', () => {
  it('carries its data in its attributes, escaped, and the same text on every page', () => {
    const tag = trackerTag('https://landingfacile.it/', 'pizzeria"da<gennaro>.it');
    expect(tag).toBe(
      '<link rel="preconnect" href="https://landingfacile.it">' +
        '<script data-src="https://landingfacile.it/t.js" data-api="https://landingfacile.it/api" ' +
        `data-domain="pizzeria&#34;da&#60;gennaro&#62;.it">${TRACKER_LOADER}</script>`,
    );
    expect(trackerTag('http://localhost:8080', 'other.example')).toContain(`>${TRACKER_LOADER}</script>`);
    // Nothing in it could end the script element or be read as markup.
    expect(TRACKER_LOADER).not.toMatch(/[<>&]/);
  });

  it('is named in the policy by the SHA-256 of its exact text', async () => {
    const hash = createHash('sha256').update(TRACKER_LOADER, 'utf8').digest('base64');
    await expect(trackerLoaderSource()).resolves.toBe(`'sha256-${hash}'`);
  });
});
