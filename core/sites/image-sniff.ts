/**
 * What an uploaded file is, from its first bytes: PNG, JPEG, GIF, WebP or AVIF and its size in pixels, or
 * null for anything else. No decoder runs: a decompression bomb's declared size is read before any pixel.
 * The browser-only demo refuses uploads with it exactly as the server's pipeline does.
 */

export type SniffedFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

export interface SniffedImage {
  format: SniffedFormat;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    // Start of frame (baseline, progressive...): height then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return null;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sized = (format: SniffedFormat, size: { width: number; height: number } | null) =>
    size && size.width > 0 && size.height > 0 ? { format, ...size } : null;
  if (bytes.length >= 24 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR')
    return sized('png', { width: view.getUint32(16), height: view.getUint32(20) });
  if (bytes.length >= 10 && bytes[0] === 0xff && bytes[1] === 0xd8) return sized('jpeg', jpegSize(bytes, view));
  if (bytes.length >= 10 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return sized('gif', { width: view.getUint16(6, true), height: view.getUint16(8, true) });
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === 'VP8X')
      return sized('webp', {
        width: 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)),
        height: 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)),
      });
    if (chunk === 'VP8 ')
      return sized('webp', { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff });
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return sized('webp', { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 });
    }
    return null;
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 4))) {
    // The `ispe` box holds the size.
    for (let at = 12; at + 20 <= bytes.length && at < 4096; at += 1) {
      if (ascii(bytes, at, 4) === 'ispe')
        return sized('avif', { width: view.getUint32(at + 8), height: view.getUint32(at + 12) });
    }
    return null;
  }
  return null;
}
