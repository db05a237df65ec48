/**
 * The few answers host routing writes itself (a site's own pages come from the PublishedSiteReader): a plain
 * 404 for a name nobody has, «Sito sospeso» for a disabled client, «Sito in preparazione» for a verified
 * custom domain with nothing published yet, 400 for a host no browser would send. Italian copy in one place;
 * no script, no outside resource.
 */
export interface HostPage {
  status: number;
  type: string;
  body: string;
}

const page = (title: string, text: string): string => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2933;background:#f7f7f5}main{max-width:32rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}</style>
</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>
`;

export const HOST_PAGES = {
  notFound: {
    status: 404,
    type: 'text/plain; charset=utf-8',
    body: 'Nessun sito a questo indirizzo.\n',
  },
  suspended: {
    status: 404,
    type: 'text/html; charset=utf-8',
    body: page('Sito sospeso', 'Questo sito è temporaneamente sospeso. Se è il tuo, scrivi all’assistenza.'),
  },
  unpublished: {
    status: 404,
    type: 'text/html; charset=utf-8',
    body: page('Sito in preparazione', 'Il dominio è collegato: il sito sarà online a breve.'),
  },
  badHost: {
    status: 400,
    type: 'text/plain; charset=utf-8',
    body: 'Intestazione Host non valida.\n',
  },
} as const satisfies Record<string, HostPage>;

/** The CSP of these pages: their own inline style, nothing else. */
export const HOST_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
