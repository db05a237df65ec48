/**
 * Review and modifications (issue 29): the operator's «Invia al cliente», the customer's review page
 * (state, preview, «Approva e pubblica», «Richiedi una modifica»), the operator's queue of change requests
 * and the client's own view of its counter. The rules (token, window, counter, states, due times) are in
 * core/orders/review.ts; links and requests are kept by the orders' port (ReviewStore).
 */
import type { ChangeRequestState, Schemas } from '../../api';
import { isoToMs } from '../../dates';
import { CHANGE_REQUEST_STATE_LABELS } from '../../orders/content';
import { changeCompletedEmail, changeReceivedEmail, reviewLinkEmail } from '../../orders/emails/templates';
import { emailKey } from '../../orders/outbox';
import {
  allowanceOf,
  canMoveChange,
  changeDueAt,
  isLate,
  REVIEW_LINK_DAYS,
  REVIEW_TOKEN_BYTES,
  reviewLinkExpiry,
  reviewPath,
} from '../../orders/review';
import { isPaidState } from '../../orders/states';
import { SERVICE_TERMS } from '../../plans';
import { ApiProblem, problems } from '../../problems';
import { randomId, randomToken, sha256Hex } from '../crypto';
import type { Limiter } from '../limiter-port';
import { MESSAGES } from '../messages';
import type { StoredChangeRequest, StoredOrder, StoredReviewLink } from '../order-store';
import type { StoredSite, StoredSiteVersion } from '../site-store';
import { ok, requireRole, type BackendContext, type Operations } from './context';
import type { OrderMoves } from './order-moves';
import { pendingEmail } from './order-moves';
import type { SiteInternals } from './sites';

type ReviewOperations = Pick<
  Operations,
  | 'sendSiteReview'
  | 'getReview'
  | 'previewReviewVersion'
  | 'approveReview'
  | 'createChangeRequest'
  | 'listChangeRequests'
  | 'moveChangeRequest'
  | 'getClientReview'
>;

export interface ReviewLimiters {
  perLink: Limiter;
  perAddress: Limiter;
}

export const reviewPreviewUrl = (token: string, versionId: string) =>
  `/api/review/${encodeURIComponent(token)}/versions/${encodeURIComponent(versionId)}/preview`;

type SectionOf = (r: StoredChangeRequest) => Promise<Schemas['ReviewSection'] | null>;

function requestView(
  r: StoredChangeRequest,
  nowMs: number,
  section: Schemas['ReviewSection'] | null,
): Schemas['ChangeRequest'] {
  return {
    request_id: r.request_id,
    number: r.number,
    text: r.text,
    section_id: r.section_id,
    section,
    extra: r.extra,
    correction: r.correction,
    state: r.state,
    created_at: r.created_at,
    due_at: r.due_at,
    late: isLate(r.state, isoToMs(r.due_at), nowMs),
    completed_at: r.completed_at,
    answered_version_id: r.answered_version_id,
  };
}

