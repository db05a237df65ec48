/**
 * The server's image pipeline (issue 28 §3), with sharp: the uploaded bytes become WebP and AVIF files at the
 * widths of core/sites/images.ts (never wider than the image), turned upright by their EXIF orientation and
 * with every metadata block dropped (sharp keeps none unless asked: no EXIF, no GPS, no XMP, no ICC beyond
 * sRGB). Refused with the Italian reason, before anything is stored: SVG (sniffed, whatever the name or type),
 * anything that is not a JPEG, PNG, WebP, AVIF or GIF, an image over 40 megapixels (read from its header,
 * and `limitInputPixels` so the decoder never allocates a bomb's pixels), a damaged file.
 */
import type * as SharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import type { ProcessedImage, ProcessedImageFile, SiteImageProcessor } from '@core/backend/site-image-port';
import { problems } from '@core/problems';
import { IMAGE_REFUSALS, SITE_IMAGE_MAX_PIXELS, imageFileName, imageWidthsFor, looksLikeSvg } from '@core/sites/images';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** EXIF orientations that turn the image a quarter: width and height swap once upright. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

const refuse = (reason: string) => problems.badRequest(reason);

/**
 * sharp (libvips) is loaded with the first image, not with the server: it costs about 19 MiB resident, and a
 * server whose customers upload no photo this run (most runs) never needs it.
 */
let sharpLoaded: Promise<typeof SharpModule> | undefined;

async function opener(): Promise<(bytes: Uint8Array) => Sharp> {
  const { default: sharp } = await (sharpLoaded ??= import('sharp'));
  return (bytes) => sharp(bytes, { limitInputPixels: SITE_IMAGE_MAX_PIXELS, failOn: 'error', animated: false });
}

async function metadataOf(bytes: Uint8Array): Promise<Metadata> {
  const open = await opener();
  try {
    return await open(bytes).metadata();
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw refuse(IMAGE_REFUSALS.tooManyPixels);
    throw refuse(IMAGE_REFUSALS.notAnImage);
  }
}

export function createSharpImageProcessor(): SiteImageProcessor {
  return {
    contentTypeOf: (format) => `image/${format}`,
    async process(bytes): Promise<ProcessedImage> {
      if (looksLikeSvg(bytes)) throw refuse(IMAGE_REFUSALS.svg);
      const meta = await metadataOf(bytes);
      if (meta.format === 'svg') throw refuse(IMAGE_REFUSALS.svg);
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
        throw refuse(IMAGE_REFUSALS.notAnImage);
      if (meta.width * meta.height > SITE_IMAGE_MAX_PIXELS) throw refuse(IMAGE_REFUSALS.tooManyPixels);
      const uprightWidth = QUARTER_TURNS.has(meta.orientation ?? 1) ? meta.height : meta.width;
      const upright = (await opener())(bytes).rotate();
      const files: ProcessedImageFile[] = [];
      try {
        for (const width of imageWidthsFor(uprightWidth)) {
          const resized = upright.clone().resize({ width, withoutEnlargement: true });
          const outputs = [
            ['webp', resized.clone().webp({ quality: 80, effort: 4 })],
            ['avif', resized.clone().avif({ quality: 55, effort: 2 })],
          ] as const;
          for (const [format, pipeline] of outputs) {
            const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
            files.push({
              file: imageFileName(width, format),
              format,
              width: info.width,
              height: info.height,
              bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
            });
          }
        }
      } catch {
        throw refuse(IMAGE_REFUSALS.unreadable);
      }
      const largest = files[files.length - 1]!;
      return { width: largest.width, height: largest.height, files };
    },
  };
}
