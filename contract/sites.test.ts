/**
 * Customers' sites on every backend (issue 28): the draft from a paid order's brief, versions, previews,
 * publishing (once, with one email), «Ripristina», the P.IVA rule, image uploads and their refusals, the
 * published page by slug with its tracker, everything the customer typed shown as text.
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { IMAGE_REFUSALS } from '@core/sites/images';
import { DEMO_HOSTING } from '../mock/runtime';
import { NO_CANVAS_REFUSAL } from '../mock/sites/image-processor';
import type { Api } from './support/api';
import { completeWithOrder } from './support/orders';
import { contractSuite } from './support/suite';

const SCRIPT_NAME = '<script>alert("x")</script> & Figli';

async function paidOrder(api: Api, admin: string): Promise<string> {
  const { orderId } = await completeWithOrder(api);
  const paid = await api.call('POST', `/admin/orders/${orderId}/mark-paid`, {
    json: { note: 'Bonifico ricevuto' },
    token: admin,
  });
  expect(paid.status).toBe(200);
  return orderId;
}

/** The API path of an address the API answered (`/api/admin/...` → `/admin/...`). */
const apiPath = (url: string) => url.replace(/^\/api/, '');

contractSuite('sites', (ctx) => {
  it('drafts a paid order site from its brief, previews it, keeps the operator edits when regenerated', async () => {
    const { api } = ctx;
    ctx.clock.set('2026-12-02T09:00:00Z');
    const admin = await api.adminToken();
    const unpaid = await completeWithOrder(api);
    const refused = await api.call('POST', `/admin/orders/${unpaid.orderId}/site/draft`, { token: admin });
    expect(refused.status).toBe(409);
    expect((await api.call('POST', '/admin/orders/ord_sconosciuto/site/draft', { token: admin })).status).toBe(404);
    expect((await api.get(`/admin/orders/${unpaid.orderId}/site`, admin)).status).toBe(404);

    const orderId = await paidOrder(api, admin);
    const draft = await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });
    expect(draft.status).toBe(201);
    expect(draft.body.preview_url).toBe(`/api/admin/orders/${orderId}/site/versions/${draft.body.version_id}/preview`);
    expect((await api.get(`/admin/orders/${orderId}`, admin)).body.status).toBe('draft_ready');

    const site = (await api.get(`/admin/orders/${orderId}/site`, admin)).body;
    expect(site).toMatchObject({
      site_id: draft.body.site_id,
      order_id: orderId,
      slug: 'pizzeria-da-gennaro',
      published_version_id: null,
      urls: [],
      publish_blockers: [],
      latest: { version_id: draft.body.version_id, number: 1, source: 'draft', author: 'bozza automatica' },
    });
    expect(site.latest.content.business).toMatchObject({ name: 'Pizzeria Da Gennaro', vat_number: '01234567890' });
    expect(site.versions).toHaveLength(1);

    const preview = await api.call('GET', apiPath(draft.body.preview_url), { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^text\/html/);
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    expect(preview.text).toContain('Pizzeria Da Gennaro');
    expect(preview.text).not.toContain('<script');
    expect((await api.get(apiPath(draft.body.preview_url))).status).toBe(401);

    // The operator renames the business with markup and moves the phone: shown as text, kept on regeneration.
    const content = structuredClone(site.latest.content);
    content.business.name = SCRIPT_NAME;
    const saved = await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content,
        theme: site.latest.theme,
        palette: site.latest.palette,
        edited_fields: ['/business/name'],
        base_version_id: site.latest.version_id,
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ number: 2, source: 'edit', edited_fields: ['/business/name'] });
    const stale = await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content,
        theme: site.latest.theme,
        palette: site.latest.palette,
        base_version_id: site.latest.version_id,
      },
    });
    expect(stale.status).toBe(409);

    const edited = await api.call('GET', `/admin/orders/${orderId}/site/versions/${saved.body.version_id}/preview`, {
      token: admin,
    });
    expect(edited.text).toContain('&lt;script&gt;alert(');
    expect(edited.text).not.toContain('<script>alert');

    const live = await api.call('POST', `/admin/orders/${orderId}/site/preview`, {
      token: admin,
      json: {
        content: { ...content, business: { ...content.business, name: 'Anteprima dal vivo' } },
        theme: site.latest.theme,
        palette: site.latest.palette,
      },
    });
    expect(live.status).toBe(200);
    expect(live.text).toContain('Anteprima dal vivo');
    expect((await api.get(`/admin/orders/${orderId}/site`, admin)).body.versions).toHaveLength(2);

    const again = await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });
    expect(again.status).toBe(201);
    const regenerated = (await api.get(`/admin/orders/${orderId}/site/versions/${again.body.version_id}`, admin)).body;
    expect(regenerated).toMatchObject({ number: 3, source: 'draft', edited_fields: ['/business/name'] });
    expect(regenerated.content.business.name).toBe(SCRIPT_NAME);

    // Invalid content names its field; two hero sections are refused by the page's own rule.
    const bad = await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content: { ...content, meta: { ...content.meta, title: '' } },
        theme: site.latest.theme,
        palette: site.latest.palette,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('content.meta.title');
    const hero = content.sections.find((s: { type: string }) => s.type === 'hero');
    const twoHeroes = await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content: { ...content, sections: [...content.sections, { ...hero, id: 'secondo' }] },
        theme: site.latest.theme,
        palette: site.latest.palette,
      },
    });
    expect(twoHeroes.status).toBe(400);

    const second = await paidOrder(api, admin);
    await api.call('POST', `/admin/orders/${second}/site/draft`, { token: admin });
    expect((await api.get(`/admin/orders/${second}/site`, admin)).body.slug).toBe('pizzeria-da-gennaro-2');
  });

  it('publishes once with one email, serves the page by slug with its tracker, rolls back, needs a P.IVA', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const orderId = await paidOrder(api, admin);
    const draft = (await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin })).body;
    const site = (await api.get(`/admin/orders/${orderId}/site`, admin)).body;
    const slug: string = site.slug;
    expect((await api.get(`/sites/${slug}`)).status).toBe(404);

    const published = await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({
      site_id: draft.site_id,
      version_id: draft.version_id,
      urls: [`https://${slug}.${DEMO_HOSTING.sitesDomain}/`],
    });
    const twice = await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin });
    expect(twice.body).toEqual(published.body);
    const order = (await api.get(`/admin/orders/${orderId}`, admin)).body;
    expect(order.status).toBe('published');
    const emails = order.emails.filter((e: { kind: string }) => e.kind === 'site_published');
    expect(emails).toHaveLength(1);

    const page = await api.get(`/sites/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    // The tracker's loader for this host, reporting to the product (core/sites/tracker-loader.ts).
    expect(page.text).toContain(
      `<script data-src="https://landing.example/t.js" data-api="https://landing.example/api" data-domain="${slug}.${DEMO_HOSTING.sitesDomain}">`,
    );
    expect(page.text.match(/<script/g)).toHaveLength(1);
    expect(page.text).toContain('Pizzeria Da Gennaro');

    // A new version with markup in the name, published, then «Ripristina» back to the first.
    const content = structuredClone(site.latest.content);
    content.business.name = SCRIPT_NAME;
    const v2 = (
      await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
        token: admin,
        json: { content, theme: site.latest.theme, palette: site.latest.palette },
      })
    ).body;
    expect((await api.get(`/sites/${slug}`)).text).toContain('Pizzeria Da Gennaro');
    await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin });
    const escaped = (await api.get(`/sites/${slug}`)).text;
    expect(escaped).toContain('&lt;script&gt;alert(');
    expect(escaped.match(/<script/g)).toHaveLength(1);
    expect(
      (await api.get(`/admin/orders/${orderId}`, admin)).body.emails.filter(
        (e: { kind: string }) => e.kind === 'site_published',
      ),
    ).toHaveLength(1);

    const back = await api.call('POST', `/admin/orders/${orderId}/site/rollback`, {
      token: admin,
      json: { version_id: draft.version_id },
    });
    expect(back.status).toBe(200);
    expect(back.body.version_id).toBe(draft.version_id);
    expect((await api.get(`/admin/orders/${orderId}/site`, admin)).body).toMatchObject({
      published_version_id: draft.version_id,
      latest: { version_id: v2.version_id },
    });
    expect((await api.get(`/sites/${slug}`)).text).not.toContain('alert(');
    const unknown = await api.call('POST', `/admin/orders/${orderId}/site/rollback`, {
      token: admin,
      json: { version_id: 'ver_sconosciuta' },
    });
    expect(unknown.status).toBe(404);

    // Without a P.IVA nothing is published; «non soggetto a P.IVA» lets it through.
    const { vat_number: _vat, ...withoutVat } = content.business;
    const noVat = (
      await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
        token: admin,
        json: { content: { ...content, business: withoutVat }, theme: site.latest.theme, palette: site.latest.palette },
      })
    ).body;
    expect((await api.get(`/admin/orders/${orderId}/site`, admin)).body.publish_blockers).toHaveLength(1);
    const blocked = await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin });
    expect(blocked.status).toBe(409);
    expect(blocked.body.detail).toContain('partita IVA');
    const noVatBack = await api.call('POST', `/admin/orders/${orderId}/site/rollback`, {
      token: admin,
      json: { version_id: noVat.version_id },
    });
    expect(noVatBack.status).toBe(409);
    await api.call('POST', `/admin/orders/${orderId}/site/versions`, {
      token: admin,
      json: {
        content: { ...content, business: { ...withoutVat, vat_exempt: true } },
        theme: site.latest.theme,
        palette: site.latest.palette,
      },
    });
    expect((await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin })).status).toBe(200);
    expect((await api.get(`/sites/${slug}`)).text).toContain('Non soggetto a P.IVA');

    // A client without a domain of its own sees the views of its page on the product's subdomain.
    const clientId = (await api.get(`/admin/orders/${orderId}/site`, admin)).body.client_id;
    await api.call('PATCH', `/admin/clients/${clientId}`, { token: admin, json: { domain: null } });
    const viewed = await api.post('/track/page-view', {
      page_url: `https://${slug}.${DEMO_HOSTING.sitesDomain}/`,
      session_id: 'session_site_view',
    });
    expect(viewed.status).toBe(202);
    const rotated = await api.post(`/admin/clients/${clientId}/rotate-token`, undefined, admin);
    const login = await api.post('/client/login', { access_token: rotated.body.access_token });
    expect((await api.get('/client/stats', login.body.access_token)).body.total_page_views).toBe(1);

    // A disabled client's page is gone at once.
    await api.call('PATCH', `/admin/clients/${clientId}`, { token: admin, json: { is_active: false } });
    expect((await api.get(`/sites/${slug}`)).status).toBe(404);
  });

  it('keeps the operator’s phone and logo in a new version; the page header draws the logo, sized, named', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const orderId = await paidOrder(api, admin);
    await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });
    const site = (await api.get(`/admin/orders/${orderId}/site`, admin)).body;
    const logo = { asset_id: 'img_logo_contratto', width: 600, height: 200, alt: 'Pizzeria Da Gennaro' };
    const phone = { display: '081 999 0000', e164: '+390819990000' };
    const content = structuredClone(site.latest.content);
    content.business = { ...content.business, phone, logo };
    const save = (body: unknown) =>
      api.call('POST', `/admin/orders/${orderId}/site/versions`, {
        token: admin,
        json: { content: body, theme: site.latest.theme, palette: site.latest.palette },
      });

    const saved = await save(content);
    expect(saved.status).toBe(201);
    expect(saved.body.content.business).toMatchObject({ phone, logo });
    const preview = await api.call('GET', `/admin/orders/${orderId}/site/versions/${saved.body.version_id}/preview`, {
      token: admin,
    });
    const header = /<header[\s\S]*?<\/header>/.exec(preview.text)?.[0] ?? '';
    const img = /<img [^>]*>/.exec(header)?.[0] ?? '';
    expect(img).toContain('alt="Pizzeria Da Gennaro"');
    expect(img).toContain('width="600"');
    expect(img).toContain('height="200"');
    expect(img).toMatch(/src="\/api\/site-images\/img_logo_contratto\/\d+\.webp"/);
    expect(preview.text).toContain('href="tel:+390819990000"');

    // Published, the page at /sites/{slug} (shown inside the app, away from the site's host, which alone serves
    // /media/…) takes its images from the product's own address of the same files.
    expect((await api.call('POST', `/admin/orders/${orderId}/site/publish`, { token: admin })).status).toBe(200);
    const inApp = await api.get(`/sites/${site.slug}`);
    const appImg = /<img [^>]*>/.exec(/<header[\s\S]*?<\/header>/.exec(inApp.text)?.[0] ?? '')?.[0] ?? '';
    expect(appImg).toMatch(/src="\/api\/site-images\/img_logo_contratto\/\d+\.webp"/);
    expect(inApp.text).not.toMatch(/(src|srcset)="[^"]*\/media\//);

    // A logo is a SiteImage and a phone keeps its E.164 twin, or the version is refused naming the field.
    const noSize = await save({ ...content, business: { ...content.business, logo: { asset_id: 'img_x', alt: '' } } });
    expect(noSize.status).toBe(400);
    expect(noSize.body.field).toMatch(/^content\.business\.logo/);
    const notDialable = await save({
      ...content,
      business: { ...content.business, phone: { display: '12 34', e164: '1234' } },
    });
    expect(notDialable.status).toBe(400);
    expect(notDialable.body.field).toMatch(/^content\.business\.phone/);

    // Removing the logo is a version without it: the header has no image again.
    const { logo: _removed, ...withoutLogo } = content.business;
    const removed = await save({ ...content, business: withoutLogo });
    expect(removed.status).toBe(201);
    const plain = await api.call('GET', `/admin/orders/${orderId}/site/versions/${removed.body.version_id}/preview`, {
      token: admin,
    });
    expect(/<header[\s\S]*?<\/header>/.exec(plain.text)?.[0]).not.toContain('<img');
  });

  it('refuses files that are not images with the Italian reason and keeps nothing; stores real images', async () => {
    const { api } = ctx;
    const admin = await api.adminToken();
    const orderId = await paidOrder(api, admin);
    const upload = (body: Uint8Array, contentType: string) =>
      api.call('POST', `/admin/orders/${orderId}/site/images`, { token: admin, body, contentType });
    const png = new Uint8Array(
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a0522d' } })
        .png()
        .toBuffer(),
    );
    expect((await upload(png, 'image/png')).status).toBe(404); // no draft yet
    await api.call('POST', `/admin/orders/${orderId}/site/draft`, { token: admin });

    const text = await upload(new TextEncoder().encode('solo testo, rinominato foto.png'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.detail).toBe(IMAGE_REFUSALS.notAnImage);
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.body.detail).toBe(IMAGE_REFUSALS.svg);
    const huge = await upload(new Uint8Array(11 * 1024 * 1024), 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toContain('10 MB');
    const json = await api.call('POST', `/admin/orders/${orderId}/site/images`, { token: admin, json: { a: 1 } });
    expect(json.status).toBe(400);

    const stored = await upload(png, 'image/png');
    if (ctx.name === 'mock') {
      expect(stored.body.detail).toBe(NO_CANVAS_REFUSAL);
      return;
    }
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ width: 1200, height: 800 });
    expect(stored.body.files.map((f: { file: string }) => f.file)).toEqual([
      '480.webp',
      '480.avif',
      '960.webp',
      '960.avif',
      '1200.webp',
      '1200.avif',
    ]);
    expect((await upload(png, 'image/png')).body.asset_id).toBe(stored.body.asset_id);
    const file = await api.get(apiPath(stored.body.files[2].url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await api.get(`/site-images/${stored.body.asset_id}/2000.webp`)).status).toBe(404);
  });
});
