/**
 * Review and modifications on every backend (issue 29): «Invia al cliente» (link, email, `in_review`), the
 * review page's state and preview, one 404 for unknown, expired and used links, change requests counted as
 * the plans promise (5 free, the 6th extra only with the customer's consent, «correzione» giving one back,
 * none free 30 days after the first publication), the operator's queue with due times and «late», the
 * request's states, approving (stale version: nothing published) and the client's own view.
 */
import { expect, it } from 'vitest';
import { SERVICE_TERMS } from '@core/plans';
import type { Api } from './support/api';
import { completeWithOrder } from './support/orders';
import { contractSuite } from './support/suite';
import { CONTRACT_PUBLIC_URL } from './support/targets';

interface Drafted {
  orderId: string;
  admin: string;
  versionId: string;
}

/** A paid order with its generated draft. */
async function draftedOrder(api: Api): Promise<Drafted> {
  const admin = await api.adminToken();
  const { orderId } = await completeWithOrder(api);
  const paid = await api.call('POST', `/admin/orders/${orderId}/mark-paid`, {
    json: { note: 'Bonifico' },
    token: admin,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const draft = await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });
  expect(draft.status).toBe(201);
  return { orderId, admin, versionId: draft.body.version_id };
}

async function sendReview(api: Api, d: Drafted): Promise<string> {
  const sent = await api.call('POST', `/admin/orders/${d.orderId}/site/review`, { token: d.admin });
  expect(sent.status).toBe(201);
  return new URL(sent.body.review_url).pathname.replace('/anteprima/', '');
}

const change = (api: Api, token: string, json: Record<string, unknown>) =>
  api.call('POST', `/review/${token}/changes`, { json });

