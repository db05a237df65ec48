/** Tracking: page views, clicks, conversions and scroll depths sent by the trackers. */
import { isbot } from 'isbot';
import { MAX_LENGTH } from '../../api';
import type { OperationResult, RequestMeta } from '../operations';
import { randomId } from '../crypto';
import type { EventType, StoredEvent } from '../store';
import { cap, ok, type BackendContext, type Operations } from './context';

/** The contract's limits (the validator has already refused longer values; the caps keep the store safe). */
export const URL_MAX_LENGTH = MAX_LENGTH.PageUrl;
export const TEXT_MAX_LENGTH = MAX_LENGTH.OptionalText;

type TrackingOperations = Pick<Operations, 'trackPageView' | 'trackClick' | 'trackConversion' | 'trackScroll'>;

export function trackingOperations(ctx: BackendContext): TrackingOperations {
  async function track(
    type: EventType,
    meta: RequestMeta,
    fields: Omit<StoredEvent, 'id' | 'type' | 'timestamp'>,
  ): Promise<OperationResult> {
    if (meta.userAgent && isbot(meta.userAgent)) return ok({ accepted: false }, 202);
    const event: StoredEvent = { id: randomId(), type, timestamp: ctx.nowIso(), ...fields };
    // Fields not sent are left out rather than stored as null: smaller data file, same meaning.
    for (const key of Object.keys(event) as (keyof StoredEvent)[]) {
      if (key !== 'page_url' && (event[key] === undefined || event[key] === null)) delete event[key];
    }
    await ctx.store.appendEvent(event);
    return ok({ accepted: true }, 202);
  }

  return {
    trackPageView: async ({ body, meta }) =>
      track('page_view', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        page_title: cap(body.page_title, TEXT_MAX_LENGTH),
        referrer: cap(body.referrer, MAX_LENGTH['PageViewEvent.referrer']),
        viewport_width: body.viewport_width ?? null,
      }),

    trackClick: async ({ body, meta }) =>
      track('click', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        element_id: cap(body.element_id, MAX_LENGTH['ClickEvent.element_id']),
        element_class: cap(body.element_class, TEXT_MAX_LENGTH),
        element_text: cap(body.element_text, TEXT_MAX_LENGTH),
        click_type: body.click_type,
        click_x: body.click_x ?? null,
        click_y: body.click_y ?? null,
        viewport_width: body.viewport_width ?? null,
      }),

    trackConversion: async ({ body, meta }) =>
      track('conversion', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        conversion_type: cap(body.conversion_type, MAX_LENGTH['ConversionEvent.conversion_type']),
        questionnaire_id: cap(body.questionnaire_id, MAX_LENGTH['ConversionEvent.questionnaire_id']),
        plan_type: body.plan_type ?? null,
        value: body.value ?? null,
        metadata: body.metadata ?? null,
      }),

    trackScroll: async ({ body, meta }) =>
      track('scroll', meta, {
        session_id: body.session_id,
        page_url: cap(body.page_url, URL_MAX_LENGTH),
        depth_percent: body.depth_percent,
        viewport_width: body.viewport_width ?? null,
      }),
  };
}
