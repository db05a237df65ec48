/**
 * Uploaded images: the widths they are processed to (the renderer's `srcset` asks for the same ones), the
 * formats, and the limits every upload is held to. The reference server processes with sharp
 * (reference-server/src/sites/image-processor.ts); the browser-only demo keeps the file as sent after the
 * same checks (mock/sites/image-processor.ts).
 */

/** Widths of the processed files, up to the image's own width. */
export const SITE_IMAGE_WIDTHS = [480, 960, 1440, 1920] as const;

/** An image of more pixels than this is refused (a decompression bomb: a small file of huge dimensions). */
export const SITE_IMAGE_MAX_PIXELS = 40_000_000;

/** The widths an image of `width` pixels is processed to: those below it, then its own (at most the largest). */
export function imageWidthsFor(width: number): number[] {
  const largest = SITE_IMAGE_WIDTHS[SITE_IMAGE_WIDTHS.length - 1]!;
  const top = Math.min(width, largest);
  return [...SITE_IMAGE_WIDTHS.filter((w) => w < top), top];
}

/** The Italian reasons of a refused upload. */
export const IMAGE_REFUSALS = {
  notAnImage: 'Il file non è un’immagine: carica una foto JPEG, PNG, WebP, AVIF o GIF.',
  svg: 'Le immagini SVG non sono accettate: possono contenere codice. Carica una foto JPEG, PNG, WebP o AVIF.',
  tooManyPixels: `L’immagine supera ${SITE_IMAGE_MAX_PIXELS / 1_000_000} megapixel: riducila e caricala di nuovo.`,
  unreadable: 'L’immagine è danneggiata o incompleta e non si può leggere.',
} as const;

/** The file name of one processed file (`960.webp`). */
export const imageFileName = (width: number, format: 'webp' | 'avif'): string => `${width}.${format}`;

/** Looks like SVG or any XML: refused before any decoder sees it. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<svg') || head.startsWith('<?xml') || (head.startsWith('<!') && head.includes('<svg'));
}
