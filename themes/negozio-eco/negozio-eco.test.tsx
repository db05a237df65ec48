import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { adjustPalette, contrastRatio, draftFromBrief, paletteTones, THEME_IDS, THEME_PALETTES } from '@core/sites';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { RENDERABLE_THEMES, THEMES } from '../registry';
import { renderSitePage } from '../render';
import { demoMain, dom, seriousViolations, unmappedTextColours } from '../test-dom';
import { bakeryBrief, everyType } from '../every-type.fixture';
import sampleJson from './sample.json';
import { guaranteeIcon, negozioEco, ratingOf } from '.';

const sample = sampleJson as SiteContent;
const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

const page = (content: SiteContent) => dom(renderSitePage(content, 'negozio-eco', { year: 2026 }));
const withSections = (sections: SiteSection[]): SiteContent => ({ ...sample, sections });
const sectionOf = (id: string) => sample.sections.find((section) => section.id === id)!;

describe('the negozio-eco theme', () => {
  it('holds the demo page’s copy as valid SiteContent', () => {
    expect(validate(sample)).toBeNull();
  });

  it('is proposed for a shop’s draft among the themes that render, and the editor’s picker lists it', () => {
    for (const activity of ['negozio di ceramiche', 'bottega artigiana', 'shop di cosmetici']) {
      const draft = draftFromBrief({ ...bakeryBrief('business'), activity }, { themes: RENDERABLE_THEMES });
      expect(draft.theme).toBe('negozio-eco');
      expect(page(draft.content).querySelector('h1')?.textContent).toBe(
        (draft.content.sections[0] as Extract<SiteSection, { type: 'hero' }>).props.title,
      );
    }
    // The picker offers the contract's theme ids that render: now all eight.
    expect(THEME_IDS.filter((id) => THEMES[id])).toEqual(THEME_IDS);
    expect(THEMES['negozio-eco']?.label).toBe('Negozio');
  });

  it('draws the sample: the promo bar, the hero’s rating, six product cards, figures, reviews, guarantees', () => {
    const document = page(sample);
    expect(document.querySelector('p strong')?.textContent).toBe('VERDE25');
    expect(document.querySelector('h1')?.textContent).toBe('Piccoli gesti, un pianeta più leggero.');
    expect(document.querySelector('#hero')?.textContent).toContain('4,8 su 5 da 3.200 recensioni verificate');
    expect(document.querySelector('#hero')?.textContent).toContain(
      'Prova gratuita di 7 giorni · Reso gratuito entro 30 giorni',
    );
    const products = document.querySelectorAll('#prodotti li');
    expect(products).toHaveLength(6);
    // Each product its own picture, in turn.
    expect(new Set([...products].map((card) => card.querySelector('svg')?.innerHTML)).size).toBe(6);
    const first = products[0]!;
    expect(first.textContent).toContain('Più venduto');
    expect(first.textContent).toContain('Valutazione 4,9 su 5, 812 recensioni');
    expect(first.querySelector('a')?.getAttribute('aria-label')).toBe('Aggiungi al carrello: Borraccia termica 750 ml');
    expect(products[3]!.querySelector('del')?.textContent).toBe('Prezzo precedente 19,90 €');
    // Texts for screen readers only are hidden by the theme's own rule (a published page has no app style sheet).
    const hidden = first.querySelector('.negozio-eco-srOnly');
    expect(hidden?.textContent).toBe('Valutazione 4,9 su 5, 812 recensioni');
    expect(negozioEco.css).toMatch(/\.negozio-eco-srOnly \{ position: absolute !important;[^}]*clip: rect\(0 0 0 0\)/);
    expect(document.querySelectorAll('#vantaggi li')).toHaveLength(4);
    expect(document.querySelector('#vantaggi li')?.textContent).toContain('0 g');
    expect(document.querySelector('#recensioni figcaption')?.textContent).toBe('Elisa, Verona · Borraccia termica');
    expect(document.querySelectorAll('#garanzie li')).toHaveLength(4);
    // The closing call follows the guarantees, so it is drawn inside their band.
    expect(document.querySelector('#garanzie #iscriviti h3')?.textContent).toBe('Il 25% di sconto sul primo ordine');
    expect(document.querySelector('footer')?.textContent).toContain('P.IVA 01234567890');
  });

  it('draws the newsletter form only on the demo page: a published page has the call’s link', () => {
    const demo = demoMain(negozioEco, sample);
    const form = demo.querySelector('#garanzie form');
    expect(form?.querySelector('input[type="email"]')).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Ricevi il codice');
    const published = page(sample);
    expect(published.querySelector('form')).toBeNull();
    expect(published.querySelector('#iscriviti a')?.getAttribute('href')).toBe('mailto:aiuto@verdeterra.it');
  });

  it('gives products without an action of their own the page’s main call, named for each product', () => {
    const hero = sectionOf('hero') as Extract<SiteSection, { type: 'hero' }>;
    const content = withSections([
      { ...hero, props: { ...hero.props, primary: { label: 'Chiama', href: 'tel:+390510007890' } } },
      { id: 'prodotti', type: 'services', props: { title: 'Prodotti', items: [{ name: 'Sapone', price: '6 €' }] } },
    ]);
    const order = page(content).querySelector('#prodotti a');
    expect(order?.getAttribute('href')).toBe('tel:+390510007890');
    expect(order?.getAttribute('aria-label')).toBe('Ordina: Sapone');
  });

  it('draws a standalone closing call as its own section, and plain strengths as guarantees with icons', () => {
    const content = withSections([sectionOf('hero'), sectionOf('iscriviti'), sectionOf('garanzie')]);
    const document = page(content);
    expect(document.querySelector('section#iscriviti h2')?.textContent).toBe('Il 25% di sconto sul primo ordine');
    expect(guaranteeIcon('Spedizione gratuita sopra 35 €')).toBe('truck');
    expect(guaranteeIcon('Reso gratuito entro 30 giorni')).toBe('return');
    expect(guaranteeIcon('Prova gratuita di 7 giorni')).toBe('trial');
    expect(guaranteeIcon('Prodotti a km zero')).toBe('shield');
  });

  it('reads a rating detail only in its own form', () => {
    expect(ratingOf({ label: 'Valutazione', value: '4,9 su 5 (812 recensioni)' })).toEqual({
      score: '4,9',
      value: 4.9,
      count: '812',
    });
    expect(ratingOf({ label: 'Voto', value: '5 su 5' })?.count).toBeUndefined();
    expect(ratingOf({ label: 'Formato', value: '750 ml' })).toBeNull();
    const item = { name: 'Borraccia', details: [{ label: 'Formato', value: '750 ml' }] };
    const document = page(withSections([{ id: 'p', type: 'services', props: { title: 'P', items: [item] } }]));
    expect(document.querySelector('#p li')?.textContent).toContain('Formato: 750 ml');
  });

  it('draws an empty page with the name and the legal line only', () => {
    const empty: SiteContent = { business: { name: 'Bottega <Rosa>' }, meta: sample.meta, sections: [] };
    const document = page(empty);
    expect(document.querySelector('main')?.children).toHaveLength(0);
    expect(document.querySelector('footer')?.textContent).toContain('Bottega <Rosa>');
    expect(document.querySelector('footer')?.textContent).toContain('P.IVA da completare');
    expect(document.querySelectorAll('footer nav')).toHaveLength(0);
  });

  it('draws every text of the section types it declares, and passes axe as the demo, maximal and a draft', async () => {
    const drawn = everyType.sections.filter((section) => negozioEco.sections.includes(section.type));
    const html = renderSitePage({ ...everyType, sections: drawn }, 'negozio-eco', { year: 2026 });
    const text = dom(html).body.textContent ?? '';
    const slots = JSON.stringify(drawn).match(/«[^»]+»/g) ?? [];
    for (const slot of slots.filter((slot) => !slot.startsWith('«alt'))) expect(text).toContain(slot);
    const alts = [...dom(html).querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts.sort()).toEqual(slots.filter((slot) => slot.startsWith('«alt')).sort());
    expect(await seriousViolations(html)).toEqual([]);
    expect(await seriousViolations(renderSitePage(everyType, 'negozio-eco'))).toEqual([]);
    expect(await seriousViolations(renderSitePage(sample, 'negozio-eco'))).toEqual([]);
    expect(
      await seriousViolations(
        `<!doctype html><html lang="it"><title>t</title>${demoMain(negozioEco, sample).body.innerHTML}`,
      ),
    ).toEqual([]);
    const draft = draftFromBrief(bakeryBrief('business', ['verde']), { theme: 'negozio-eco' });
    const draftHtml = renderSitePage(draft.content, 'negozio-eco', { palette: draft.palette });
    expect(draftHtml).not.toMatch(/Verdeterra|VERDE25/);
    expect(await seriousViolations(draftHtml)).toEqual([]);
  }, 60_000);

  it('takes every text colour from the palette, and keeps the design’s own colours with its own palette', () => {
    const variables = negozioEco.cssVariables(paletteTones(THEME_PALETTES['negozio-eco']));
    expect(unmappedTextColours(negozioEco.css, new Set(Object.keys(variables)))).toEqual([]);
    expect(variables['--cream']).toBe('#f6f1e7');
    expect(variables['--forest']).toBe('#2e5d3a');
    expect(variables['--honey']).toBe('#e9b949');
    expect(variables['--ink']).toBe('#26302a');
  });

  it('keeps the cards readable whatever the palette: always further from the text than the page', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(colour, colour, colour, colour, (primary, accent, surface, ink) => {
        const { tones } = adjustPalette({ primary, accent, surface, ink });
        const card = negozioEco.cssVariables(tones)['--card']!;
        for (const text of [tones.ink, tones.muted, tones.primary])
          expect(contrastRatio(text, card)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });
});
