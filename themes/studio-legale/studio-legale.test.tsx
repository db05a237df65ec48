import { readFileSync } from 'node:fs';
// @ts-expect-error jsdom has no types installed; only the JSDOM constructor and its window are used here.
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SiteContent } from '@core/api';
import { TEXT_PAIRS } from '@core/sites';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { everySection } from '../every-section.fixture';
import { css as layoutCss } from '../frame/DemoLayout.css';
import { css as navCss } from '../frame/SectionNav.css';
import { StaticFrame } from '../frame/StaticFrame';
import { renderSitePage } from '../render';
import type { ThemeViewProps } from '../types';
import { studioLegale } from '.';
import sampleJson from './sample.json';
import { css as ownCss } from './StudioLegale.css';

const sample = sampleJson as SiteContent;
const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);
const dom = (html: string): Document => new JSDOM(html).window.document;
const published = (content: SiteContent) => dom(renderSitePage(content, 'studio-legale', { year: 2026 }));

/** The view as the demo page draws it: with a form submit handler (ThemeDemo's). */
function demo(content: SiteContent): Document {
  const props: ThemeViewProps = {
    content,
    year: 2026,
    Action: ({ action, className }) => <button className={className}>{action.label}</button>,
    imageSources: () => ({ src: '', srcSet: '' }),
    formSubmit: () => () => undefined,
  };
  return dom(renderToStaticMarkup(<StaticFrame view={studioLegale.View(props)} />));
}

describe('the studio-legale theme', () => {
  it('has a sample that the contract accepts', () => {
    expect(validate(sample)).toBeNull();
    expect(validate(everySection)).toBeNull();
  });

  it('draws every section type, each slot of the fixture', () => {
    const document = published(everySection);
    const text = document.body.textContent ?? '';
    for (const section of everySection.sections) expect(document.getElementById(section.id)).not.toBeNull();
    for (const expected of ['4 € al kg', 'Certosino', 'Ritiro in negozio', 'Apertura', 'Maria Bianchi', 'Google'])
      expect(text).toContain(expected);
    expect(document.querySelector('#squadra [aria-hidden="true"]')?.textContent).toBe('MB');
    expect([...document.querySelectorAll('#squadra li')].map((li) => li.textContent)).toContain(
      'ANDott.ssa Anna NeriPasticcera',
    );
    const image = document.querySelector('#foto img');
    expect(image?.getAttribute('srcset')).toContain('/media/forno-1/480.webp 480w');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(document.querySelector('#domande details summary')?.textContent).toBe('Fate pane senza glutine?');
    expect([...document.querySelectorAll('#orari dt')].map((dt) => dt.textContent)).toEqual(['Lun-Sab', 'Domenica']);
  });

  it('splits a fact that opens with a figure into the figure and its label', () => {
    const facts = [...published(sample).querySelectorAll('#hero dl > div')].map((fact) => [
      fact.querySelector('dd')?.textContent,
      fact.querySelector('dt')?.textContent,
    ]);
    expect(facts).toEqual([
      ['1987', 'anno di fondazione'],
      ['2.400+', 'pratiche seguite'],
      ['30 min', 'prima consulenza, gratuita'],
    ]);
  });

  it('has no form on a published page, but a card with the contacts’ call to action', () => {
    const document = published(sample);
    expect(document.querySelector('form')).toBeNull();
    const card = document.querySelector('#contatti a.lf-action');
    expect(card?.getAttribute('href')).toBe('tel:+390200005678');
    expect(card?.textContent).toBe('Prenota la consulenza');
  });

  it('draws the request form on the demo page, asking about the practice areas', () => {
    const form = demo(sample).querySelector('#contatti form');
    expect(form?.getAttribute('aria-labelledby')).toBe('contatti-form');
    const practices = sample.sections.find((section) => section.id === 'specializzazioni');
    expect([...(form?.querySelectorAll('select option') ?? [])].map((option) => option.textContent)).toEqual(
      practices?.type === 'services' ? practices.props.items.map((item) => item.name) : 'no practices',
    );
    expect(form?.querySelector('input[type="checkbox"][required]')).not.toBeNull();
  });

  it('names neither the sample’s city nor its street in its illustrations', () => {
    for (const svg of published(sample).querySelectorAll('svg[aria-label]'))
      expect(svg.getAttribute('aria-label')).not.toMatch(/Milano|Porta Vittoria|Tribunale/);
  });

  it('draws text only in the palette’s checked pairs, in colours the palette sets', () => {
    const allowed = new Set(TEXT_PAIRS.map(([fg, bg]) => `${fg}/${bg}`));
    for (const [fg, bg] of studioLegale.textPairs) expect(allowed.has(`${fg}/${bg}`)).toBe(true);
    // Every mapped property is one the page's style sheets use, and no text colour is a literal.
    const sheets = [studioLegale.css, navCss, layoutCss].join('\n');
    for (const name of Object.keys(studioLegale.cssVariables({} as never))) expect(sheets).toContain(`var(${name}`);
    expect(ownCss.match(/(?<![\w-])color:\s*#[0-9a-f]+/gi)).toBeNull();
  });
});
