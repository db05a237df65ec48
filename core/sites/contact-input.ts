/**
 * The business's contact facts as the operator types them in the site editor, checked with the rules the
 * draft uses (links.ts): a phone or WhatsApp number must become E.164 for `tel:` and `wa.me`, an email must
 * match the contract's SiteBusiness.email pattern. Empty removes the fact. The reason is a code: the editor
 * words it in Italian beside the field.
 */
import { MAX_LENGTH, PATTERN, type SiteContent, type SitePhone } from '../api';
import { sitePhone, telHref, whatsappUrl } from './links';

export type ContactRefusal = 'phone' | 'email';
export type ContactInput<T> = { ok: true; value: T | undefined } | { ok: false; reason: ContactRefusal };

const EMAIL = new RegExp(PATTERN['SiteBusiness.email']);

/** A phone (or WhatsApp) number as written: its E.164 twin, nothing when empty, refused when not dialable. */
export function phoneInput(written: string): ContactInput<SitePhone> {
  const text = written.trim();
  if (text === '') return { ok: true, value: undefined };
  if (text.length > MAX_LENGTH['SitePhone.display']) return { ok: false, reason: 'phone' };
  const phone = sitePhone(text);
  return phone ? { ok: true, value: phone } : { ok: false, reason: 'phone' };
}

/** An email as written: nothing when empty, refused unless it matches the contract's pattern. */
export function emailInput(written: string): ContactInput<string> {
  const text = written.trim();
  if (text === '') return { ok: true, value: undefined };
  return text.length <= MAX_LENGTH['SiteBusiness.email'] && EMAIL.test(text)
    ? { ok: true, value: text }
    : { ok: false, reason: 'email' };
}

/**
 * The calls to action that dialled the old number now dial the new one (the draft wrote `tel:` and `wa.me`
 * links from the brief's numbers into the hero, contacts and call to action). Returns the content and the
 * edited paths (`/sections/{id}/props/{slot}`) of the actions it changed, so a new draft keeps them.
 */
export function retargetContactLinks(
  content: SiteContent,
  kind: 'phone' | 'whatsapp',
  before: SitePhone | undefined,
  after: SitePhone | undefined,
): { content: SiteContent; edited: string[] } {
  const href = kind === 'phone' ? telHref : whatsappUrl;
  if (!before || !after || href(before) === href(after)) return { content, edited: [] };
  const from = href(before);
  const to = href(after);
  const edited: string[] = [];
  const sections = content.sections.map((section) => {
    const props = section.props as Record<string, unknown>;
    let changed: Record<string, unknown> | null = null;
    for (const [slot, value] of Object.entries(props)) {
      const action = value as { href?: unknown } | null;
      if (action && typeof action === 'object' && !Array.isArray(action) && action.href === from) {
        changed ??= { ...props };
        changed[slot] = { ...action, href: to };
        edited.push(`/sections/${section.id}/props/${slot}`);
      }
    }
    return changed ? ({ ...section, props: changed } as typeof section) : section;
  });
  return { content: edited.length > 0 ? { ...content, sections } : content, edited };
}
