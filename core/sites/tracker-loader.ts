/**
 * How a published page loads the customer tracker: a few bytes inline that add `{PUBLIC_URL}/t.js` once the
 * page has loaded (its text, style and first images), or after 3 s at the latest.
 *
 * Why not `<script defer src>` as on a customer's own site: the tracker comes from the product's origin, a
 * second connection, and its first beacon goes there too. Requested while the page is still being drawn,
 * they share a phone's bandwidth and main thread with the page's own first paint (Lighthouse's simulation
 * counted them in the largest paint: 1.5-1.8 s against 1.1 s without). A page view is still counted for a
 * visitor who leaves early: 3 s is the longest wait, and the page has painted by then on a 4G phone.
 *
 * The loader is the same text on every page, its data in its attributes (`data-src`, `data-api`,
 * `data-domain`, which the tracker reads from its own tag), so the page's Content-Security-Policy allows
 * exactly it by hash (`trackerLoaderSource`), and no other inline script.
 */
import { sha256Base64 } from '../backend/crypto';

/** The inline script: ES5, no data of its own (its tag carries it). */
export const TRACKER_LOADER =
  '(function(s,d){var done;function go(){if(done)return;done=1;var t=d.createElement("script");' +
  't.src=s.getAttribute("data-src");t.setAttribute("data-api",s.getAttribute("data-api"));' +
  't.setAttribute("data-domain",s.getAttribute("data-domain"));d.head.appendChild(t)}' +
  'if(d.readyState==="complete")go();else{addEventListener("load",go);setTimeout(go,3e3)}})(document.currentScript,document)';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The tracker's tags for a page on `domain`: served from and reporting to the product's address. */
export function trackerTag(publicUrl: string, domain: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  // The tracker comes from another origin than the page's: the connection opens while the page loads.
  return (
    `<link rel="preconnect" href="${escapeAttribute(base)}">` +
    `<script data-src="${escapeAttribute(`${base}/t.js`)}" data-api="${escapeAttribute(`${base}/api`)}" ` +
    `data-domain="${escapeAttribute(domain)}">${TRACKER_LOADER}</script>`
  );
}

let loaderSource: Promise<string> | undefined;

/** The loader as a CSP script source: `'sha256-…'` of its text. */
export function trackerLoaderSource(): Promise<string> {
  loaderSource ??= sha256Base64(TRACKER_LOADER).then((hash) => `'sha256-${hash}'`);
  return loaderSource;
}
