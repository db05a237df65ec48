import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { adjustPalette, contrastRatio, draftFromBrief, paletteTones, THEME_PALETTES } from '@core/sites';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { renderSitePage } from '../render';
import { demoMain, dom, seriousViolations, unmappedTextColours } from '../test-dom';
import { bakeryBrief, everyType } from '../every-type.fixture';
import sampleJson from './sample.json';
import { psicologo } from '.';

const sample = sampleJson as SiteContent;
const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

const page = (content: SiteContent) => dom(renderSitePage(content, 'psicologo', { year: 2026 }));
const withSections = (sections: SiteSection[]): SiteContent => ({ ...sample, sections });
const sectionOf = (id: string) => sample.sections.find((section) => section.id === id)!;

describe('the psicologo theme', () => {
  it('holds the demo page’s copy as valid SiteContent', () => {
    expect(validate(sample)).toBeNull();
  });

  it('draws the sample: portrait, six service cards with their icons, four steps, the signed quote, four figures', () => {
    const document = page(sample);
    expect(document.querySelector('h1')?.textContent).toBe('Ritrovare il proprio equilibrio, un passo alla volta.');
    expect(document.querySelector('[role="img"]')?.getAttribute('aria-label')).not.toMatch(/Giulia|Bologna/);
    const cards = document.querySelectorAll('#servizi li');
    expect(cards).toHaveLength(6);
    const icons = [...cards].map((card) => card.querySelector('svg')?.innerHTML);
    expect(new Set(icons).size).toBe(6);
    expect(document.querySelectorAll('#approccio ol > li')).toHaveLength(4);
    expect(document.querySelector('#approccio blockquote')?.textContent).toMatch(/^«Non serve avere/);
    expect(document.querySelector('#approccio figcaption')?.textContent).toBe('Giulia Ferri');
    // The figures band names itself for assistive technology; its values come first in reading order.
    expect(document.querySelector('#numeri h2')?.textContent).toBe('Il percorso in numeri');
    expect(document.querySelector('#numeri li')?.textContent).toBe('30 min il primo colloquio, gratuito');
    expect(document.querySelector('#testimonianze figcaption')?.textContent).toBe(
      'Chiara M. · percorso per ansia, 11 sedute',
    );
  });

  it('draws the demo’s form only when the frame gives a submit handler: a published page has none', () => {
    const demo = demoMain(psicologo, sample);
    const form = demo.querySelector('#contatti form');
    expect(form?.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    expect(form?.textContent).toContain('In studio a Bologna');
    expect(demo.querySelector('#contatti dl')?.textContent).toContain(
      'OrariLun-Ven 9:00-20:00 · Sabato su appuntamento',
    );

    const published = page(sample);
    expect(published.querySelector('form')).toBeNull();
    // The opening hours move from the details to a table, with the section's call to action under it.
    expect(published.querySelector('#contatti dl')?.textContent).not.toContain('Orari');
    const card = published.querySelector('#contatti h3')?.parentElement;
    expect(card?.textContent).toContain('Sabatosu appuntamento');
    expect(card?.querySelector('a[href="tel:+390510001234"]')?.textContent).toBe('Prenota il primo colloquio');
  });

  it('leaves the hours to an hours section of the page, and puts the call to action after the details', () => {
    const content = withSections([...sample.sections, { id: 'orari', type: 'hours', props: { title: 'Orari' } }]);
    const document = page(content);
    expect(document.querySelectorAll('dt')).toHaveLength(
      document.querySelectorAll('#contatti dt').length + document.querySelectorAll('#orari dt').length,
    );
    expect(document.querySelector('#contatti')?.textContent).not.toContain('Lun-Ven');
    expect(document.querySelector('#orari')?.textContent).toContain('Lun-Ven9:00-20:00');
    expect(document.querySelector('#contatti a[href="tel:+390510001234"].lf-action')).not.toBeNull();
  });

  it('draws the about section’s later paragraphs as text when no signature signs them', () => {
    const about = sectionOf('approccio') as Extract<SiteSection, { type: 'about' }>;
    const unsigned = { ...about, props: { ...about.props, signature: undefined } };
    const document = page(withSections([unsigned]));
    expect(document.querySelector('blockquote')).toBeNull();
    expect(document.querySelector('#approccio')?.textContent).toContain('Non serve avere tutte le risposte');
  });

  it('draws strengths without lines as words under a visible title', () => {
    const document = page(
      withSections([
        {
          id: 'punti-di-forza',
          type: 'strengths',
          props: { title: 'Perché sceglierci', items: [{ title: 'Lievito madre' }, { title: 'Forno a legna' }] },
        },
      ]),
    );
    const title = document.querySelector('#punti-di-forza h2');
    expect(title?.className).not.toContain('visuallyHidden');
    expect(document.querySelectorAll('#punti-di-forza li')).toHaveLength(2);
  });

  it('draws every text of every section type, and passes axe as the demo draws it and as a bakery’s draft', async () => {
    expect(validate(everyType)).toBeNull();
    const every = everyType;
    const html = renderSitePage(every, 'psicologo', { year: 2026 });
    const text = dom(html).body.textContent ?? '';
    const slots = JSON.stringify(every.sections).match(/«[^»]+»/g) ?? [];
    for (const slot of slots.filter((slot) => !slot.startsWith('«alt'))) expect(text).toContain(slot);
    const alts = [...dom(html).querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts.sort()).toEqual(slots.filter((slot) => slot.startsWith('«alt')).sort());
    expect(await seriousViolations(html)).toEqual([]);
    expect(await seriousViolations(renderSitePage(sample, 'psicologo'))).toEqual([]);
    expect(
      await seriousViolations(
        `<!doctype html><html lang="it"><title>t</title>${demoMain(psicologo, sample).body.innerHTML}`,
      ),
    ).toEqual([]);
    const draft = draftFromBrief(bakeryBrief('medical', ['arancione']), { theme: 'psicologo' });
    const draftHtml = renderSitePage(draft.content, 'psicologo', { palette: draft.palette });
    expect(draftHtml).not.toMatch(/Bologna|Giulia/);
    expect(await seriousViolations(draftHtml)).toEqual([]);
  }, 60_000);

  it('takes every text colour from the palette, and keeps the design’s own colours with its own palette', () => {
    const variables = psicologo.cssVariables(paletteTones(THEME_PALETTES.psicologo));
    expect(unmappedTextColours(psicologo.css, new Set(Object.keys(variables)))).toEqual([]);
    expect(variables['--paper']).toBe('#fbf7f0');
    expect(variables['--sage']).toBe('#4d6b50');
    expect(variables['--ink']).toBe('#2f2a26');
  });

  it('keeps the white cards readable whatever the palette: white only under dark text', () => {
    const colour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(colour, colour, colour, colour, (primary, accent, surface, ink) => {
        const { tones } = adjustPalette({ primary, accent, surface, ink });
        const card = psicologo.cssVariables(tones)['--card']!;
        for (const text of [tones.ink, tones.muted, tones.primary])
          expect(contrastRatio(text, card)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
  });
});
