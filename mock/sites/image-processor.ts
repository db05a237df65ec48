/**
 * The browser-only demo's image pipeline: the same refusals as the server's (SVG, not an image, over 40
 * megapixels, read from the file's header by core/sites/image-sniff.ts), then the browser itself draws the
 * image on a canvas and encodes WebP at each width (which drops EXIF and every other metadata). Without a
 * canvas (the mock run in Node by the contract suite) an image that passes the checks is refused with the
 * reason: only the server and a browser process images.
 */
import type { ProcessedImageFile, SiteImageProcessor } from '@core/backend/site-image-port';
import { problems } from '@core/problems';
import { sniffImage } from '@core/sites/image-sniff';
import { IMAGE_REFUSALS, SITE_IMAGE_MAX_PIXELS, imageFileName, imageWidthsFor, looksLikeSvg } from '@core/sites/images';

export const NO_CANVAS_REFUSAL =
  'In questa anteprima senza browser le immagini non si possono elaborare: caricale dalla demo nel browser o dal server.';

const canDraw = () => typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

export function createDemoImageProcessor(): SiteImageProcessor {
  return {
    contentTypeOf: (format) => `image/${format}`,
    async process(bytes) {
      if (looksLikeSvg(bytes)) throw problems.badRequest(IMAGE_REFUSALS.svg);
      const image = sniffImage(bytes);
      if (!image) throw problems.badRequest(IMAGE_REFUSALS.notAnImage);
      if (image.width * image.height > SITE_IMAGE_MAX_PIXELS) throw problems.badRequest(IMAGE_REFUSALS.tooManyPixels);
      if (!canDraw()) throw problems.badRequest(NO_CANVAS_REFUSAL);
      let bitmap: ImageBitmap;
      try {
        bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
          imageOrientation: 'from-image',
        });
      } catch {
        throw problems.badRequest(IMAGE_REFUSALS.unreadable);
      }
      const files: ProcessedImageFile[] = [];
      for (const width of imageWidthsFor(bitmap.width)) {
        const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
        files.push({
          file: imageFileName(width, 'webp'),
          format: 'webp',
          width,
          height,
          bytes: new Uint8Array(await blob.arrayBuffer()),
        });
      }
      bitmap.close();
      const largest = files[files.length - 1]!;
      return { width: largest.width, height: largest.height, files };
    },
  };
}
