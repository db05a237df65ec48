import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects:
 * - node: core/ unit tests, reference-server tests over real HTTP, mock tests, the contract suite;
 * - web: React components in jsdom.
 * (Stories are rendered by their own project, see .storybook/.)
 */
export default defineConfig({
  plugins: [react()],
  define: { __DEMO__: 'false' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'reference-server/**/*.test.ts', 'mock/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'tracker/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
