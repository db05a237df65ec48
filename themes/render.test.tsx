import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import axe from 'axe-core';
import fc from 'fast-check';
// @ts-expect-error jsdom has no types installed; only the JSDOM constructor and its window are used here.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@core/api';
import { parse } from 'yaml';
import { draftFromBrief, TEXT_PAIRS } from '@core/sites';
import { createSiteContentValidator, type OpenApiDocument } from '@core/validation';
import { renderSitePage, RENDERABLE_THEMES, themeOf } from '.';
import { everyType } from './every-type.fixture';
import sample from './ristorante/sample.json';
import { EAGER_IMAGES } from './primitives/first-image';

const base = sample as SiteContent;

/** Each theme's own sample content (themes/<id>/sample.json, its demo page's copy). */
const samples = import.meta.glob<{ default: SiteContent }>('./*/sample.json', { eager: true });
const sampleOf = (id: string): SiteContent => samples[`./${id}/sample.json`]?.default ?? base;

const openapi = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

/** Content whose every text is `text` (sections of every type, each slot at its maximum count). */
function contentWith(text: (slot: string) => string, count: number): SiteContent {
  const line = (slot: string) => text(slot);
  const items = <T,>(make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  const sections: SiteSection[] = [
    {
      id: 'hero',
      type: 'hero',
      props: {
        eyebrow: line('eyebrow'),
        title: line('h1'),
        text: line('lead'),
        primary: { label: line('cta'), href: 'tel:+390612345678' },
        secondary: { label: line('cta2'), href: '#menu' },
        facts: items(() => line('fact')).slice(0, 6),
      },
    },
    {
      id: 'menu',
      type: 'menu',
      label: line('nav').slice(0, 30) || 'Menu',
      props: {
        title: line('menu'),
        text: line('t'),
        groups: items(() => ({
          title: line('g'),
          subtitle: line('s'),
          items: items(() => ({
            name: line('dish'),
            description: line('d'),
            price: line('p').slice(0, 60) || '1 €',
            tags: [line('tag').slice(0, 40) || 'x'],
          })),
        })).slice(0, 12),
        highlight: { title: line('hl'), text: line('ht'), price: '48 €', note: line('hn') },
        note: line('note'),
      },
    },
    {
      id: 'servizi',
      type: 'services',
      props: {
        title: line('services'),
        items: items((i) => ({
          name: line('svc'),
          price: 'da 5 euro',
          // Every other item is a package: what it includes, its length, an offer and a mark.
          ...(i % 2 === 1
            ? {
                was_price: '9 €',
                duration: line('dur').slice(0, 40) || '1 ora',
                includes: items(() => line('inc').slice(0, 120) || 'x').slice(0, 10),
                badge: line('badge').slice(0, 40) || 'b',
              }
            : {}),
        })),
      },
    },
    {
      id: 'punti-di-forza',
      type: 'strengths',
      props: { title: line('str'), items: items(() => ({ title: line('st'), text: line('sx') })).slice(0, 12) },
    },
    {
      id: 'team',
      type: 'team',
      label: 'Team',
      props: {
        title: line('team'),
        members: items(() => ({ name: line('mn').slice(0, 100) || 'M', role: line('mr'), bio: line('mb') })).slice(
          0,
          20,
        ),
      },
    },
    {
      id: 'galleria',
      type: 'gallery',
      props: {
        title: line('gal'),
        images: items((i) => ({
          image: { asset_id: `img${i}`, width: 1200, height: 900, alt: line('alt').slice(0, 300) },
          caption: line('cap'),
        })).slice(0, 24),
      },
    },
    { id: 'orari', type: 'hours', props: { title: line('hours'), note: line('hn') } },
    {
      id: 'prenota',
      type: 'cta',
      props: {
        title: line('cta-t'),
        text: line('cta-x'),
        action: { label: line('go').slice(0, 60) || 'Vai', href: '#contatti' },
      },
    },
    {
      id: 'storia',
      type: 'about',
      label: 'Storia',
      props: {
        title: line('about'),
        paragraphs: items(() => line('par')).slice(0, 6),
        milestones: items(() => ({ year: '1962', title: line('ms'), text: line('mt') })).slice(0, 10),
        signature: line('sig'),
      },
    },
    {
      id: 'recensioni',
      type: 'testimonials',
      props: {
        title: line('rev'),
        summary: { average: '4,8', count: line('cnt').slice(0, 60) || 'n' },
        items: items(() => ({
          quote: line('q'),
          author: line('a').slice(0, 100) || 'A',
          source: 'Google',
          rating: 4,
        })).slice(0, 12),
      },
    },
    {
      id: 'contatti',
      type: 'contacts',
      label: 'Contatti',
      props: {
        title: line('contacts'),
        text: line('ct'),
        directions: line('dir'),
        action: { label: line('act'), href: 'https://wa.me/393471234567' },
      },
    },
    { id: 'faq', type: 'faq', props: { title: line('faq'), items: [{ question: line('fq'), answer: line('fa') }] } },
  ];
  return {
    business: {
      ...base.business,
      name: line('name').slice(0, 200) || 'N',
      address: line('addr').slice(0, 500) || 'Via',
      legal_details: [line('rea').slice(0, 120) || 'REA'],
    },
    meta: { title: line('title').slice(0, 120) || 'T', description: line('desc').slice(0, 300), language: 'it' },
    sections,
  };
}

const dom = (html: string): Document => new JSDOM(html).window.document;

describe.each(RENDERABLE_THEMES)('theme %s', (id) => {
  it('has a sample that is valid SiteContent, and draws only text pairs the palette keeps readable', () => {
    expect(samples[`./${id}/sample.json`]).toBeDefined();
    expect(validate(sampleOf(id))).toBeNull();
    const guaranteed = new Set(TEXT_PAIRS.map(([fg, bg]) => `${fg}/${bg}`));
    for (const [fg, bg] of themeOf(id).textPairs) expect(guaranteed.has(`${fg}/${bg}`)).toBe(true);
  });

  it('renders the sample, empty and maximal content as a complete document with the legal footer', () => {
    const empty: SiteContent = {
      business: { name: 'Solo il nome' },
      meta: { title: 'T', description: '', language: 'it' },
      sections: [],
    };
    for (const content of [sampleOf(id), empty, contentWith(() => 'x'.repeat(160), 50)]) {
      const document = dom(renderSitePage(content, id, { year: 2026 }));
      expect(document.documentElement.lang).toBe('it');
      expect(document.querySelectorAll('h1').length).toBeLessThanOrEqual(1);
      expect(document.querySelector('footer')?.textContent).toMatch(/P\.IVA|Non soggetto a P\.IVA/);
      expect(document.querySelectorAll('script')).toHaveLength(0);
    }
  });

  it('says «non soggetto a P.IVA» when the operator ticked it', () => {
    const content = { ...base, business: { ...base.business, vat_number: undefined, vat_exempt: true } };
    expect(dom(renderSitePage(content, id)).querySelector('footer')?.textContent).toContain('Non soggetto a P.IVA');
  });

  it('draws each section type it declares, and leaves out the others', () => {
    const html = renderSitePage(
      contentWith((slot) => `«${slot}»`, 2),
      id,
    );
    const theme = themeOf(id);
    expect(html.includes('«faq»')).toBe(theme.sections.includes('faq'));
    expect(html.includes('«dish»')).toBe(theme.sections.includes('menu'));
    expect(html.includes('«q»')).toBe(theme.sections.includes('testimonials'));
  });

  it('draws the uploaded logo in the page header: its size set, the business name as its text, eager', () => {
    const logo = { asset_id: 'img_logo', width: 600, height: 200, alt: '' };
    const name = '<b>Da Gennaro</b> & Figli';
    const content = { ...base, business: { ...base.business, name, logo } };
    const header = dom(renderSitePage(content, id)).querySelector('header');
    const images = header?.querySelectorAll('img') ?? [];
    expect(images).toHaveLength(1);
    const img = images[0]!;
    expect(img.getAttribute('alt')).toBe(name);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '200']);
    expect(img.getAttribute('src')).toMatch(/^\/media\/img_logo\/\d+\.webp$/);
    expect(img.hasAttribute('loading')).toBe(false);
    expect(header?.querySelector('b')).toBeNull();
    // Without a logo the header has no image (the design's own mark, if any, is drawn).
    expect(dom(renderSitePage(base, id)).querySelector('header img')).toBeNull();
  });

  it(`loads the first ${EAGER_IMAGES} uploaded images of the page at once (the first one first), every later one when near`, () => {
    // A gallery of six photos: more images than load at once.
    const photos = structuredClone(everyType);
    for (const section of photos.sections)
      if (section.type === 'gallery')
        section.props.images = Array.from({ length: 6 }, (_, index) => ({
          image: { ...section.props.images[0]!.image, asset_id: `img_gallery${index}` },
          caption: `Foto ${index + 1}`,
        }));
    const images = [...dom(renderSitePage(photos, id)).querySelectorAll('main img')];
    // A design drawn with its own illustrations only (ristorante) has no uploaded image, nor a gallery.
    if (images.length === 0) return expect(themeOf(id).sections).not.toContain('gallery');
    const [first, ...rest] = images;
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    for (const image of rest) expect(image.hasAttribute('fetchpriority')).toBe(false);
    for (const image of images.slice(0, EAGER_IMAGES)) expect(image.hasAttribute('loading')).toBe(false);
    // (negozio-eco draws at most three photos: nothing lazy there.)
    const later = images.slice(EAGER_IMAGES);
    expect(later.filter((image) => image.getAttribute('loading') !== 'lazy').length).toBeLessThanOrEqual(1);
    // Each page its own: a second render starts again.
    expect(dom(renderSitePage(everyType, id)).querySelector('main img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('has the tracker only when asked, with its data attributes', () => {
    const html = renderSitePage(base, id, {
      tracker: { src: 'https://app.example/t.js', api: 'https://app.example', domain: 'osteria.example' },
    });
    const script = dom(html).querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://app.example/t.js');
    expect(script?.dataset.domain).toBe('osteria.example');
    expect(script?.hasAttribute('defer')).toBe(true);
  });

  it('weighs at most 30 kB gzip (HTML and CSS, no images) with maximal content', () => {
    const maximal = contentWith(() => 'Pappardelle al cinghiale cotto nel Chianti', 12);
    expect(gzipSync(renderSitePage(maximal, id)).length).toBeLessThanOrEqual(30 * 1024);
    expect(gzipSync(renderSitePage(base, id)).length).toBeLessThanOrEqual(30 * 1024);
  });

  it('keeps every text the customer typed as text: no element or attribute can be injected', () => {
    const hostile = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        '</style><b>x</b>',
        "' onmouseover='x",
        '&amp;<!--',
        '{{x}}',
      ),
    );
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 5, maxLength: 5 }), (texts) => {
        const pick = (slot: string) => texts[slot.length % texts.length]!;
        const content = contentWith(pick, 2);
        const document = dom(renderSitePage(content, id));
        // Only the uploaded images the content names (gallery, team) are images, from the asset addresses.
        expect(document.querySelectorAll('script, b, iframe, object, img:not([src^="/media/"])')).toHaveLength(0);
        for (const element of document.querySelectorAll('*'))
          for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
        const text = document.body.textContent ?? '';
        expect(text).toContain(content.business.name);
        const hero = content.sections[0]!;
        if (hero.type === 'hero') expect(document.querySelector('h1')?.textContent).toBe(hero.props.title);
        expect(document.title).toBe(content.meta.title.replace(/[\t\n\f\r ]+/g, ' ').trim());
      }),
      { numRuns: 25 },
    );
  }, 90_000);

  it('passes axe with no serious or critical violation (sample and a draft)', async () => {
    const draft = draftFromBrief(
      {
        plan_type: 'basic',
        business_name: 'Pizzeria <b>da</b> Gennaro',
        activity: 'pizzeria',
        city: 'Napoli',
        target_customers: null,
        services: [{ name: 'Margherita', price: '6 €' }],
        strengths: 'forno a legna, impasto a 48 ore',
        tone: null,
        style: 'business',
        colors: ['giallo'],
        contacts: {
          email: 'a@b.it',
          phone: '081 555 1234',
          address: 'Via dei Tribunali 32',
          whatsapp: null,
          social: [],
        },
        domain_wish: null,
        notes: null,
        opening_hours: 'Mar-Dom 12-15',
        vat_number: null,
        register: 'tu',
      },
      { theme: id },
    );
    for (const [content, palette] of [
      [base, undefined],
      [draft.content, draft.palette],
    ] as const) {
      const window: Window & { eval: (code: string) => void } = new JSDOM(renderSitePage(content, id, { palette }), {
        runScripts: 'outside-only',
      }).window;
      window.eval(axe.source);
      // Colour contrast needs layout, which jsdom has not: the palette test checks it on the tones instead.
      const result = await (window as unknown as { axe: typeof axe }).axe.run(window.document, {
        rules: { 'color-contrast': { enabled: false } },
      });
      const serious = result.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => violation.id)).toEqual([]);
    }
  }, 90_000);
});
