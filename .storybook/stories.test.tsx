/**
 * Every story of the app, rendered in jsdom with the mock backend (msw/node): a story that throws, logs a
 * console error, or whose play function fails, fails `npm test`.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as previewAnnotations from './preview';
import { forgetPendingRequests, stopMockApi, whenNetworkIdle } from './msw-setup.node';

const project = setProjectAnnotations([previewAnnotations]);

type StoryModule = { default: Meta } & Record<string, StoryFn | unknown>;
const modules = import.meta.glob<StoryModule>('../web/src/**/*.stories.tsx', { eager: true });

beforeAll(async () => {
  await project.beforeAll?.();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});
afterAll(() => stopMockApi());

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

for (const [file, module] of Object.entries(modules)) {
  describe(file.replace('../web/src/', ''), () => {
    const stories = Object.entries(composeStories(module));
    for (const [name, Story] of stories) {
      it(name, async () => {
        const errors: unknown[][] = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          errors.push(args);
        });
        forgetPendingRequests();
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        await Story.run({ canvasElement });
        // Let data requests finish and the screen render their answers before judging.
        await whenNetworkIdle();
        await new Promise((resolve) => setTimeout(resolve, 30));
        await whenNetworkIdle(300);
        expect(canvasElement.childElementCount, 'the story rendered nothing').toBeGreaterThan(0);
        expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
      });
    }
  });
}
