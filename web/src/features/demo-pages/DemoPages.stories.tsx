import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { DEMO_PAGES } from './registry';

/**
 * One story per demo page of the registry. The page module is loaded before rendering (a loader, not
 * Suspense), so the story shows the finished page at once; the preview's MemoryRouter starts on its route.
 * Each story checks that the page has all its named sections and the floating 'Crea la tua landing' link.
 */
const meta = {
  title: 'Demo pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function storyOf(slug: string): Story {
  const entry = DEMO_PAGES.find((page) => page.slug === slug);
  if (!entry) throw new Error(`Demo page ${slug} is not in the registry`);
  return {
    name: `${entry.label} (${entry.path})`,
    parameters: { route: entry.path },
    loaders: [async () => ({ Page: (await entry.load()).default })],
    render: (_args, { loaded }) => {
      const Page = (loaded as { Page: ComponentType }).Page;
      return <Page />;
    },
    play: async ({ canvasElement }) => {
      for (const id of entry.sections) {
        await expect(canvasElement.querySelector(`[id="${id}"]`), `section #${id}`).not.toBeNull();
      }
      const cta = within(canvasElement).getByRole('link', { name: /Crea/ });
      await expect(cta.getAttribute('href')).toMatch(/#prezzi$/);
      await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    },
  };
}

export const TemplatePsicologo = storyOf('template-psicologo');
export const TemplatePersonalTrainer = storyOf('template-personal-trainer');
export const TemplateStudioLegale = storyOf('template-studio-legale');
export const Stile1 = storyOf('stile1');
export const Stile2 = storyOf('stile2');
export const Stile3 = storyOf('stile3');
export const Stile4 = storyOf('stile4');
export const Stile5 = storyOf('stile5');
export const Stile6 = storyOf('stile6');
export const Stile7 = storyOf('stile7');
export const Stile8 = storyOf('stile8');
export const Stile9 = storyOf('stile9');
export const Stile10 = storyOf('stile10');
export const Stile11 = storyOf('stile11');
export const Stile12 = storyOf('stile12');
export const Stile13 = storyOf('stile13');
export const Stile14 = storyOf('stile14');
export const Stile15 = storyOf('stile15');
