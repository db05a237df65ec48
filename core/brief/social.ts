/**
 * Social profiles in a brief. Published pages render them as links, so a value is either:
 * - an http(s) address (`https://instagram.com/dagennaro`; one typed without scheme, `instagram.com/dagennaro`,
 *   is stored with `https://`), or
 * - a handle (`@dagennaro`), optionally after the network's name (`Instagram: @dagennaro`).
 * Anything with another scheme (`javascript:`, `data:`, `vbscript:`...) is never a profile. `socialLink`
 * gives a value's stored form or null; the brief PATCH refuses a value without one (400 `social`), and a
 * brief built from the conversation drops every value with another scheme (`briefSocial`).
 */

const HANDLE = /^@[\p{L}\p{N}._-]{1,100}$/u;
const NAMED_HANDLE = /^(\p{L}[\p{L}\p{N} .-]{0,29}?)\s*:\s*(@[\p{L}\p{N}._-]{1,100})$/u;
const WEB_SCHEME = /^https?:\/\//i;
/** A host name with at least one dot and a path or nothing after it, as people type an address. */
const BARE_ADDRESS = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#]\S*)?$/u;
/** Any scheme, as a browser reads one in a link: ASCII tabs and line breaks inside are ignored. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function webAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? text : null;
}

/** The value as a brief keeps it (an http(s) address or a handle), or null when it is neither. */
export function socialLink(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text.replace(NAMED_HANDLE, '$2'))) return null;
  if (HANDLE.test(text)) return text;
  const named = NAMED_HANDLE.exec(text);
  if (named) return `${named[1]}: ${named[2]}`;
  if (WEB_SCHEME.test(text)) return webAddress(text);
  if (BARE_ADDRESS.test(text) && !SCHEME.test(text)) return webAddress(`https://${text}`);
  return null;
}

/**
 * A social value of a brief built from the conversation: its stored form when it has one; a plain name
 * with no scheme («TikTok») is kept as text; anything with another scheme is dropped (null).
 */
export function briefSocial(value: string): string | null {
  const link = socialLink(value);
  if (link) return link;
  return SCHEME.test(value.replace(/[\t\n\r ]/g, '')) ? null : value;
}
