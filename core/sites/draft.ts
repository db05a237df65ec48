/**
 * The first draft of a site from a confirmed brief, without a language model: the facts go straight into
 * their slots (every price as written, tel: in E.164, wa.me, the opening hours as a table, a maps link for
 * the address), the copy the brief does not hold comes from copy.ts, and the sections the brief cannot
 * fill (testimonials, gallery, team, FAQ) are left out. Pure and synchronous: the HTTP operation stores it.
 */
import type { Brief, SiteAction, SiteBusiness, SiteContent, SitePalette, SiteSection, SiteThemeId } from '../api';
import { THEME_PALETTES, STYLE_MOODS, STYLE_THEMES, proposeTheme } from './catalogue';
import { luminance } from './colour';
import { colourValue } from './colour-names';
import { draftCopy } from './copy';
import { hoursTable } from './hours';
import { siteKindOf, type SiteKind } from './kinds';
import { mapsUrl, sitePhone, telHref, whatsappUrl } from './links';
import { adjustPalette, type PaletteTones } from './palette';

export interface DraftOptions {
  /** The theme the operator chose; the proposal from style and kind of business otherwise. */
  theme?: SiteThemeId;
  /**
   * The themes the caller can render (themes/ RENDERABLE_THEMES): a proposal outside them falls back to the
   * first. All eight by default.
   */
  themes?: readonly SiteThemeId[];
}

export interface SiteDraft {
  content: SiteContent;
  theme: SiteThemeId;
  /** The palette from the brief's colours (or the style's mood), adjusted to WCAG AA. */
  palette: SitePalette;
  tones: PaletteTones;
  kind: SiteKind;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const present = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};

