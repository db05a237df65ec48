/**
 * Builds the customer tracker into one minified IIFE (`dist/t.js`, served by the reference server at /t.js).
 * Run: `tsx tracker/build.ts [outFile]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const source = fileURLToPath(new URL('./t.ts', import.meta.url));

export async function buildTracker(): Promise<string> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    // ES2021 keeps `||=` as written; every browser since 2020 runs it.
    target: ['es2021'],
    legalComments: 'none',
    // The scroll depth's methods are the tracker's own business: one-letter names.
    mangleProps: /^(measure|report|reset)$/,
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no tracker output');
  // The code is written for strict mode and needs none of its run-time checks: no prologue to pay for.
  return file.text.replace(/^"use strict";/, '');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'dist/t.js');
  const code = await buildTracker();
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, code);
  console.log(`tracker: ${out} (${code.length} bytes)`);
}
