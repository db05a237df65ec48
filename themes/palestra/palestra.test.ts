// @ts-expect-error jsdom has no types installed; only the JSDOM constructor and its window are used here.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { adjustPalette, STYLE_MOODS, THEME_PALETTES } from '@core/sites';
import { renderSitePage } from '..';
import { palestra } from '.';
import sample from './sample.json';

const base = sample as SiteContent;
const page = (content: SiteContent): Document =>
  new JSDOM(renderSitePage(content, 'palestra', { year: 2026 })).window.document;
const section = (id: string) => base.sections.find((entry) => entry.id === id)!;
const withSections = (sections: SiteSection[]): SiteContent => ({ ...base, sections });

describe('palestra', () => {
  it('breaks the title into three lines, the middle one outlined, keeping the text whole', () => {
    const title = page(base).querySelector('h1')!;
    expect([...title.querySelectorAll('span')].map((line) => line.textContent)).toEqual([
      'Allenati',
      'più forte',
      'di ieri.',
    ]);
    expect(title.querySelectorAll('span')[1]!.className).toMatch(/outline/);
    expect(title.textContent).toBe('Allenati più forte di ieri.');
  });

  it("sets the figures of the hero's facts apart, and says the year it opened only when known", () => {
    const document = page(base);
    const hero = document.querySelector('main > section')!;
    expect([...hero.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['1.800', '60+', '14']);
    expect([...hero.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'm² di sala',
      'corsi a settimana',
      'coach certificati',
    ]);
    expect(document.querySelector('svg text')?.textContent).toBe('EST. 2015');
    const unknown = { ...base, business: { ...base.business, founded: undefined } };
    expect(page(unknown).querySelector('svg text')?.textContent).toBe('');
  });

  it('draws a score out of five as five bars with its name, and memberships with the trial in their band', () => {
    const document = page(base);
    expect(document.querySelector('#programmi [role="img"]')?.getAttribute('aria-label')).toBe('Intensità 4 su 5');
    expect(document.querySelector('#prova')?.className).toMatch(/joinedTrial/);
    const apart = page(withSections([section('hero'), section('prova'), section('abbonamenti')]));
    expect(apart.querySelector('#prova')?.className).not.toMatch(/joinedTrial/);
  });

  it('puts the dark page on the primary, or on the surface when the surface is the dark one', () => {
    const own = adjustPalette(THEME_PALETTES.palestra).tones;
    expect(palestra.cssVariables(own)['--night']).toBe(own.primary);
    expect(palestra.cssVariables(own)['--orange']).toBe(own.accent);
    const fitness = adjustPalette(STYLE_MOODS.fitness).tones;
    expect(palestra.cssVariables(fitness)['--night']).toBe(fitness.surface);
    expect(palestra.cssVariables(fitness)['--orange']).toBe(fitness.primary);
    expect(palestra.cssVariables(fitness)['--on-night']).toBe(fitness.ink);
  });
});
