import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { SiteContent, SiteThemeId } from '@core/api';
import { draftFromBrief } from '@core/sites';
import { renderSitePage, RENDERABLE_THEMES } from '@themes/index';
import sample from '@themes/ristorante/sample.json';

/** Each theme's own sample content (themes/<id>/sample.json, its demo page's copy). */
const samples = import.meta.glob<{ default: SiteContent }>('../../../../themes/*/sample.json', { eager: true });
const sampleOf = (theme: SiteThemeId): SiteContent =>
  samples[`../../../../themes/${theme}/sample.json`]?.default ?? (sample as SiteContent);

/**
 * Each theme as a published page renders it (the static HTML document, no script), at phone and desktop
 * width side by side: with its sample content, and with a first draft generated from a pizzeria's brief in
 * the business style's mood, so designers review both the design and what the generator gives it.
 */
const meta = {
  title: 'Themes',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const draft = (theme: SiteThemeId) =>
  draftFromBrief(
    {
      plan_type: 'basic',
      business_name: 'Pizzeria da Gennaro',
      activity: 'pizzeria napoletana',
      city: 'Napoli',
      target_customers: 'famiglie e turisti',
      services: [
        { name: 'Margherita', price: '6 €' },
        { name: 'Marinara', price: 'da 5 euro' },
      ],
      strengths: 'forno a legna, impasto a 48 ore',
      tone: null,
      style: 'business',
      colors: [],
      contacts: {
        email: 'info@dagennaro.it',
        phone: '081 555 1234',
        address: 'Via dei Tribunali 32',
        whatsapp: null,
        social: [],
      },
      domain_wish: null,
      notes: null,
      opening_hours: 'Mar-Dom 12-15 e 19-24; chiusi il lunedì',
      vat_number: '12345678903',
      register: 'tu',
    },
    { theme },
  );

function Preview({ html, title }: { html: string; title: string }) {
  return (
    <div style={{ display: 'flex', gap: 16, padding: 16, alignItems: 'flex-start', background: '#e9e9ee' }}>
      <iframe
        title={`${title}, 390 px`}
        srcDoc={html}
        style={{ width: 390, height: 800, border: 0, background: '#fff' }}
      />
      <iframe
        title={`${title}, 1280 px`}
        srcDoc={html}
        style={{ width: 1280, height: 800, border: 0, background: '#fff' }}
      />
    </div>
  );
}

function storiesOf(theme: SiteThemeId): Record<string, Story> {
  const sampleHtml = renderSitePage(sampleOf(theme), theme, { year: 2026 });
  const { content, palette } = draft(theme);
  const draftHtml = renderSitePage(content, theme, { palette, year: 2026 });
  const check: Story['play'] = async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(2);
  };
  return {
    [`${theme}Sample`]: {
      name: `${theme}: contenuto di esempio`,
      render: () => <Preview html={sampleHtml} title={theme} />,
      play: check,
    },
    [`${theme}Draft`]: {
      name: `${theme}: bozza da un brief`,
      render: () => <Preview html={draftHtml} title={theme} />,
      play: check,
    },
  };
}

const stories = Object.assign({}, ...RENDERABLE_THEMES.map(storiesOf)) as Record<string, Story>;
export const ristoranteSample = stories.ristoranteSample!;
export const ristoranteDraft = stories.ristoranteDraft!;
export const studioLegaleSample = stories['studio-legaleSample']!;
export const studioLegaleDraft = stories['studio-legaleDraft']!;
export const consulenzaSample = stories.consulenzaSample!;
export const consulenzaDraft = stories.consulenzaDraft!;
export const centroBenessereSample = stories['centro-benessereSample']!;
export const centroBenessereDraft = stories['centro-benessereDraft']!;
export const palestraSample = stories.palestraSample!;
export const palestraDraft = stories.palestraDraft!;
export const psicologoSample = stories.psicologoSample!;
export const psicologoDraft = stories.psicologoDraft!;
export const personalTrainerSample = stories['personal-trainerSample']!;
export const personalTrainerDraft = stories['personal-trainerDraft']!;