function business(brief: Brief): SiteBusiness {
  const name = clip(present(brief.business_name) ?? 'La tua attività', 200);
  const result: SiteBusiness = { name };
  const activity = present(brief.activity);
  if (activity) result.activity = clip(activity, 200);
  const city = present(brief.city);
  if (city) result.city = clip(city, 200);
  const address = present(brief.contacts.address);
  if (address) {
    result.address = clip(address, 500);
    result.maps_url = mapsUrl(address, city);
  }
  const phone = sitePhone(brief.contacts.phone);
  if (phone) result.phone = phone;
  const whatsapp = sitePhone(brief.contacts.whatsapp);
  if (whatsapp) result.whatsapp = whatsapp;
  const email = present(brief.contacts.email);
  if (email && /^[^\s<>"@]{1,64}@[^\s<>"@]{1,255}$/.test(email)) result.email = email;
  const pec = present(brief.contacts.pec);
  if (pec && /^[^\s<>"@]{1,64}@[^\s<>"@]{1,255}$/.test(pec)) result.pec = pec;
  const hours = hoursTable(brief.opening_hours);
  if (hours.rows.length > 0) result.opening_hours = hours.rows;
  const social = brief.contacts.social
    .map((profile) => profile.trim())
    .filter((profile) => /^(https?:\/\/[^\s<>"]{1,290}|@[A-Za-z0-9._]{1,60})$/.test(profile));
  if (social.length > 0) result.social = social.slice(0, 10);
  if (brief.vat_number && /^\d{11}$/.test(brief.vat_number)) result.vat_number = brief.vat_number;
  return result;
}

/** Where the main call to action leads: a call, then WhatsApp, then an email, then the contacts section. */
function mainAction(facts: SiteBusiness, label: string, hasContacts: boolean): SiteAction {
  if (facts.phone) return { label, href: telHref(facts.phone) };
  if (facts.whatsapp) return { label, href: whatsappUrl(facts.whatsapp) };
  if (facts.email) return { label, href: `mailto:${facts.email}` };
  return { label, href: hasContacts ? '#contatti' : '#top' };
}

/** The strengths as items when the customer listed them («forno a legna, impasto 48 ore, ...»). */
function strengthItems(strengths: string | null): { title: string }[] {
  if (!strengths) return [];
  const parts = strengths
    .split(/[;,\n•]|\s+e\s+(?=\p{L})/u)
    .map((part) => part.trim().replace(/[.]+$/, ''))
    .filter((part) => part.length >= 3);
  if (parts.length < 2 || parts.some((part) => part.length > 160)) return [];
  return parts.slice(0, 12).map((part) => ({ title: part.charAt(0).toLocaleUpperCase('it-IT') + part.slice(1) }));
}

function palette(brief: Brief, theme: SiteThemeId): SitePalette {
  const own = THEME_PALETTES[theme];
  const mood = brief.style && STYLE_THEMES[brief.style] !== theme ? STYLE_MOODS[brief.style] : own;
  const colours = brief.colors.map(colourValue).filter((value): value is NonNullable<typeof value> => value !== null);
  if (colours.length === 0) return mood;
  // Near-white and near-black colours are backgrounds and text, not brand colours.
  const chromatic = colours.filter((hex) => luminance(hex) > 0.015 && luminance(hex) < 0.8);
  const light = colours.find((hex) => luminance(hex) >= 0.8);
  const surfaceIsLight = luminance(mood.surface) >= 0.5;
  return {
    primary: chromatic[0] ?? mood.primary,
    accent: chromatic[1] ?? mood.accent,
    surface: surfaceIsLight && light ? light : mood.surface,
    ink: mood.ink,
  };
}

export function draftFromBrief(brief: Brief, options: DraftOptions = {}): SiteDraft {
  const kind = siteKindOf(brief.activity ?? brief.business_name);
  const proposed = options.theme ?? proposeTheme(kind, brief.style);
  const theme = !options.themes || options.themes.includes(proposed) ? proposed : (options.themes[0] ?? proposed);
  const facts = business(brief);
  const copy = draftCopy(kind, {
    name: facts.name,
    activity: present(brief.activity),
    city: present(brief.city),
    strengths: present(brief.strengths),
    target: present(brief.target_customers),
    owner: present(brief.owner_name),
    register: brief.register ?? null,
  });
  const hours = hoursTable(brief.opening_hours);
  const hasContacts = Boolean(facts.address || facts.phone || facts.whatsapp || facts.email || facts.pec);
  const action = mainAction(facts, copy.callToAction, hasContacts);
  const services = brief.services
    .map((service) => ({ name: present(service.name), price: present(service.price) }))
    .filter((service): service is { name: string; price: string | null } => service.name !== null)
    .map(({ name, price }) => ({ name: clip(name, 160), ...(price ? { price: clip(price, 60) } : {}) }));
  const servicesId = kind === 'food' ? 'menu' : 'servizi';

  const sections: SiteSection[] = [
    {
      id: 'hero',
      type: 'hero',
      props: {
        eyebrow: copy.eyebrow,
        title: copy.headline,
        ...(copy.lead ? { text: copy.lead } : {}),
        primary: action,
        ...(services.length > 0
          ? { secondary: { label: kind === 'food' ? 'Scopri il menu' : copy.servicesTitle, href: `#${servicesId}` } }
          : {}),
        facts: [],
      },
    },
  ];
  if (services.length > 0) {
    sections.push(
      kind === 'food'
        ? {
            id: servicesId,
            type: 'menu',
            props: {
              title: copy.servicesTitle,
              groups: [{ title: 'Le nostre proposte', items: services.slice(0, 40) }],
            },
          }
        : { id: servicesId, type: 'services', props: { title: copy.servicesTitle, items: services.slice(0, 50) } },
    );
  }
  sections.push({ id: 'chi-siamo', type: 'about', props: { title: copy.aboutTitle, paragraphs: copy.about } });
  const strengths = strengthItems(present(brief.strengths));
  if (strengths.length > 0)
    sections.push({ id: 'punti-di-forza', type: 'strengths', props: { title: 'Perché sceglierci', items: strengths } });
  if (hours.rows.length > 0 || hours.note)
    sections.push({
      id: 'orari',
      type: 'hours',
      props: { title: 'Orari di apertura', ...(hours.note ? { note: hours.note } : {}) },
    });
  if (hasContacts) sections.push({ id: 'contatti', type: 'contacts', props: { title: 'Contatti', action } });
  sections.push({
    id: 'prenota',
    type: 'cta',
    props: { title: copy.closingTitle, text: copy.closingText, action },
  });

  const { palette: adjusted, tones } = adjustPalette(palette(brief, theme));
  const description = clip(copy.lead ?? copy.about[0] ?? copy.headline, 300);
  return {
    content: {
      business: facts,
      meta: { title: clip(`${facts.name} · ${copy.eyebrow}`, 120), description, language: 'it' },
      sections,
    },
    theme,
    palette: adjusted,
    tones,
    kind,
  };
}