export function reviewOperations(
  ctx: BackendContext,
  sites: SiteInternals,
  moves: OrderMoves,
  limiters: ReviewLimiters,
): ReviewOperations {
  const { orders } = ctx;
  const notFound = () => problems.notFound(MESSAGES.review.linkNotFound);

  /** The link of a token: unknown, expired and used read alike. */
  async function linkOf(token: string): Promise<StoredReviewLink> {
    const link = await orders.getReviewLink(await sha256Hex(token));
    if (!link || link.used_at !== null || isoToMs(link.expires_at) <= ctx.clock.now()) throw notFound();
    return link;
  }

  async function siteOf(siteId: string): Promise<{ site: StoredSite; latest: StoredSiteVersion }> {
    const site = await sites.store.getSite(siteId);
    const [latest] = site ? await sites.store.listVersions(site.site_id) : [];
    if (!site || !latest) throw notFound();
    return { site, latest };
  }

  /** The first publication: the order's first move to `published`, else the site's pointer. */
  async function firstPublishedAtMs(orderId: string, site: StoredSite): Promise<number | null> {
    const events = await orders.listOrderEvents(orderId);
    const first = events.find((e) => e.to === 'published' && e.from !== 'published');
    if (first) return isoToMs(first.at);
    return site.published_at ? isoToMs(site.published_at) : null;
  }

  /**
   * The section a request names, read from the version it was sent on (the site's latest when that one no
   * longer has it): its type and own label give the views a human name («Servizi») rather than the raw id.
   * One reader per answer, so each version is read once.
   */
  function sectionReader(): SectionOf {
    const versions = new Map<string, Promise<StoredSiteVersion | null>>();
    const version = (id: string) => {
      if (!versions.has(id)) versions.set(id, sites.store.getVersion(id));
      return versions.get(id)!;
    };
    const latestOf = new Map<string, Promise<StoredSiteVersion | null>>();
    const latest = (siteId: string) => {
      if (!latestOf.has(siteId))
        latestOf.set(
          siteId,
          sites.store.listVersions(siteId).then((list) => list[0] ?? null),
        );
      return latestOf.get(siteId)!;
    };
    const find = (v: StoredSiteVersion | null, id: string) => v?.content.sections.find((s) => s.id === id);
    return async (r) => {
      if (!r.section_id) return null;
      const found = find(await version(r.version_id), r.section_id) ?? find(await latest(r.site_id), r.section_id);
      return found ? { section_id: found.id, type: found.type, label: found.label ?? null } : null;
    };
  }

  async function viewsOf(list: readonly StoredChangeRequest[], nowMs: number): Promise<Schemas['ChangeRequest'][]> {
    const sectionOf = sectionReader();
    const views: Schemas['ChangeRequest'][] = [];
    for (const r of list) views.push(requestView(r, nowMs, await sectionOf(r)));
    return views;
  }

  async function stateOf(site: StoredSite) {
    const nowMs = ctx.clock.now();
    const requests = await orders.listChangeRequests({ siteId: site.site_id });
    const allowance = allowanceOf(requests, await firstPublishedAtMs(site.order_id, site), nowMs);
    return { ...allowance, requests: await viewsOf(requests.slice().reverse(), nowMs) };
  }

  const emailContext = () => ({ publicUrl: ctx.publicUrl, company: ctx.company });

  return {
    sendSiteReview: async ({ principal, params }) => {
      requireRole(principal, 'admin');
      const order = await orders.getOrder(params.order_id);
      if (!order) throw problems.notFound(MESSAGES.sites.orderNotFound);
      if (!isPaidState(order.status)) throw problems.conflict(MESSAGES.sites.orderNotPaid);
      const site = await sites.store.getSiteByOrder(order.order_id);
      if (!site || site.version_count === 0) throw problems.notFound(MESSAGES.sites.noSite);
      if (!order.customer_email) throw problems.conflict(MESSAGES.review.noEmail);
      const token = randomToken(REVIEW_TOKEN_BYTES);
      const tokenHash = await sha256Hex(token);
      const nowMs = ctx.clock.now();
      const link: StoredReviewLink = {
        token_hash: tokenHash,
        site_id: site.site_id,
        order_id: order.order_id,
        created_at: new Date(nowMs).toISOString(),
        expires_at: new Date(reviewLinkExpiry(nowMs)).toISOString(),
        used_at: null,
      };
      const url = `${ctx.publicUrl}${reviewPath(token)}`;
      const email = await pendingEmail(ctx, {
        kind: 'review_link',
        // One email per link (the hash names it; the token itself never rests in the outbox's key).
        key: emailKey('review_link', tokenHash),
        to: order.customer_email,
        orderId: order.order_id,
        clientId: order.client_id,
        rendered: reviewLinkEmail(emailContext(), {
          customerName: order.customer_name,
          businessName: order.business_name ?? 'la tua attività',
          url,
          validDays: REVIEW_LINK_DAYS,
        }),
      });
      await orders.saveReviewLink(link, [email]);
      if (order.status === 'draft_ready') {
        // Refused only when another request moved it meanwhile: the link stands either way.
        await moves.move(order.order_id, { to: 'in_review', actor: 'operator', note: null });
      }
      return ok({ review_url: url, expires_at: link.expires_at } satisfies Schemas['ReviewLinkCreated'], 201);
    },

    getReview: async ({ params }) => {
      const link = await linkOf(params.token);
      const { site, latest } = await siteOf(link.site_id);
      const body: Schemas['Review'] = {
        site_id: site.site_id,
        slug: site.slug,
        business_name: latest.content.business.name,
        version: {
          version_id: latest.version_id,
          number: latest.number,
          created_at: latest.created_at,
          preview_url: reviewPreviewUrl(params.token, latest.version_id),
        },
        sections: latest.content.sections
          .filter((s) => !s.hidden)
          .map((s) => ({ section_id: s.id, type: s.type, label: s.label ?? null })),
        published: site.published_version_id !== null,
        expires_at: link.expires_at,
        ...(await stateOf(site)),
      };
      return ok(body);
    },

    previewReviewVersion: async ({ params }) => {
      const link = await linkOf(params.token);
      const version = await sites.store.getVersion(params.version_id);
      if (!version || version.site_id !== link.site_id) throw notFound();
      const { html, headers } = await sites.preview(version);
      return ok(html, 200, headers);
    },

    approveReview: async ({ params, body }) => {
      const link = await linkOf(params.token);
      const published = await sites.publishLatest(link.order_id, body.version_id);
      await orders.useReviewLinks(link.site_id, ctx.nowIso());
      return ok(published);
    },

    createChangeRequest: async ({ params, body, meta }) => {
      const byAddress = await limiters.perAddress.consume(meta.ip);
      if (!byAddress.allowed)
        throw problems.tooManyRequests(byAddress.retryAfterSeconds, MESSAGES.review.tooManyChanges);
      const link = await linkOf(params.token);
      const byLink = await limiters.perLink.consume(link.token_hash);
      if (!byLink.allowed) throw problems.tooManyRequests(byLink.retryAfterSeconds, MESSAGES.review.tooManyChanges);
      const text = body.text.trim();
      if (!text) throw problems.badRequest('Scrivi che cosa vuoi cambiare.', 'text');
      const { site, latest } = await siteOf(link.site_id);
      const sectionId = body.section_id ?? null;
      if (sectionId !== null && !latest.content.sections.some((s) => s.id === sectionId))
        throw problems.badRequest(MESSAGES.review.unknownSection, 'section_id');
      const order = await orders.getOrder(link.order_id);
      const firstPublished = await firstPublishedAtMs(link.order_id, site);
      const nowMs = ctx.clock.now();
      const outcome = await orders.addChangeRequest(site.site_id, async (existing) => {
        const allowance = allowanceOf(existing, firstPublished, nowMs);
        const extra = allowance.free_left === 0;
        if (extra && body.accept_extra_fee !== true) return { request: null, emails: [], result: null };
        const request: StoredChangeRequest = {
          request_id: `chg_${randomId(9)}`,
          site_id: site.site_id,
          order_id: link.order_id,
          number: existing.reduce((max, r) => Math.max(max, r.number), 0) + 1,
          text,
          section_id: sectionId,
          extra,
          correction: false,
          state: 'ricevuta',
          version_id: latest.version_id,
          created_at: new Date(nowMs).toISOString(),
          due_at: new Date(changeDueAt(nowMs)).toISOString(),
          completed_at: null,
          answered_version_id: null,
        };
        const emails = order?.customer_email
          ? [
              await pendingEmail(ctx, {
                kind: 'change_received',
                key: emailKey('change_received', request.request_id),
                to: order.customer_email,
                orderId: order.order_id,
                clientId: order.client_id,
                rendered: changeReceivedEmail(emailContext(), {
                  customerName: order.customer_name,
                  number: request.number,
                  dueAtMs: isoToMs(request.due_at),
                  extraFee: extra ? SERVICE_TERMS.extraModificationPrice : null,
                  text,
                }),
              }),
            ]
          : [];
        const created: Schemas['ChangeRequestCreated'] = {
          request_id: request.request_id,
          number: request.number,
          extra,
          free_left: extra ? allowance.free_left : allowance.free_left - 1,
        };
        return { request, emails, result: created };
      });
      if (!outcome) {
        throw new ApiProblem({
          status: 409,
          type: '/problemi/conflitto',
          title: 'Operazione non possibile',
          detail: MESSAGES.review.extraFee(`${SERVICE_TERMS.extraModificationPrice} €`),
          field: 'accept_extra_fee',
        });
      }
      return ok(outcome, 201);
    },

    listChangeRequests: async ({ principal, query }) => {
      requireRole(principal, 'admin');
      const nowMs = ctx.clock.now();
      const openOnly = query.all !== 'true';
      let list: StoredChangeRequest[];
      if (query.order_id === undefined) list = await orders.listChangeRequests({ openOnly });
      else {
        // One order's requests are its site's.
        const site = await sites.store.getSiteByOrder(query.order_id);
        list = site ? await orders.listChangeRequests({ siteId: site.site_id, openOnly }) : [];
      }
      const names = new Map<string, StoredOrder | null>();
      const sectionOf = sectionReader();
      const requests: Schemas['AdminChangeRequest'][] = [];
      for (const r of list.slice().sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : 0))) {
        if (!names.has(r.order_id)) names.set(r.order_id, await orders.getOrder(r.order_id));
        requests.push({
          ...requestView(r, nowMs, await sectionOf(r)),
          order_id: r.order_id,
          site_id: r.site_id,
          business_name: names.get(r.order_id)?.business_name ?? null,
        });
      }
      return ok({ requests } satisfies Schemas['ChangeRequestList']);
    },

    moveChangeRequest: async ({ principal, params, body }) => {
      requireRole(principal, 'admin');
      const current = await orders.getChangeRequest(params.request_id);
      if (!current) throw problems.notFound(MESSAGES.review.requestNotFound);
      const to: ChangeRequestState = body.state;
      if (!canMoveChange(current.state, to)) {
        throw new ApiProblem({
          status: 409,
          type: '/problemi/conflitto',
          title: 'Operazione non possibile',
          detail: MESSAGES.review.badMove(CHANGE_REQUEST_STATE_LABELS[current.state], CHANGE_REQUEST_STATE_LABELS[to]),
          field: 'state',
        });
      }
      const nowIso = ctx.nowIso();
      const next: StoredChangeRequest = { ...current, state: to, correction: body.correction ?? current.correction };
      const emails = [];
      if (to === 'completata' && current.state !== 'completata') {
        let versionId: string;
        if (body.version_id) {
          const version = await sites.store.getVersion(body.version_id);
          if (!version || version.site_id !== current.site_id)
            throw problems.badRequest(MESSAGES.sites.versionNotFound, 'version_id');
          versionId = version.version_id;
        } else {
          const [latest] = await sites.store.listVersions(current.site_id);
          if (!latest) throw problems.notFound(MESSAGES.sites.noSite);
          versionId = latest.version_id;
        }
        next.answered_version_id = versionId;
        next.completed_at = nowIso;
        const order = await orders.getOrder(current.order_id);
        if (order?.customer_email) {
          emails.push(
            await pendingEmail(ctx, {
              kind: 'change_completed',
              key: emailKey('change_completed', current.request_id),
              to: order.customer_email,
              orderId: order.order_id,
              clientId: order.client_id,
              rendered: changeCompletedEmail(emailContext(), {
                customerName: order.customer_name,
                number: current.number,
                url: null,
              }),
            }),
          );
        }
      }
      if (!(await orders.updateChangeRequest(next, current.state, emails)))
        throw problems.conflict(MESSAGES.review.busy);
      const order = await orders.getOrder(current.order_id);
      return ok({
        ...requestView(next, ctx.clock.now(), await sectionReader()(next)),
        order_id: next.order_id,
        site_id: next.site_id,
        business_name: order?.business_name ?? null,
      } satisfies Schemas['AdminChangeRequest']);
    },

    getClientReview: async ({ principal }) => {
      const { client } = requireRole(principal, 'client');
      const own = await orders.listOrders({ clientId: client.client_id });
      for (const order of own) {
        const site = await sites.store.getSiteByOrder(order.order_id);
        if (!site) continue;
        const body: Schemas['ClientReview'] = { site_id: site.site_id, ...(await stateOf(site)) };
        return ok({ review: body } satisfies Schemas['ClientReviewAnswer']);
      }
      return ok({ review: null } satisfies Schemas['ClientReviewAnswer']);
    },
  };
}
