import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Brief, SitePalette, StyleId } from '../api';
import { createSiteContentValidator, type OpenApiDocument } from '../validation';
import { contrastRatio } from './colour';
import { draftFromBrief, hoursTable, keepEdited, proposeTheme, siteKindOf, toE164, TEXT_PAIRS, adjustPalette } from '.';

const openapi = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const validate = createSiteContentValidator(openapi);

function brief(overrides: Partial<Brief> = {}): Brief {
  return {
    plan_type: 'basic',
    business_name: 'Pizzeria da Gennaro',
    activity: 'pizzeria napoletana con forno a legna',
    city: 'Napoli',
    target_customers: 'famiglie e turisti',
    services: [
      { name: 'Margherita', price: '6 €' },
      { name: 'Marinara', price: 'da 5 euro' },
      { name: 'Pizza fritta', price: null },
    ],
    strengths: 'forno a legna, impasto a 48 ore, ingredienti DOP',
    tone: null,
    style: 'business',
    colors: [],
    contacts: {
      email: 'info@dagennaro.it',
      phone: '081 555 1234',
      address: 'Via dei Tribunali 32',
      whatsapp: '347 123 4567',
      social: ['https://www.instagram.com/dagennaro', 'javascript:alert(1)'],
      pec: null,
    },
    domain_wish: null,
    notes: null,
    opening_hours: 'Mar-Dom 12-15 e 19-24; chiusi il lunedì',
    vat_number: '12345678903',
    register: 'tu',
    ...overrides,
  };
}

