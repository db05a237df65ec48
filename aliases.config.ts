/**
 * The `@core/...` and `@themes/...` import aliases, for the Vite-based tools (web build, Vitest, Storybook), which import this
 * file with its extension (Storybook loads its config with Node's resolver; Vite's native config loader
 * wants extensions too). TypeScript, tsx (the server) and Playwright read tsconfig.json's `paths`; keep
 * the two in step.
 */
import { fileURLToPath } from 'node:url';

export const aliases = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@themes': fileURLToPath(new URL('./themes', import.meta.url)),
};
