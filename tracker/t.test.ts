import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTracker } from './build';

describe('customer tracker build', () => {
  it('stays within 1.5 KB gzip', async () => {
    const code = await buildTracker();
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.info(`tracker: ${code.length} bytes minified, ${gzipped} bytes gzip`);
    expect(gzipped).toBeLessThanOrEqual(1536);
  });

  it('is a self-contained script that exposes nothing to the page', async () => {
    const code = await buildTracker();
    expect(code).not.toMatch(/\bimport\b|\brequire\(|\bexport\b/);
    // One IIFE: evaluating it defines no globals of its own.
    expect(code.trim()).toMatch(/^("use strict";)?\(/);
  });
});
