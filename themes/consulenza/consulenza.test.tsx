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
import { consulenza } from '.';
import { css as ownCss } from './Consulting.css';
import sampleJson from './sample.json';

const sample = sampleJson as SiteContent;
const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);
const dom = (html: string): Document => new JSDOM(html).window.document;
const published = (content: SiteContent) => dom(renderSitePage(content, 'consulenza', { year: 2026 }));

function demo(content: SiteContent): Document {
  const props: ThemeViewProps = {
    content,
    year: 2026,
    Action: ({ action, className }) => <button className={className}>{action.label}</button>,
    imageSources: () => ({ src: '', srcSet: '' }),
    formSubmit: () => () => undefined,
  };
  return dom(renderToStaticMarkup(<StaticFrame view={consulenza.View(props)} />));
}

describe('the consulenza theme', () => {
  it('has a sample that the contract accepts', () => {
    expect(validate(sample)).toBeNull();
  });

  it('draws every section type, each slot of the fixture', () => {
    const document = published(everySection);
    const text = document.body.textContent ?? '';
    for (const section of everySection.sections) expect(document.getElementById(section.id)).not.toBeNull();
    for (const expected of [
      '4 € al kg',
      'Certosino',
      'Ritiro in negozio',
      'Apertura',
      'Maria Bianchi',
      '40+ tipi di pane',
    ])
      expect(text).toContain(expected);
    expect([...document.querySelectorAll('#squadra [aria-hidden="true"]')].map((span) => span.textContent)).toEqual([
      'MB',
      'AN',
    ]);
    expect(document.querySelector('#foto img')?.getAttribute('srcset')).toContain('/media/forno-1/480.webp 480w');
    expect(document.querySelector('#domande details summary')?.textContent).toBe('Fate pane senza glutine?');
  });

  it('draws the hero’s highlighted result and clients, and the strengths’ figures and method', () => {
    const document = published(sample);
    expect(document.querySelector('#hero p strong')?.textContent).toBe('+18%');
    expect(document.querySelectorAll('#hero li')).toHaveLength(6);
    expect([...document.querySelectorAll('#vantaggi li > p:first-child')].map((p) => p.textContent)).toEqual([
      '90 giorni',
      '1',
      '0',
      '94%',
    ]);
    expect(document.querySelectorAll('#vantaggi ol li')).toHaveLength(4);
  });

  it('has no form on a published page, but a card with the contacts’ call to action', () => {
    const document = published(sample);
    expect(document.querySelector('form')).toBeNull();
    expect(document.querySelector('#contatti a.lf-action')?.getAttribute('href')).toBe('tel:+390200009012');
  });

  it('draws the request form on the demo page', () => {
    const form = demo(sample).querySelector('#contatti form');
    expect(
      [...(form?.querySelectorAll('input, select, textarea') ?? [])].map((field) => field.getAttribute('name')),
    ).toEqual(['name', 'company', 'email', 'size', 'topic', 'privacy']);
  });

  it('links its footer to the page’s own sections only', () => {
    const hrefs = [...published(sample).querySelectorAll('footer nav a')].map((a) => a.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^#(servizi|vantaggi|testimonianze|contatti)$/);
  });

  it('draws text only in the palette’s checked pairs, in colours the palette sets', () => {
    const allowed = new Set(TEXT_PAIRS.map(([fg, bg]) => `${fg}/${bg}`));
    for (const [fg, bg] of consulenza.textPairs) expect(allowed.has(`${fg}/${bg}`)).toBe(true);
    // The style sheets and the illustrations' inline styles.
    const sheets = [consulenza.css, navCss, layoutCss, renderSitePage(sample, 'consulenza')].join('\n');
    for (const name of Object.keys(consulenza.cssVariables({} as never))) expect(sheets).toContain(`var(${name}`);
    expect(ownCss.match(/(?<![\w-])color:\s*#[0-9a-f]+/gi)).toBeNull();
  });
});
