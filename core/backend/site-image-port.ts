/**
 * The image pipeline, as the sites service needs it: the uploaded bytes in, the processed files out
 * (core/sites/images.ts: widths, formats, limits), every metadata block (EXIF, GPS, XMP) gone. A file it
 * refuses throws an ApiProblem (400) with the Italian reason, and nothing is kept. The reference server's
 * uses sharp; the browser-only demo's keeps the file as sent after the same checks.
 */
import type { SiteImageFormat } from './site-store';

export interface ProcessedImageFile {
  file: string;
  format: SiteImageFormat;
  width: number;
  height: number;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  /** The largest file's size (what SiteImage carries). */
  width: number;
  height: number;
  files: ProcessedImageFile[];
}

export interface SiteImageProcessor {
  process(bytes: Uint8Array): Promise<ProcessedImage>;
  /** The media type of a stored file, for its answer. */
  contentTypeOf(format: SiteImageFormat): string;
}
