import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { draftFromBrief, paletteTones, THEME_PALETTES } from '@core/sites';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { bakeryBrief, everyType } from '../every-type.fixture';
import { renderSitePage } from '../render';
import { demoMain, dom, seriousViolations, unmappedTextColours } from '../test-dom';
import sampleJson from './sample.json';
import { factParts, personalTrainer, priceParts, titleParts } from '.';

const sample = sampleJson as SiteContent;
const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

const page = (content: SiteContent) => dom(renderSitePage(content, 'personal-trainer', { year: 2026 }));
const withSections = (sections: SiteSection[]): SiteContent => ({ ...sample, sections });

describe('the personal-trainer theme', () => {
  it('holds the demo page’s copy as valid SiteContent', () => {
    expect(validate(sample)).toBeNull();
  });

  it('splits a title after its first sentence, a fact after its figure, a price after its amount', () => {
    expect(titleParts('Allenati meglio. Non di più.')).toEqual(['Allenati meglio.', 'Non di più.']);
    expect(titleParts('Forno Rossi, il pane di Torino')).toEqual(['Forno Rossi,', 'il pane di Torino']);
    expect(titleParts('Benvenuti da Forno Rossi')).toEqual(['Benvenuti da Forno Rossi', undefined]);
    expect(factParts('240+ clienti allenati')).toEqual({ value: '240+', label: 'clienti allenati' });
    expect(factParts('9\u00a0anni di esperienza')).toEqual({ value: '9\u00a0anni', label: 'di esperienza' });
    expect(factParts('Pergolato all’aperto')).toEqual({ label: 'Pergolato all’aperto' });
    expect(priceParts('60 € a seduta')).toEqual(['60 €', 'a seduta']);
    expect(priceParts('4,50 € al kg')).toEqual(['4,50 €', 'al kg']);
    expect(priceParts('da 25 euro')).toEqual(['da 25 euro', undefined]);
    expect(priceParts('su preventivo')).toEqual(['su preventivo', undefined]);
  });

  it('draws the sample: the title in two colours, the figures, the marquee, offers, programmes and the method', () => {
    const document = page(sample);
    expect(document.querySelector('h1')?.textContent).toBe('Allenati meglio. Non di più.');
    expect(document.querySelectorAll('h1 span')).toHaveLength(2);
    const stats = [...document.querySelectorAll('h1 ~ ul li')].map((li) => li.firstElementChild?.textContent);
    expect(stats).toEqual(['240+', '9\u00a0anni', '4.9/5']);
    // The marquee's words are read once: the copy that makes the band loop is hidden from assistive technology.
    const words = document.querySelectorAll('#discipline li');
    expect(words).toHaveLength(12);
    expect([...words].filter((word) => !word.hasAttribute('aria-hidden')).map((word) => word.textContent)).toEqual([
      'Forza',
      'Dimagrimento',
      'Postura',
      'Mobilità',
      'Performance',
      'Energia',
    ]);
    const offers = document.querySelectorAll('#servizi > ul > li');
    expect(offers).toHaveLength(3);
    expect(offers[0]?.textContent).toContain('Il più scelto');
    expect(offers[0]?.querySelector('strong')?.textContent).toBe('60 €');
    expect(offers[0]?.querySelectorAll('ul li')).toHaveLength(4);
    expect(offers[1]?.querySelector('a')?.textContent).toBe('Entra in un gruppo');
    const programmes = document.querySelectorAll('#programmi ol > li');
    expect(programmes).toHaveLength(4);
    expect(programmes[0]?.textContent).toContain('12 settimane');
    expect(programmes[0]?.textContent).toContain('Intensità 3/5');
    expect(programmes[0]?.querySelectorAll('[data-on]')).toHaveLength(3);
    expect(document.querySelectorAll('#metodo ol > li')).toHaveLength(3);
    expect(document.querySelector('#testimonianze figure p')?.textContent).toBe('−9 kg in 16 settimane');
    expect([...document.querySelectorAll('footer li a')].map((link) => link.textContent)).toEqual([
      'Instagram',
      'YouTube',
    ]);
  });

  it('repeats a short marquee until it fills the band, and reads its words once', () => {
    const document = page(
      withSections([
        { id: 'forza', type: 'strengths', props: { title: 'Perché noi', items: [{ title: 'Forno a legna' }] } },
      ]),
    );
    const words = document.querySelectorAll('#forza li');
    expect(words).toHaveLength(12);
    expect(document.querySelectorAll('#forza li:not([aria-hidden])')).toHaveLength(1);
    expect(document.querySelector('#forza h2')?.textContent).toBe('Perché noi');
  });

  it('draws the demo’s form only when the frame gives a submit handler: a published page has none', () => {
    const demo = demoMain(personalTrainer, sample);
    expect(demo.querySelector('#contatti form select')).not.toBeNull();
    expect(demo.querySelector('#contatti dl')?.textContent).toContain('Telefono e WhatsApp');
    const published = page(sample);
    expect(published.querySelector('form')).toBeNull();
    const card = published.querySelector('#contatti h3')?.parentElement;
    expect(card?.textContent).toContain('Lun-Ven6:30-21:30');
    expect(card?.querySelector('a[href="tel:+393330004567"]')?.textContent).toBe('Prenota una prova');
  });

  it('draws every text of every section type, and passes axe as the demo draws it and as a bakery’s draft', async () => {
    expect(validate(everyType)).toBeNull();
    const html = renderSitePage(everyType, 'personal-trainer', { year: 2026 });
    const document = dom(html);
    const text = document.body.textContent ?? '';
    const slots = JSON.stringify(everyType.sections).match(/«[^»]+»/g) ?? [];
    for (const slot of slots.filter((slot) => !slot.startsWith('«alt'))) expect(text).toContain(slot);
    const alts = [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts.sort()).toEqual(slots.filter((slot) => slot.startsWith('«alt')).sort());
    expect(await seriousViolations(html)).toEqual([]);
    expect(await seriousViolations(renderSitePage(sample, 'personal-trainer'))).toEqual([]);
    expect(
      await seriousViolations(
        `<!doctype html><html lang="it"><title>t</title>${demoMain(personalTrainer, sample).body.innerHTML}`,
      ),
    ).toEqual([]);
    const draft = draftFromBrief(bakeryBrief('fitness'), { theme: 'personal-trainer' });
    const draftHtml = renderSitePage(draft.content, 'personal-trainer', { palette: draft.palette });
    expect(draftHtml).not.toMatch(/Milano|Rinaldi/);
    expect(await seriousViolations(draftHtml)).toEqual([]);
  }, 60_000);

  it('takes every text colour from the palette, and keeps the design’s own colours with its own palette', () => {
    const variables = personalTrainer.cssVariables(paletteTones(THEME_PALETTES['personal-trainer']));
    expect(unmappedTextColours(personalTrainer.css, new Set(Object.keys(variables)))).toEqual([]);
    expect(variables['--bg']).toBe('#0f1115');
    expect(variables['--lime']).toBe('#d4ff3a');
    expect(variables['--fg']).toBe('#f4f5f7');
    expect(variables['--lime-ink']).toBe('#0f1115');
  });
});
