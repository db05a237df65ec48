/**
 * The `@core/...` import alias, for the web build and Vitest (.storybook/main.ts states it once more: Node
 * loads that file without a bundler). TypeScript, tsx (the server) and Playwright read tsconfig.json's
 * `paths`; keep them in step.
 */
import { fileURLToPath } from 'node:url';

export const aliases = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
};
