/**
 * A site's slug: its product subdomain label (`{slug}.{SITES_DOMAIN}`), made from the business name.
 * ASCII only (accents folded: «Caffè Nerò» → `caffe-nero`), lower case, hyphens between words, at most 63
 * characters (one DNS label), never a name the product keeps for itself; unique among sites (`-2`, `-3`...).
 */

/** Names the product keeps for its own hosts, mail and well-known services. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'static',
  'assets',
  'media',
  'img',
  'blog',
  'help',
  'support',
  'status',
  'dashboard',
  'login',
  'auth',
  'account',
  'billing',
  'pay',
  'demo',
  'test',
  'dev',
  'staging',
  'beta',
  'webmail',
  'autoconfig',
  'autodiscover',
  'localhost',
  'siti',
  'landingfacile',
]);

export const SLUG_MAX_LENGTH = 63;

/** The slug of a business name, before uniqueness; `sito` when nothing of the name is left. */
export function slugOf(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/&/g, ' e ')
    .toLowerCase();
  const words = ascii
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  if (!slug && words[0]) slug = words[0].slice(0, SLUG_MAX_LENGTH);
  if (!slug || RESERVED_SLUGS.has(slug)) return slug ? `${slug}-sito` : 'sito';
  return slug;
}

/** The `attempt`-th candidate (0: the slug itself, then `-2`, `-3`...), cut to fit one label. */
export function slugCandidate(slug: string, attempt: number): string {
  if (attempt === 0) return slug;
  const suffix = `-${attempt + 1}`;
  return `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}
