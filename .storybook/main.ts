import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { aliases } from '../aliases.config.ts';

/** Serves and emits MSW's service worker script from the installed msw package (dev and static build). */
function mswWorkerScript(): Plugin {
  const workerPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'storybook-msw-worker',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.split('?')[0]?.endsWith('/mockServiceWorker.js')) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath, 'utf8') });
    },
  };
}

/**
 * Storybook for every screen and state, with the mock backend (msw-storybook-addon + mock/ handlers).
 * `npm run storybook` (dev on 6006), `npm run build-storybook` (static, storybook-static/).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../web/src/**/*.stories.tsx'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['../web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // Screens render as in production: no demo-only hints.
      define: { ...viteConfig.define, __DEMO__: 'false' },
      plugins: [...(viteConfig.plugins ?? []), mswWorkerScript()],
      resolve: {
        ...viteConfig.resolve,
        alias: [
          ...(Array.isArray(viteConfig.resolve?.alias)
            ? viteConfig.resolve.alias
            : Object.entries(viteConfig.resolve?.alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
          ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
        ],
      },
    };
  },
};

export default config;
