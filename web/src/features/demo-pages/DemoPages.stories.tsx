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

export const Psicologo = storyOf('psicologo');
export const PersonalTrainer = storyOf('personal-trainer');
export const StudioLegale = storyOf('studio-legale');
export const Consulenza = storyOf('consulenza');
export const AgenziaCreativa = storyOf('agenzia-creativa');
export const NegozioEco = storyOf('negozio-eco');
export const SoftwareAnalytics = storyOf('software-analytics');
export const Ristorante = storyOf('ristorante');
export const Palestra = storyOf('palestra');
export const Immobiliare = storyOf('immobiliare');
export const AccademiaOnline = storyOf('accademia-online');
export const AgenziaViaggi = storyOf('agenzia-viaggi');
export const CentroBenessere = storyOf('centro-benessere');
export const StudioProgettazione = storyOf('studio-progettazione');
export const StudioDesignDigitale = storyOf('studio-design-digitale');
export const SoftwareHouse = storyOf('software-house');
export const TermostatoSmart = storyOf('termostato-smart');
export const StudioBranding = storyOf('studio-branding');
