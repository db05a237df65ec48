import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { prepareStory, type Session } from '../mock/storybook';
import { startMockApi } from './msw-setup';
import '../web/src/styles/global.css';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Who is signed in when the story renders (tokens in localStorage, as after a login). */
    session?: Session;
    /** The route the story's router starts on. */
    route?: string;
  }
}

const preview: Preview = {
  // The mock backend starts once; `parameters.msw.handlers` of a story override its answers.
  loaders: [mswLoader(startMockApi)],
  async beforeEach({ parameters }) {
    await prepareStory(parameters.session ?? null);
  },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
