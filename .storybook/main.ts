import type { StorybookConfig } from '@storybook/react-vite';
import { mswWorker } from '../web/vite.config';

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
      // The MSW service worker script, served and emitted from the installed msw package.
      plugins: [...(viteConfig.plugins ?? []), mswWorker()],
    };
  },
};

export default config;
