import { describe, expect, it } from 'vitest';
import { MAX_ITEMS, MAX_LENGTH } from '@core/api';
import { THEMES } from '@themes/registry';
import { businessListFields, sectionFields, type FieldNode } from './fields';
import { setIn } from './paths';

const byName = (nodes: FieldNode[], name: string) => nodes.find((node) => node.name === name);

describe('sectionFields', () => {
  it('draws the hero from the contract: texts with their limits, the facts as lines, actions and the image', () => {
    const hero = sectionFields('hero');
    expect(byName(hero, 'title')).toEqual({ kind: 'text', name: 'title', maxLength: MAX_LENGTH.SiteLine });
    expect(byName(hero, 'facts')).toEqual({
      kind: 'lines',
      name: 'facts',
      maxLength: MAX_LENGTH['SiteHeroSection.props.facts[]'],
      maxItems: MAX_ITEMS['SiteHeroSection.props.facts'],
    });
    expect(byName(hero, 'highlight')).toMatchObject({ kind: 'object' });
    expect(hero.filter((node) => node.kind === 'action').map((node) => node.name)).toEqual(['primary', 'secondary']);
    expect(byName(hero, 'image')).toEqual({ kind: 'image', name: 'image' });
  });

  it('takes the theme slot limit when it is tighter, never a looser one', () => {
    const limits = THEMES.ristorante!.limits;
    const hero = sectionFields('hero', limits);
    expect(byName(hero, 'title')).toMatchObject({
      maxLength: Math.min(MAX_LENGTH.SiteLine, limits['hero.title']!.maxLength!),
    });
    expect(byName(sectionFields('hero', { 'hero.title': { maxLength: 10_000 } }), 'title')).toMatchObject({
      maxLength: MAX_LENGTH.SiteLine,
    });
  });

  it('walks nested lists (a menu’s groups and their items) and gives every section type a form', () => {
    const groups = byName(sectionFields('menu'), 'groups');
    expect(groups).toMatchObject({ kind: 'list', maxItems: MAX_ITEMS['SiteMenuSection.props.groups'] });
    const items = groups?.kind === 'list' ? byName(groups.children, 'items') : undefined;
    expect(items?.kind === 'list' && items.children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['name', 'description', 'price', 'tags']),
    );
    const gallery = byName(sectionFields('gallery'), 'images');
    expect(gallery?.kind === 'list' && gallery.children.map((child) => child.kind)).toEqual(['text', 'image']);
    for (const type of [
      'hero',
      'services',
      'menu',
      'about',
      'strengths',
      'testimonials',
      'team',
      'gallery',
      'faq',
      'hours',
      'contacts',
      'cta',
    ] as const) {
      expect(byName(sectionFields(type), 'title'), type).toMatchObject({ kind: 'text' });
    }
  });
});

describe('businessListFields', () => {
  it('draws the opening hours as rows of days and hours and the legal data as lines, with the contract’s limits', () => {
    const nodes = businessListFields();
    expect(nodes.map((node) => node.name)).toEqual(['opening_hours', 'legal_details']);
    expect(byName(nodes, 'opening_hours')).toEqual({
      kind: 'list',
      name: 'opening_hours',
      maxItems: MAX_ITEMS['SiteBusiness.opening_hours'],
      children: [
        { kind: 'text', name: 'days', maxLength: MAX_LENGTH['SiteHoursRow.days'] },
        { kind: 'text', name: 'hours', maxLength: MAX_LENGTH['SiteHoursRow.hours'] },
      ],
    });
    expect(byName(nodes, 'legal_details')).toMatchObject({
      kind: 'lines',
      maxLength: MAX_LENGTH['SiteBusiness.legal_details[]'],
      maxItems: MAX_ITEMS['SiteBusiness.legal_details'],
    });
  });
});

describe('setIn', () => {
  it('copies along the path, removes a key set to undefined and leaves the original alone', () => {
    const original = { props: { title: 'A', items: [{ name: 'x' }, { name: 'y' }] } };
    const next = setIn(original, ['props', 'items', 1, 'name'], 'z');
    expect(next.props.items[1]).toEqual({ name: 'z' });
    expect(original.props.items[1]).toEqual({ name: 'y' });
    expect(setIn(original, ['props', 'title'], undefined)).toEqual({ props: { items: original.props.items } });
  });
});
