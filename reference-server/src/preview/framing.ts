/**
 * Whether a page lets the dashboard show it in an iframe, read from its response headers as a browser reads
 * them: any `X-Frame-Options` (DENY, SAMEORIGIN, the obsolete ALLOW-FROM) refuses a frame on our origin; a
 * `Content-Security-Policy` with `frame-ancestors` refuses it unless it allows any https ancestor (`*` or
 * `https:`). A page served over plain http is never framed either: the dashboard is https and its CSP allows
 * only https frames.
 */
export function allowsFraming(url: URL, headers: Headers): boolean {
  if (url.protocol !== 'https:') return false;
  if ((headers.get('x-frame-options') ?? '').trim() !== '') return false;
  const policies = (headers.get('content-security-policy') ?? '').split(',');
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
      if (name !== 'frame-ancestors') continue;
      if (!sources.some((source) => source === '*' || source === 'https:')) return false;
    }
  }
  return true;
}

export type FramingCheck =
  | { status: 'framable' }
  | { status: 'refused' }
  | { status: 'unreachable' }
  | { status: 'elsewhere' };

export interface FramingCheckOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** True when `url` is still the client's page (redirects are followed by hand and checked each time). */
  allowed: (url: URL) => boolean;
  maxRedirects?: number;
}

/**
 * Fetches the page's headers (GET, body discarded, `timeoutMs` for the whole check) and says whether it can
 * be framed. Redirects are followed only while they stay on the client's site.
 */
export async function checkFraming(start: URL, options: FramingCheckOptions): Promise<FramingCheck> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  try {
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
      const response = await options.fetch(url, {
        method: 'GET',
        redirect: 'manual',
        signal,
        headers: { Accept: 'text/html' },
      });
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (!options.allowed(next)) return { status: 'elsewhere' };
        url = next;
        continue;
      }
      if (!response.ok) return { status: 'unreachable' };
      return allowsFraming(url, response.headers) ? { status: 'framable' } : { status: 'refused' };
    }
    return { status: 'unreachable' };
  } catch {
    return { status: 'unreachable' };
  }
}