describe('draftFromBrief', () => {
  it('puts the facts in their slots, as links that work', () => {
    const { content } = draftFromBrief(brief());
    expect(validate(content)).toBeNull();
    expect(content.business.phone).toEqual({ display: '081 555 1234', e164: '+390815551234' });
    expect(content.business.whatsapp?.e164).toBe('+393471234567');
    expect(content.business.maps_url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20dei%20Tribunali%2032%2C%20Napoli',
    );
    expect(content.business.opening_hours).toEqual([
      { days: 'Mar-Dom', hours: '12-15 e 19-24' },
      { days: 'Lunedì', hours: 'Chiuso' },
    ]);
    expect(content.business.social).toEqual(['https://www.instagram.com/dagennaro']);
    const menu = content.sections.find((section) => section.type === 'menu');
    expect(menu?.type === 'menu' && menu.props.groups[0]?.items).toEqual([
      { name: 'Margherita', price: '6 €' },
      { name: 'Marinara', price: 'da 5 euro' },
      { name: 'Pizza fritta' },
    ]);
    const hero = content.sections[0];
    expect(hero?.type === 'hero' && hero.props.primary).toEqual({
      label: 'Prenota un tavolo',
      href: 'tel:+390815551234',
    });
  });

  it('never invents what the brief does not hold: no testimonials, gallery, team or FAQ', () => {
    const types = draftFromBrief(brief()).content.sections.map((section) => section.type);
    for (const type of ['testimonials', 'gallery', 'team', 'faq'] as const) expect(types).not.toContain(type);
    const bare = draftFromBrief(
      brief({
        services: [],
        strengths: null,
        opening_hours: null,
        contacts: { email: null, phone: null, address: null, whatsapp: null, social: [] },
      }),
    ).content;
    expect(validate(bare)).toBeNull();
    expect(bare.sections.map((section) => section.type)).toEqual(['hero', 'about', 'cta']);
  });

  it('writes in the register the customer chose', () => {
    const lei = draftFromBrief(brief({ register: 'lei' })).content.sections.find((s) => s.type === 'cta');
    expect(lei?.type === 'cta' && lei.props.action.label).toBe('Prenoti un tavolo');
  });

  it('gives a valid draft for any brief', () => {
    const text = fc.option(fc.string({ maxLength: 300 }), { nil: null });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.array(fc.record({ name: fc.string({ maxLength: 200 }), price: text }), { maxLength: 60 }),
        (name, activity, strengths, hours, services) => {
          const { content } = draftFromBrief(
            brief({ business_name: name, activity, strengths, opening_hours: hours, services }),
          );
          expect(validate(content)).toBeNull();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('toE164', () => {
  it.each([
    ['081 555 1234', '+390815551234'],
    ['06 1234 5678', '+390612345678'],
    ['347.123.4567', '+393471234567'],
    ['+39 347 1234567', '+393471234567'],
    ['0039 02 1234567', '+39021234567'],
    ['800 123 456', '+39800123456'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s -> %s', (written, e164) => expect(toE164(written)).toBe(e164));
  it.each(['12', 'chiamaci', '555-1234', '+39 12345'])('%s is not dialable', (written) =>
    expect(toE164(written)).toBeNull(),
  );
});

describe('hoursTable', () => {
  it('keeps what names no time as a note', () => {
    expect(hoursTable('Lun-Ven 9-13 e 15-19; sabato 9-12; su appuntamento')).toEqual({
      rows: [
        { days: 'Lun-Ven', hours: '9-13 e 15-19' },
        { days: 'Sabato', hours: '9-12' },
      ],
      note: 'Su appuntamento',
    });
  });
});

describe('the proposed theme', () => {
  const table: [string, StyleId | null, string][] = [
    ['pizzeria', 'business', 'ristorante'],
    ['pizzeria', 'fitness', 'ristorante'],
    ['trattoria', null, 'ristorante'],
    ['studio legale', 'business', 'studio-legale'],
    ['avvocato', 'medical', 'studio-legale'],
    ['psicologa', 'medical', 'psicologo'],
    ['personal trainer', 'fitness', 'personal-trainer'],
    ['palestra', 'fitness', 'palestra'],
    ['palestra di yoga', 'medical', 'centro-benessere'],
    ['centro estetico', 'business', 'centro-benessere'],
    ['negozio di abbigliamento', 'fitness', 'negozio-eco'],
    ['bottega di ceramiche', null, 'negozio-eco'],
    ['shop di cosmetici naturali', 'medical', 'negozio-eco'],
    ['emporio biologico', 'business', 'negozio-eco'],
    ['consulente del lavoro', 'business', 'consulenza'],
    ['idraulico', 'business', 'studio-legale'],
    ['idraulico', null, 'consulenza'],
  ];
  it.each(table)('%s with style %s -> %s', (activity, style, theme) => {
    expect(proposeTheme(siteKindOf(activity), style)).toBe(theme);
    expect(draftFromBrief(brief({ activity, style })).theme).toBe(theme);
  });

  it('gives a pizzeria that picked the business style the business mood, not the law firm', () => {
    const draft = draftFromBrief(brief({ style: 'business' }));
    expect(draft.theme).toBe('ristorante');
    expect(draft.palette.primary).toBe('#16233b');
  });
});

describe('palettes', () => {
  const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
  it('every text pair reaches WCAG AA whatever the colours', () => {
    fc.assert(
      fc.property(hex, hex, hex, hex, (primary, accent, surface, ink) => {
        const { tones } = adjustPalette({ primary, accent, surface, ink } as SitePalette);
        for (const [fg, bg] of TEXT_PAIRS) expect(contrastRatio(tones[fg], tones[bg])).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the brief colours, then adjusts them', () => {
    const draft = draftFromBrief(brief({ colors: ['giallo', 'bianco'] }));
    expect(draft.palette.surface).toBe('#ffffff');
    expect(contrastRatio(draft.palette.primary, draft.palette.surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('keepEdited', () => {
  it('keeps every field the operator edited, and regenerates the rest', () => {
    const before = draftFromBrief(brief()).content;
    const edited = structuredClone(before);
    const hero = edited.sections[0]!;
    if (hero.type === 'hero') hero.props.title = 'Il titolo scelto dall’operatore';
    edited.business.phone = { display: '081 000 0000', e164: '+390810000000' };
    edited.sections.push({
      id: 'domande',
      type: 'faq',
      props: { title: 'Domande', items: [{ question: 'Parcheggio?', answer: 'Sì.' }] },
    });
    const regenerated = draftFromBrief(brief({ business_name: 'Da Gennaro', city: 'Pozzuoli' })).content;
    const merged = keepEdited(edited, regenerated, [
      '/sections/hero/props/title',
      '/business/phone',
      '/sections/domande',
    ]);
    const mergedHero = merged.sections[0]!;
    expect(mergedHero.type === 'hero' && mergedHero.props.title).toBe('Il titolo scelto dall’operatore');
    expect(mergedHero.type === 'hero' && mergedHero.props.eyebrow).toContain('Pozzuoli');
    expect(merged.business.phone?.e164).toBe('+390810000000');
    expect(merged.business.name).toBe('Da Gennaro');
    expect(merged.sections.at(-1)?.id).toBe('domande');
    expect(validate(merged)).toBeNull();
  });
});
