/**
 * Where a published site answers, from the product's address (PUBLIC_URL: its scheme and port) and
 * SITES_DOMAIN: `http://pizzeria-da-gennaro.localhost:8080/` in development, `https://pizzeria.example.it/`
 * behind Caddy. A Pro client's active custom domain is added on the product's scheme (its default port).
 */

export interface SiteAddressing {
  /** The product's own address (PUBLIC_URL), e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** SITES_DOMAIN, e.g. `localhost`. */
  sitesDomain: string;
}

/** The product subdomain of a slug: `{slug}.{sitesDomain}`. */
export const productHost = (slug: string, sitesDomain: string): string => `${slug}.${sitesDomain}`;

/** The absolute address of a site's home page on `host` (the product's scheme, and its port for a product host). */
export function siteUrl(addressing: SiteAddressing, host: string, withPort = true): string {
  const product = new URL(addressing.publicUrl);
  const port = withPort && product.port ? `:${product.port}` : '';
  return `${product.protocol}//${host}${port}/`;
}

/** Every address a published site answers on: its product subdomain, then its active custom domain. */
export function siteUrls(addressing: SiteAddressing, slug: string, customDomain: string | null): string[] {
  const urls = [siteUrl(addressing, productHost(slug, addressing.sitesDomain))];
  if (customDomain) urls.push(siteUrl(addressing, customDomain, false));
  return urls;
}
