/**
 * Whether a page lets the dashboard show it in an iframe, read from its response headers as a browser reads
 * them: any `X-Frame-Options` (DENY, SAMEORIGIN, the obsolete ALLOW-FROM) refuses a frame on our origin; a
 * `Content-Security-Policy` with `frame-ancestors` refuses it unless it allows any https ancestor (`*` or
 * `https:`). A page served over plain http is never framed either: the dashboard is https and its CSP allows
 * only https frames.
 */
import type { HeadersAnswer } from '../net/gated-request';
import { pointsInside, RefusedHostError } from '../net/public-host';

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
  | { status: 'elsewhere' }
  /** The host, or a redirect's, is a local name or resolves to an address that is not public. */
  | { status: 'internal' };

/** Sends a GET (no redirect followed) and answers its status and headers; the body is not read. */
export type HeadersRequest = (
  url: URL,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<HeadersAnswer>;

export interface FramingCheckOptions {
  /** How the page is asked for: through the server's host gate (reference-server/src/net). */
  request: HeadersRequest;
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
      const response = await options.request(url, { signal, headers: { Accept: 'text/html' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (!options.allowed(next)) return { status: 'elsewhere' };
        url = next;
        continue;
      }
      if (response.status < 200 || response.status > 299) return { status: 'unreachable' };
      return allowsFraming(url, response.headers) ? { status: 'framable' } : { status: 'refused' };
    }
    return { status: 'unreachable' };
  } catch (error) {
    return { status: error instanceof RefusedHostError && pointsInside(error.refusal) ? 'internal' : 'unreachable' };
  }
}
