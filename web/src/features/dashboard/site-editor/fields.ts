/**
 * The editor's form fields, drawn from the contract: every string slot of a section type's `props` and its
 * `maxLength`, every list and its `maxItems`, as `npm run gen:api` writes them into core/api/constraints.ts
 * (`SiteHeroSection.props.title`, `SiteServicesSection.props.items[].price`). The theme's own slot limits
 * (themes/*: `'hero.title': { maxLength: 60 }`) make a limit tighter, never looser. Nothing here repeats a
 * number the contract holds. Actions (SiteAction) and images (SiteImage) are named schemas the walk does not
 * enter: the slots that hold one are listed in ACTION_SLOTS and IMAGE_SLOTS.
 */
import { MAX_ITEMS, MAX_LENGTH, type SiteSectionType } from '@core/api';
import type { SlotLimit } from '@themes/types';

export type FieldNode =
  | { kind: 'text'; name: string; maxLength: number }
  | { kind: 'lines'; name: string; maxLength: number; maxItems?: number }
  | { kind: 'object'; name: string; children: FieldNode[] }
  | { kind: 'list'; name: string; maxItems?: number; children: FieldNode[] }
  | { kind: 'action'; name: string }
  | { kind: 'image'; name: string };

/** Slots holding a SiteAction, by section type and list (`'services.items[]'`). */
const ACTION_SLOTS: Readonly<Record<string, readonly string[]>> = {
  hero: ['primary', 'secondary'],
  contacts: ['action'],
  cta: ['action'],
};

/** Slots holding a SiteImage. */
const IMAGE_SLOTS: Readonly<Record<string, readonly string[]>> = {
  hero: ['image'],
  about: ['image'],
  'team.members[]': ['photo'],
  'gallery.images[]': ['image'],
};

const LENGTHS = MAX_LENGTH as Readonly<Record<string, number>>;
const ITEMS = MAX_ITEMS as Readonly<Record<string, number>>;

export function sectionSchemaName(type: SiteSectionType): string {
  return `Site${type.charAt(0).toUpperCase()}${type.slice(1)}Section`;
}

function tighter(contract: number | undefined, theme: number | undefined): number | undefined {
  if (contract === undefined) return theme;
  if (theme === undefined) return contract;
  return Math.min(contract, theme);
}

/**
 * The fields of one level: `prefix` is the contract's key (`SiteMenuSection.props.groups[]`), `slot` the
 * theme's (`menu.groups`), `extras` the key of ACTION_SLOTS/IMAGE_SLOTS (`menu.groups[]`).
 */
function level(prefix: string, slot: string, extras: string, limits: Readonly<Record<string, SlotLimit>>): FieldNode[] {
  const names: string[] = [];
  for (const key of [...Object.keys(LENGTHS), ...Object.keys(ITEMS)]) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const name = /^[a-z_]+/.exec(key.slice(prefix.length + 1))?.[0];
    if (name && !names.includes(name)) names.push(name);
  }
  const nodes: FieldNode[] = names.map((name) => {
    const key = `${prefix}.${name}`;
    const themeLimit = limits[`${slot}.${name}`];
    if (LENGTHS[key] !== undefined) {
      return { kind: 'text', name, maxLength: tighter(LENGTHS[key], themeLimit?.maxLength)! };
    }
    const maxItems = tighter(ITEMS[key], themeLimit?.maxItems);
    if (LENGTHS[`${key}[]`] !== undefined) {
      return { kind: 'lines', name, maxLength: LENGTHS[`${key}[]`]!, maxItems };
    }
    const isList = Object.keys(LENGTHS).some((other) => other.startsWith(`${key}[].`)) || ITEMS[key] !== undefined;
    if (isList) {
      return {
        kind: 'list',
        name,
        maxItems,
        children: level(`${key}[]`, `${slot}.${name}`, `${extras}.${name}[]`, limits),
      };
    }
    return { kind: 'object', name, children: level(key, `${slot}.${name}`, `${extras}.${name}`, limits) };
  });
  for (const name of ACTION_SLOTS[extras] ?? []) nodes.push({ kind: 'action', name });
  for (const name of IMAGE_SLOTS[extras] ?? []) nodes.push({ kind: 'image', name });
  // An object or list with nothing the editor can write (numbers only) is left as it is.
  return nodes.filter((node) => !(node.kind === 'object' || node.kind === 'list') || node.children.length > 0);
}

/** The form of a section type under a theme's slot limits. */
export function sectionFields(type: SiteSectionType, limits: Readonly<Record<string, SlotLimit>> = {}): FieldNode[] {
  return level(`${sectionSchemaName(type)}.props`, type, type, limits);
}

/**
 * The business facts that are lists, drawn from the contract like a section's props: the opening hours (rows of
 * days and hours) and the further legal data (one per line).
 */
export function businessListFields(): FieldNode[] {
  // A row of hours is the named schema SiteHoursRow, which the walk does not enter from SiteBusiness.
  const hours: FieldNode = {
    kind: 'list',
    name: 'opening_hours',
    maxItems: ITEMS['SiteBusiness.opening_hours'],
    children: level('SiteHoursRow', 'business.opening_hours', 'business.opening_hours[]', {}),
  };
  const legal = level('SiteBusiness', 'business', 'business', {}).filter((node) => node.name === 'legal_details');
  return [hours, ...legal];
}

/** The contract's limits of the business facts and the page's metadata the editor writes. */
export const BUSINESS_TEXT_FIELDS = ['name', 'legal_name', 'activity', 'city', 'address'] as const;
/** The contact facts checked as the draft checks them (core/sites/contact-input.ts) before the page takes them. */
export const BUSINESS_EMAIL_FIELDS = ['email', 'pec'] as const;
export const BUSINESS_PHONE_FIELDS = ['phone', 'whatsapp'] as const;
export const BUSINESS_MAX_LENGTH = (
  name: (typeof BUSINESS_TEXT_FIELDS)[number] | (typeof BUSINESS_EMAIL_FIELDS)[number] | 'vat_number',
): number => LENGTHS[`SiteBusiness.${name}`]!;
export const PHONE_MAX_LENGTH = LENGTHS['SitePhone.display']!;
export const META_MAX_LENGTH = (name: 'title' | 'description'): number => LENGTHS[`SiteMeta.${name}`]!;
export const ACTION_MAX_LENGTH = { label: LENGTHS['SiteAction.label']!, href: LENGTHS['SiteAction.href']! };
export const ALT_MAX_LENGTH = LENGTHS['SiteImage.alt']!;
export const SECTION_LABEL_MAX_LENGTH = LENGTHS['SiteSectionBase.label']!;
