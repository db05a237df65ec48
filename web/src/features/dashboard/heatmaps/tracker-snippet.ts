/**
 * The one line a customer's landing page needs for the dashboard's figures and heatmaps.
 * `origin` is where this product is served (the tracker and the API live there).
 */
export function trackerSnippet(origin: string, domain: string | null): string {
  const base = origin.replace(/\/$/, '');
  const domainAttribute = domain ? ` data-domain="${domain}"` : '';
  return `<script defer src="${base}/t.js" data-api="${base}/api"${domainAttribute}></script>`;
}
