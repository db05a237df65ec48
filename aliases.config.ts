/**
 * The `@core/...` import alias, for the Vite-based tools (web build, Vitest, Storybook). TypeScript, tsx
 * (the server) and Playwright read the same alias from tsconfig.json's `paths`; keep the two in step.
 */
import { fileURLToPath } from 'node:url';

export const aliases = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
};
