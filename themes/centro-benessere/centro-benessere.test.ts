// @ts-expect-error jsdom has no types installed; only the JSDOM constructor and its window are used here.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { renderSitePage } from '..';
import sample from './sample.json';

const base = sample as SiteContent;
const page = (content: SiteContent): Document =>
  new JSDOM(renderSitePage(content, 'centro-benessere', { year: 2026 })).window.document;
const withSections = (sections: SiteSection[]): SiteContent => ({ ...base, sections });
const section = (id: string) => base.sections.find((entry) => entry.id === id)!;

describe('centro-benessere', () => {
  it('draws a package with its length, the offer, what it saves and what it includes', () => {
    const card = page(base).querySelector('#pacchetti article')!;
    expect(card.textContent).toContain('4 ore');
    expect(card.textContent).toContain('invece di 249 €');
    expect(card.textContent).toContain('Risparmi 50 €');
    expect(card.querySelectorAll('li')).toHaveLength(4);
    expect(card.querySelector('a')?.getAttribute('aria-label')).toBe('Prenota Pacchetto Giornata Relax');
  });

  it("shows the reviews' overall rating in the hero", () => {
    expect(page(base).querySelector('h1')?.parentElement?.textContent).toContain('4,9 su 5');
    const none = withSections(base.sections.filter((entry) => entry.type !== 'testimonials'));
    expect(page(none).querySelector('h1')?.parentElement?.textContent).not.toContain('su 5');
  });

  it('continues the packages band with the quotes right after it, and titles them visibly elsewhere', () => {
    const joined = page(base).querySelector('#recensioni h2')!;
    expect(joined.className).toMatch(/srOnly/);
    expect(joined.textContent).toBe('Dicono di noi');
    const apart = page(withSections([section('hero'), section('recensioni'), section('pacchetti')]));
    expect(apart.querySelector('#recensioni h2')?.className ?? '').not.toMatch(/srOnly/);
  });

  it('draws services without packages as the price list, each with its «Prenota»', () => {
    const list = withSections([
      section('hero'),
      { id: 'servizi', type: 'services', props: { title: 'Servizi', items: [{ name: 'Piega', price: '15 €' }] } },
    ]);
    const services = page(list).querySelector('#servizi')!;
    expect(services.querySelector('article')).toBeNull();
    expect(services.querySelector('a[aria-label="Prenota Piega"]')?.getAttribute('href')).toBe('tel:+390551234567');
  });
});
