/**
 * The questionnaire tests run against the real in-browser backend (mock/: the contract's handlers and the
 * real interviewer) intercepting fetch in Node, with an empty database; each test may override a call
 * with `server.use(...)`. Every request body the page sends is recorded for assertions.
 */
import { http, HttpResponse } from 'msw';
import { createMockServer } from '../../../../../mock/node';

export function questionnaireBackend() {
  const { server, runtime } = createMockServer({
    data: { admin: { username: 'admin', password: 'password-di-prova-lunga' } },
    passwordIterations: 1000,
  });
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/api/, '');
    void request
      .clone()
      .text()
      .then((text) => {
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        requests.push({ method: request.method, path, body });
      });
  });
  return { server, runtime, requests };
}

/** GET /api/ answering with a payment link for each plan. */
type Links = { basic: string | null; pro: string | null };

/**
 * GET /api/ with these payment links: `links` as SPEC's clients read them, `byBilling` per plan and billing
 * (absent: an older backend that has only the plans' links).
 */
export function withPaymentLinks(
  links: Links,
  byBilling?: {
    basic: { annual: string | null; monthly: string | null };
    pro: { annual: string | null; monthly: string | null };
  },
) {
  return http.get('*/api/', () =>
    HttpResponse.json({
      message: 'Landing Facile API attiva',
      settings: {
        payment_links: links,
        demo_mode: true,
        ...(byBilling ? { payment_links_by_billing: byBilling } : {}),
      },
    }),
  );
}
