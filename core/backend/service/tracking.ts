/** Tracking: page views, clicks, conversions and scroll depths sent by the trackers, through the ingestion pipeline. */
import { ingest, stampWith, type TrackFields } from '../../ingestion';
import type { OperationResult, RequestMeta } from '../operations';
import { randomId } from '../crypto';
import type { EventType } from '../store';
import { ok, type BackendContext, type Operations } from './context';

export { TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../../ingestion';

type TrackingOperations = Pick<Operations, 'trackPageView' | 'trackClick' | 'trackConversion' | 'trackScroll'>;

export function trackingOperations(ctx: BackendContext): TrackingOperations {
  const stamp = stampWith(() => randomId(), ctx.nowIso);

  async function track(type: EventType, meta: RequestMeta, fields: TrackFields): Promise<OperationResult> {
    const result = ingest({ type, fields, userAgent: meta.userAgent }, stamp);
    if (!result.kept) return ok({ accepted: false }, 202);
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
  };
}
