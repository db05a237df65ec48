// Fails when core/api/schema.d.ts or core/api/constraints.ts is not what `npm run gen:api` makes from
// openapi.yaml today.
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { CONSTRAINTS_PATH, readContract, renderConstraints } from './gen-contract-constants.mjs';

const generated = astToString(await openapiTS(new URL('../openapi.yaml', import.meta.url)));
const committed = await readFile(new URL('../core/api/schema.d.ts', import.meta.url), 'utf8');
const normalise = (text) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
if (normalise(generated) !== normalise(committed)) {
  console.error('core/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
const constraints = await readFile(CONSTRAINTS_PATH, 'utf8').catch(() => '');
if (constraints !== renderConstraints(await readContract())) {
  console.error('core/api/constraints.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('core/api/schema.d.ts and core/api/constraints.ts match openapi.yaml.');
