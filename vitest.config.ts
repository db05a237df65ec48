import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './aliases.config.ts';

/**
 * One Vitest run, several projects:
 * - node: core/ unit tests, reference-server tests over real HTTP, mock tests, the contract suite;
 * - web: React components in jsdom;
 * - stories: every Storybook story rendered in jsdom with the mock backend (.storybook/stories.test.tsx).
 */
export default defineConfig({
  plugins: [react()],
  define: { __DEMO__: 'false' },
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'themes/**/*.test.{ts,tsx}',
            'reference-server/**/*.test.ts',
            'mock/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tracker/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // One PostgreSQL per run (TEST_DATABASE_URL or a throwaway cluster); each file makes its own database.
          globalSetup: ['reference-server/test/support/postgres-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          // A file's first test also pays for rendering a whole page cold in jsdom (about 6 s on a loaded
          // 2-core machine): the default 5 s made such tests fail on load alone.
          testTimeout: 15_000,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        // In Node the mock backend runs through msw/node instead of a service worker.
        resolve: {
          alias: [
            {
              find: /^\.\/msw-setup$/,
              replacement: fileURLToPath(new URL('.storybook/msw-setup.node.ts', import.meta.url)),
            },
            ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
          ],
        },
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['.storybook/stories.test.tsx'],
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
