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
    target: ['es2020'],
    legalComments: 'none',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no tracker output');
  return file.text;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'dist/t.js');
  const code = await buildTracker();
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, code);
  console.log(`tracker: ${out} (${code.length} bytes)`);
}
