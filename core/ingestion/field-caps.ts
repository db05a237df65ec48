/**
 * How long each stored text field may be: longer values are cut, not refused (a tracker on a page with
 * a very long title still counts the view).
 */
export const URL_MAX_LENGTH = 2000;
export const TEXT_MAX_LENGTH = 500;

export const FIELD_CAPS = {
  page_url: URL_MAX_LENGTH,
  page_title: TEXT_MAX_LENGTH,
  referrer: URL_MAX_LENGTH,
  element_id: 200,
  element_class: TEXT_MAX_LENGTH,
  element_text: TEXT_MAX_LENGTH,
  conversion_type: 100,
  questionnaire_id: 128,
} as const;

/**
 * The largest serialised event a store accepts (characters of JSON). Tracking bodies are capped at
 * 16 KiB by the contract; this bound keeps one record's line small whatever the body held.
 */
export const MAX_STORED_EVENT_CHARS = 32 * 1024;
