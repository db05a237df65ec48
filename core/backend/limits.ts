/**
 * Request body limits of the contract (413 beyond), shared by both backends: tracking calls come from any
 * page on the web and carry a few fields; the rest of /api gets room for a chat message or a client update.
 */
export const BODY_LIMIT_BYTES = {
  track: 16 * 1024,
  other: 64 * 1024,
} as const;
