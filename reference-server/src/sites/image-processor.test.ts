import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isApiProblem } from '@core/problems';
import { IMAGE_REFUSALS } from '@core/sites/images';
import { createSharpImageProcessor } from './image-processor';

const processor = createSharpImageProcessor();

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await processor.process(bytes);
  } catch (error) {
    if (isApiProblem(error)) {
      expect(error.status).toBe(400);
      return error.detail ?? '';
    }
    throw error;
  }
  throw new Error('accepted');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width` x `height` pixels, with almost no data: what a decompression bomb declares. */
function claimedPng(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

describe('the server image pipeline', () => {
  it('refuses a text file whatever its name says', async () => {
    expect(await refusal(new TextEncoder().encode('Questo non è un PNG, solo testo rinominato.\n'))).toBe(
      IMAGE_REFUSALS.notAnImage,
    );
  });

  it('refuses SVG, with or without an XML declaration', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await refusal(new TextEncoder().encode(svg))).toBe(IMAGE_REFUSALS.svg);
    expect(await refusal(new TextEncoder().encode(`\uFEFF<?xml version="1.0"?>\n${svg}`))).toBe(IMAGE_REFUSALS.svg);
  });

  it('refuses a 50-megapixel PNG bomb from its header, before decoding it', async () => {
    const bomb = claimedPng(10_000, 5_000);
    expect(bomb.byteLength).toBeLessThan(100);
    expect(await refusal(bomb)).toBe(IMAGE_REFUSALS.tooManyPixels);
  });

  it('refuses a truncated image', async () => {
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length / 3))).toBe(IMAGE_REFUSALS.unreadable);
  });

  it('makes WebP and AVIF at each width up to the image own, with width and height, and strips EXIF GPS data', async () => {
    const withGps = await photo(1600, 1000)
      .jpeg()
      .withExif({
        IFD0: { Make: 'FotoCamera', Copyright: 'Cliente' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes(Buffer.from('FotoCamera'))).toBe(true);

    const image = await processor.process(withGps);
    expect(image).toMatchObject({ width: 1600, height: 1000 });
    expect(image.files.map((f) => f.file)).toEqual([
      ...['480.webp', '480.avif', '960.webp', '960.avif'],
      ...['1440.webp', '1440.avif', '1600.webp', '1600.avif'],
    ]);
    for (const file of image.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.format === 'webp' ? 'webp' : 'heif');
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
      expect(file.height).toBe(Math.round((file.width * 1000) / 1600));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(file.bytes).includes(Buffer.from('FotoCamera'))).toBe(false);
      expect(Buffer.from(file.bytes).includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await photo(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await processor.process(sideways);
    expect(image).toMatchObject({ width: 400, height: 600 });
  });
});