contractSuite('review', (ctx) => {
  it('sends the review link by email, moves the order to in_review and shows the exact version', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-12-02T09:00:00Z');
    const d = await draftedOrder(api);
    const sent = await api.call('POST', `/admin/orders/${d.orderId}/site/review`, { token: d.admin });
    expect(sent.status).toBe(201);
    expect(sent.body.review_url).toMatch(new RegExp(`^${CONTRACT_PUBLIC_URL}/anteprima/[A-Za-z0-9_-]{43}$`));
    expect(sent.body.expires_at).toBe('2027-01-01T09:00:00.000Z');
    const token = new URL(sent.body.review_url).pathname.replace('/anteprima/', '');
    const order = (await api.get(`/admin/orders/${d.orderId}`, d.admin)).body;
    expect(order.status).toBe('in_review');
    const emails = order.emails.filter((e: { kind: string }) => e.kind === 'review_link');
    expect(emails).toHaveLength(1);
    // The token travels only in the email to the customer.
    expect(JSON.stringify(order)).not.toContain(token);

    const review = await api.get(`/review/${token}`);
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({
      business_name: 'Pizzeria Da Gennaro',
      version: { version_id: d.versionId, number: 1 },
      requests: [],
      free_left: SERVICE_TERMS.freeModifications,
      free_limit: SERVICE_TERMS.freeModifications,
      free_until: null,
      extra_fee_eur: SERVICE_TERMS.extraModificationPrice,
      published: false,
    });
    expect(review.body.sections.length).toBeGreaterThan(1);
    // The site's address name: the page shows `/siti/{slug}` once approved (the demo's way to the page).
    expect(review.body.slug).toBe((await api.get(`/admin/orders/${d.orderId}/site`, d.admin)).body.slug);
    const preview = await api.get(review.body.version.preview_url.replace(/^\/api/, ''));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(preview.text).toContain('Pizzeria Da Gennaro');
    expect(preview.text).not.toContain('<script');

    // Unknown, malformed and expired links: one answer.
    const unknown = await api.get('/review/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(unknown.status).toBe(404);
    expect((await api.get('/review/corto')).status).toBe(400);
    ctx.clock.set('2027-01-01T09:00:01Z');
    const expired = await api.get(`/review/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body.detail).toBe(unknown.body.detail);
    expect((await change(api, token, { text: 'Cambia il titolo' })).status).toBe(404);

    // Nothing to review without a site (the admin session started before the clock moved has ended).
    d.admin = await api.adminToken();
    const bare = await completeWithOrder(api);
    expect((await api.call('POST', `/admin/orders/${bare.orderId}/site/review`, { token: d.admin })).status).toBe(409);
    expect((await api.call('POST', '/admin/orders/ord_nessuno/site/review', { token: d.admin })).status).toBe(404);
    expect((await api.call('POST', `/admin/orders/${d.orderId}/site/review`)).status).toBe(401);
  });

  it('counts 5 free changes, asks consent for the 6th, gives one back for a correction, runs the queue', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-12-09T09:00:00Z');
    const d = await draftedOrder(api);
    const token = await sendReview(api, d);
    const { sections } = (await api.get(`/review/${token}`)).body;
    const section = sections[0].section_id as string;

    expect((await change(api, token, { text: 'x'.repeat(2001) })).body.field).toBe('text');
    const badSection = await change(api, token, { text: 'Qui', section_id: 'non-esiste' });
    expect(badSection.status).toBe(400);
    expect(badSection.body.field).toBe('section_id');

    const first = await change(api, token, { text: 'Metti la foto del forno <b>grande</b>', section_id: section });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: 1, extra: false, free_left: 4 });
    for (let i = 2; i <= 5; i += 1) {
      const next = await change(api, token, { text: `Modifica ${i}` });
      expect(next.body).toMatchObject({ number: i, extra: false, free_left: 5 - i });
    }
    const sixth = await change(api, token, { text: 'Ancora una' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.field).toBe('accept_extra_fee');
    expect(sixth.body.detail).toContain('20 € + IVA');
    const extra = await change(api, token, { text: 'Ancora una', accept_extra_fee: true });
    expect(extra.status).toBe(201);
    expect(extra.body).toMatchObject({ number: 6, extra: true, free_left: 0 });

    const review = (await api.get(`/review/${token}`)).body;
    expect(review.free_left).toBe(0);
    expect(review.requests.map((r: { number: number }) => r.number)).toEqual([6, 5, 4, 3, 2, 1]);
    const one = review.requests[5];
    expect(one).toMatchObject({
      text: 'Metti la foto del forno <b>grande</b>',
      section_id: section,
      // The section as the page names it, for a human label («Servizi») rather than the id.
      section: sections[0],
      state: 'ricevuta',
      extra: false,
      // Wednesday 10:00 in Rome + 12 working hours: Thursday 13:00.
      due_at: '2026-12-10T12:00:00.000Z',
      late: false,
    });
    const order = (await api.get(`/admin/orders/${d.orderId}`, d.admin)).body;
    expect(order.emails.filter((e: { kind: string }) => e.kind === 'change_received')).toHaveLength(6);

    // The operator's queue: open requests with their due time, late once past it.
    ctx.clock.set('2026-12-10T12:30:00Z');
    d.admin = await api.adminToken();
    const queue = (await api.get('/admin/change-requests', d.admin)).body.requests.filter(
      (r: { order_id: string }) => r.order_id === d.orderId,
    );
    expect(queue).toHaveLength(6);
    expect(queue[0]).toMatchObject({
      number: 1,
      late: true,
      business_name: 'Pizzeria Da Gennaro',
      section: sections[0],
    });
    expect(queue[1]).toMatchObject({ number: 2, section_id: null, section: null });

    // «Correzione»: the team's mistake, given back.
    const fixed = await api.post(
      `/admin/change-requests/${one.request_id}/state`,
      { state: 'in_lavorazione', correction: true },
      d.admin,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ state: 'in_lavorazione', correction: true });
    expect((await api.get(`/review/${token}`)).body.free_left).toBe(1);

    // Completing links the version that answered it and emails the customer; a closed request stays closed.
    const done = await api.post(`/admin/change-requests/${one.request_id}/state`, { state: 'completata' }, d.admin);
    expect(done.body).toMatchObject({ state: 'completata', answered_version_id: d.versionId, late: false });
    const back = await api.post(`/admin/change-requests/${one.request_id}/state`, { state: 'ricevuta' }, d.admin);
    expect(back.status).toBe(409);
    expect(back.body.field).toBe('state');
    const after = (await api.get(`/admin/orders/${d.orderId}`, d.admin)).body;
    expect(after.emails.filter((e: { kind: string }) => e.kind === 'change_completed')).toHaveLength(1);
    const open = (await api.get('/admin/change-requests', d.admin)).body.requests.filter(
      (r: { order_id: string }) => r.order_id === d.orderId,
    );
    expect(open).toHaveLength(5);
    const all = (await api.get('/admin/change-requests?all=true', d.admin)).body.requests.filter(
      (r: { order_id: string }) => r.order_id === d.orderId,
    );
    expect(all).toHaveLength(6);
    // One order's requests (its page lists the extra ones for invoicing); an order without a site has none.
    const ofOrder = (await api.get(`/admin/change-requests?all=true&order_id=${d.orderId}`, d.admin)).body.requests;
    expect(ofOrder.map((r: { number: number }) => r.number).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ofOrder.filter((r: { extra: boolean }) => r.extra).map((r: { number: number }) => r.number)).toEqual([6]);
    const { orderId: bare } = await completeWithOrder(api);
    const none = await api.get(`/admin/change-requests?all=true&order_id=${bare}`, d.admin);
    expect(none.status).toBe(200);
    expect(none.body.requests).toEqual([]);
    expect((await api.post('/admin/change-requests/chg_nessuna/state', { state: 'annullata' }, d.admin)).status).toBe(
      404,
    );
  });

  it('approves only the latest version, publishes it, uses the link up; no free changes 30 days after', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-11-13T09:00:00Z');
    const d = await draftedOrder(api);
    const token = await sendReview(api, d);
    const site = (await api.get(`/admin/orders/${d.orderId}/site`, d.admin)).body;
    // The operator saves a new version after the customer opened the page: approving the old one asks to reload.
    const saved = await api.call('POST', `/admin/orders/${d.orderId}/site/versions`, {
      token: d.admin,
      json: { content: site.latest.content, theme: site.latest.theme, palette: site.latest.palette },
    });
    expect(saved.status).toBe(201);
    const stale = await api.post(`/review/${token}/approve`, { version_id: d.versionId });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toContain('ricarica');
    expect((await api.get(`/admin/orders/${d.orderId}/site`, d.admin)).body.published_version_id).toBeNull();

    const approved = await api.post(`/review/${token}/approve`, { version_id: saved.body.version_id });
    expect(approved.status).toBe(200);
    expect(approved.body.version_id).toBe(saved.body.version_id);
    expect(approved.body.urls[0]).toMatch(/^https:\/\/pizzeria-da-gennaro/);
    expect((await api.get(`/admin/orders/${d.orderId}`, d.admin)).body.status).toBe('published');
    // Used up: the same 404 as an unknown link.
    expect((await api.get(`/review/${token}`)).status).toBe(404);

    // After publication the window has an end: 30 days after the first publication, in Rome's calendar.
    ctx.clock.set('2026-12-01T09:00:00Z');
    d.admin = await api.adminToken();
    const later = await sendReview(api, d);
    const open = (await api.get(`/review/${later}`)).body;
    expect(open).toMatchObject({ published: true, free_left: 5, free_until: '2026-12-13' });
    ctx.clock.set('2026-12-13T22:59:00Z');
    expect((await api.get(`/review/${later}`)).body.free_left).toBe(5);
    ctx.clock.set('2026-12-13T23:00:00Z');
    expect((await api.get(`/review/${later}`)).body.free_left).toBe(0);
    const late = await change(api, later, { text: 'Cambia il telefono' });
    expect(late.status).toBe(409);
    const paid = await change(api, later, { text: 'Cambia il telefono', accept_extra_fee: true });
    expect(paid.body).toMatchObject({ number: 1, extra: true, free_left: 0 });
  });

  it('limits a flood of requests per link with a 429 problem', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-12-16T09:00:00Z');
    const d = await draftedOrder(api);
    const token = await sendReview(api, d);
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await change(api, token, { text: `Richiesta ${i}`, accept_extra_fee: true })).status);
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true);
    const refused = await change(api, token, { text: 'Ancora', accept_extra_fee: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused.body.detail).toContain('troppe richieste');
  });
});
