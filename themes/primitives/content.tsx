/** Reading a SiteContent for a view: the sections it draws, the navigation, the address as lines. */
import type { ReactNode } from 'react';
import type { SiteAction, SiteContent, SiteSection, SiteSectionOf, SiteSectionType } from '@core/api';
import { socialHref } from '@core/sites/links';

/** The sections to draw: not hidden, of a type the theme draws, at most one hero (the first). */
export function visibleSections(content: SiteContent, drawn: readonly SiteSectionType[]): SiteSection[] {
  const seen = new Set<string>();
  let hero = false;
  return content.sections.filter((section) => {
    if (section.hidden || !drawn.includes(section.type) || seen.has(section.id)) return false;
    if (section.type === 'hero') {
      if (hero) return false;
      hero = true;
    }
    seen.add(section.id);
    return true;
  });
}

export function sectionOf<T extends SiteSectionType>(
  sections: readonly SiteSection[],
  type: T,
): SiteSectionOf<T> | undefined {
  return sections.find((section): section is SiteSectionOf<T> => section.type === type);
}

export function navLinks(sections: readonly SiteSection[]): { id: string; label: string }[] {
  return sections.flatMap((section) => (section.label ? [{ id: section.id, label: section.label }] : []));
}

/** «Via del Campuccio 21, 50125 Firenze (FI)» as two lines: the street, then the rest. */
export function addressLines(address: string): string[] {
  const comma = address.indexOf(', ');
  return comma === -1 ? [address] : [address.slice(0, comma), address.slice(comma + 2)];
}

/** The social networks a profile address can name, by host. */
export const NETWORKS: readonly (readonly [RegExp, string])[] = [
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, 'Facebook'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)youtube\.com$/, 'YouTube'],
  [/(^|\.)x\.com$|(^|\.)twitter\.com$/, 'X'],
];

/** «Seguici su Instagram @nome · Facebook» from the business's profiles (links for addresses, text for handles). */
export function socialLine(profiles: readonly string[] | undefined): ReactNode {
  if (!profiles || profiles.length === 0) return null;
  const parts = profiles.map((profile, index) => {
    const href = socialHref(profile);
    if (!href) return <span key={index}>{profile}</span>;
    const url = new URL(href);
    const network = NETWORKS.find(([pattern]) => pattern.test(url.hostname))?.[1];
    const handle = url.pathname.split('/').filter(Boolean)[0];
    const text = network && handle ? `@${decodeURIComponent(handle)}` : url.hostname;
    return (
      <span key={index}>
        {network ? `${network} ` : null}
        <a href={href}>{text}</a>
      </span>
    );
  });
  return (
    <>
      Seguici su{' '}
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ', ' : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** The page's main call to action: the hero's, else the closing call's, else the contacts'. */
export function mainAction(sections: readonly SiteSection[]): SiteAction | undefined {
  for (const section of sections) if (section.type === 'hero' && section.props.primary) return section.props.primary;
  for (const section of sections) if (section.type === 'cta') return section.props.action;
  for (const section of sections) if (section.type === 'contacts' && section.props.action) return section.props.action;
  return undefined;
}

/** An amount in euro as the customer wrote it («199 €», «€ 24,90», «1.200 euro»); null for anything else. */
export function euroAmount(price: string): number | null {
  const match = /^(?:€\s*)?(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?(?:\s*(?:€|euro))?$/i.exec(price.trim());
  if (!match || !/€|euro/i.test(price)) return null;
  return Number(match[1]!.replace(/\./g, '')) + (match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0);
}

/** What an offer saves («50 €», «3,50 €») when both prices are plain amounts in euro and the old one is higher. */
export function priceSaving(price: string, wasPrice: string): string | undefined {
  const now = euroAmount(price);
  const before = euroAmount(wasPrice);
  if (now === null || before === null || before <= now) return undefined;
  const cents = Math.round((before - now) * 100);
  const amount = new Intl.NumberFormat('it-IT', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return `${amount} €`;
}
