// Fails when core/api/schema.d.ts is not what `npm run gen:api` makes from openapi.yaml today.
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const generated = astToString(await openapiTS(new URL('../openapi.yaml', import.meta.url)));
const committed = await readFile(new URL('../core/api/schema.d.ts', import.meta.url), 'utf8');
const normalise = (text) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
if (normalise(generated) !== normalise(committed)) {
  console.error('core/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('core/api/schema.d.ts matches openapi.yaml.');
