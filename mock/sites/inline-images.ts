/**
 * Why the browser-only demo inlines its images: the editor's preview and `/siti/{slug}` show a page as the
 * `srcdoc` of an iframe with an empty `sandbox`, so the page has an opaque origin, and a service worker never
 * controls a client of an opaque origin. The page's image requests (`/api/site-images/…` in a preview,
 * `/media/…` in a published page) therefore bypass MSW and reach the static host, which has no such files.
 * The mock answers each such HTML page with the image files it names as `data:` URLs (the pages' policies
 * allow `img-src data:`), read from the demo's memory site store. An address whose file is not stored stays
 * as it is. The server needs none of this: it serves the files itself.
 */
import type { SiteStore } from '@core/backend/site-store';

const IMAGE_ADDRESS = /(?:\/api\/site-images|\/media)\/([A-Za-z0-9_-]{1,64})\/([1-9][0-9]{0,4}\.(webp|avif))/g;

function dataUrl(bytes: Uint8Array, format: string): string {
  let binary = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:image/${format};base64,${btoa(binary)}`;
}

export function createImageInliner(store: Pick<SiteStore, 'readAssetFile'>) {
  // An asset's files never change (its id is the hash of its bytes): each is encoded once.
  const encoded = new Map<string, string>();

  return async function inlineSiteImages(html: string): Promise<string> {
    const addresses = new Map<string, { assetId: string; file: string; format: string }>();
    for (const [address, assetId, file, format] of html.matchAll(IMAGE_ADDRESS))
      addresses.set(address, { assetId: assetId!, file: file!, format: format! });
    if (addresses.size === 0) return html;
    for (const { assetId, file, format } of addresses.values()) {
      const key = `${assetId}/${file}`;
      if (encoded.has(key)) continue;
      const bytes = await store.readAssetFile(assetId, file);
      if (bytes) encoded.set(key, dataUrl(bytes, format));
    }
    return html.replace(IMAGE_ADDRESS, (address, assetId: string, file: string) => {
      return encoded.get(`${assetId}/${file}`) ?? address;
    });
  };
}
