// Rewrites relative imports of core/ ('../../../core/plans') into the '@core/plans' alias, in every
// TypeScript file of the repository outside core/ (core/ keeps its own relative imports). Idempotent: run
// it again after merging branches that add relative core imports.
//
//   node scripts/codemods/core-alias.mjs          rewrite and list the files changed
//   node scripts/codemods/core-alias.mjs --check  list what would change; exit 1 when anything would
//
// Only module specifiers are touched (import/export ... from, import(), vi.mock(), vi.importActual()),
// never other strings such as new URL('../core/...', import.meta.url).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const coreDir = resolve(root, 'core');
const check = process.argv.includes('--check');

const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bimportActual(?:<[^>]*>)?\(\s*)(['"])(\.\.?\/[^'"\n]*)\2/g;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mts'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.startsWith(`core/`) && !file.endsWith('.d.ts'));

let changed = 0;
for (const file of files) {
  const path = resolve(root, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const target = resolve(dirname(path), specifier);
    if (target !== coreDir && !target.startsWith(coreDir + sep)) return whole;
    const inside = relative(coreDir, target).split(sep).join('/');
    return `${lead}${quote}${inside ? `@core/${inside}` : '@core'}${quote}`;
  });
  if (next === text) continue;
  changed += 1;
  console.log(file);
  if (!check) writeFileSync(path, next);
}
console.log(`${changed} file(s) ${check ? 'would change' : 'changed'}.`);
if (check && changed > 0) process.exit(1);
