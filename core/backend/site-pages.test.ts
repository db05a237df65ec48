import { describe, expect, it } from 'vitest';
import { withImagesAt } from './site-pages';

const api = (assetId: string, file: string) => `/api/site-images/${assetId}/${file}`;

describe('withImagesAt', () => {
  it('moves every image address of src and srcset to the given address, and nothing else', () => {
    const html =
      '<picture><source type="image/avif" srcset="/media/img_a/480.avif 480w, /media/img_a/960.avif 960w">' +
      '<img src="/media/img_a/960.webp" srcset="/media/img_a/480.webp 480w,/media/img_a/960.webp 960w" alt="x"></picture>' +
      '<a href="/media/img_a/960.webp">link</a><p>/media/img_a/960.webp</p><img src="https://example.com/media/img_b/1.webp">';
    expect(withImagesAt(html, api)).toBe(
      '<picture><source type="image/avif" srcset="/api/site-images/img_a/480.avif 480w, /api/site-images/img_a/960.avif 960w">' +
        '<img src="/api/site-images/img_a/960.webp" srcset="/api/site-images/img_a/480.webp 480w,/api/site-images/img_a/960.webp 960w" alt="x"></picture>' +
        '<a href="/media/img_a/960.webp">link</a><p>/media/img_a/960.webp</p><img src="https://example.com/media/img_b/1.webp">',
    );
  });

  it('leaves a page without images as it is', () => {
    const html = '<main><h1>Pizzeria</h1></main>';
    expect(withImagesAt(html, api)).toBe(html);
  });
});
