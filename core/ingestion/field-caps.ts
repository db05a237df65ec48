/**
 * How long each stored text field may be: the contract's maxLength (openapi.yaml, through the generated
 * core/api/constraints.ts). The request validator refuses longer values already; the caps keep a store
 * safe from any caller that skips it (the seed, an import).
 */
import { MAX_LENGTH } from '../api';

export const URL_MAX_LENGTH = MAX_LENGTH.PageUrl;
export const TEXT_MAX_LENGTH = MAX_LENGTH.OptionalText;

export const FIELD_CAPS = {
  page_url: URL_MAX_LENGTH,
  page_title: TEXT_MAX_LENGTH,
  referrer: MAX_LENGTH['PageViewEvent.referrer'],
  element_id: MAX_LENGTH['ClickEvent.element_id'],
  element_class: TEXT_MAX_LENGTH,
  element_text: TEXT_MAX_LENGTH,
  conversion_type: MAX_LENGTH['ConversionEvent.conversion_type'],
  questionnaire_id: MAX_LENGTH['ConversionEvent.questionnaire_id'],
  utm_source: MAX_LENGTH.UtmValue,
  utm_medium: MAX_LENGTH.UtmValue,
  utm_campaign: MAX_LENGTH.UtmValue,
} as const;

/**
 * The largest serialised event a store accepts (characters of JSON). Tracking bodies are capped at
 * 16 KiB by the contract; this bound keeps one record's line small whatever the body held.
 */
export const MAX_STORED_EVENT_CHARS = 32 * 1024;
