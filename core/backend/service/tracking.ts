/**
 * Tracking: page views, clicks, conversions and scroll depths sent by the trackers, through the ingestion
 * pipeline. An event for a site the product knows is stored; one for any other host only within the day's
 * shared quota (site-quota-port.ts), past which it is answered like a bot's: 202, not stored.
 */
import { ingest, stampWith, type TrackFields } from '../../ingestion';
import type { OperationResult, RequestMeta } from '../operations';
import { randomId } from '../crypto';
import type { EventType, StoredEvent } from '../store';
import { isoToMs, romeDateOf } from '../../dates';
import { ok, type BackendContext, type Operations } from './context';

export { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../../ingestion';

type TrackingOperations = Pick<
  Operations,
  'trackPageView' | 'trackClick' | 'trackConversion' | 'trackScroll' | 'trackFormSubmit'
>;

export function trackingOperations(ctx: BackendContext): TrackingOperations {
  const stamp = stampWith(() => randomId(), ctx.nowIso);
  const { knownSites, quota, unknownSitesPerDay } = ctx.tracking;

  /** A known site's event always; any other within the day's quota (the day of the event's own stamp). */
  async function withinQuota(event: StoredEvent): Promise<boolean> {
    if (event.site !== null && (await knownSites.has(event.site))) return true;
    return quota.admit(romeDateOf(isoToMs(event.timestamp)), unknownSitesPerDay);
  }

  async function track(type: EventType, meta: RequestMeta, fields: TrackFields): Promise<OperationResult> {
    const result = ingest({ type, fields, userAgent: meta.userAgent }, stamp);
    if (!result.kept || !(await withinQuota(result.event))) return ok({ accepted: false }, 202);
    await ctx.store.appendEvent(result.event);
    return ok({ accepted: true }, 202);
  }

  return {
    trackPageView: async ({ body, meta }) =>
      track('page_view', meta, {
        session_id: body.session_id,
        page_url: body.page_url,
        page_title: body.page_title,
        referrer: body.referrer,
        viewport_width: body.viewport_width,
        utm_source: body.utm_source,
        utm_medium: body.utm_medium,
        utm_campaign: body.utm_campaign,
      }),

    trackClick: async ({ body, meta }) =>
      track('click', meta, {
        session_id: body.session_id,
        page_url: body.page_url,
        element_id: body.element_id,
        element_class: body.element_class,
        element_text: body.element_text,
        click_type: body.click_type,
        click_x: body.click_x,
        click_y: body.click_y,
        viewport_width: body.viewport_width,
        link_url: body.link_url,
      }),

    trackConversion: async ({ body, meta }) =>
      track('conversion', meta, {
        session_id: body.session_id,
        page_url: body.page_url ?? null,
        conversion_type: body.conversion_type,
        questionnaire_id: body.questionnaire_id,
        plan_type: body.plan_type,
        value: body.value,
        metadata: body.metadata,
      }),

    trackScroll: async ({ body, meta }) =>
      track('scroll', meta, {
        session_id: body.session_id,
        page_url: body.page_url,
        depth_percent: body.depth_percent,
        viewport_width: body.viewport_width,
        document_height: body.document_height,
      }),

    trackFormSubmit: async ({ body, meta }) =>
      track('form_submit', meta, {
        session_id: body.session_id,
        page_url: body.page_url,
        element_id: body.element_id,
        element_text: body.element_text,
        viewport_width: body.viewport_width,
      }),
  };
}
