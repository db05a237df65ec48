/**
 * Every limit of the backend in one place: request body sizes (413 beyond) and the rate limits and caps
 * that keep one address from flooding the service (429 with Retry-After, counted per client address
 * through the rate-limit port).
 */
import type { LimitRule } from './limiter-port';

/**
 * Request body limits of the contract (413 beyond), shared by both backends: tracking calls come from any
 * page on the web and carry a few fields; the rest of /api gets room for a chat message or a client update.
 */
export const BODY_LIMIT_BYTES = {
  track: 16 * 1024,
  other: 64 * 1024,
  /** Bodies read raw (`x-raw-body`: payment webhooks, whose invoice events list every line). */
  raw: 256 * 1024,
} as const;

const MINUTE = 60 * 1000;

/**
 * The rate limits, per client address unless said otherwise. Generous where many people may share one address (an office, a
 * mobile carrier's NAT): a person starts a questionnaire a few times and writes a message every several
 * seconds at most.
 * - login: failed logins (a success clears the count); every attempt is counted before the password is
 *   checked, so attempts sent at once cannot outrun the limit. LOGIN_MAX_FAILURES overrides the points.
 * - track: tracking calls (TRACK_RATE_LIMIT overrides the points).
 * - questionnaireStart: starts and resumes of the chat questionnaire.
 * - questionnaireChat: chat messages, whatever the session.
 * - preview: heatmap page previews that are not cached (a fetch of the page, a Chromium screenshot), per
 *   client account (the admin's previews of a client count for that client): a client looking through
 *   its pages on three devices needs a few dozen an hour; each costs the server seconds of Chromium.
 * - domainCheck: «Verifica ora» of a custom domain, per client account (the operator's and the client's
 *   checks together): a few DNS queries each, asked while someone waits for a record to propagate.
 * - reviewChangesPerLink / reviewChangesPerAddress: change requests sent from a review page, per link and per
 *   address: a customer sends a handful at a time; a flood is refused before anything is counted or emailed.
 */
export const LIMIT_RULES = {
  login: { name: 'login', points: 10, windowMs: 15 * MINUTE },
  track: { name: 'track', points: 600, windowMs: MINUTE },
  questionnaireStart: { name: 'questionnaire-start', points: 60, windowMs: 60 * MINUTE },
  questionnaireChat: { name: 'questionnaire-chat', points: 120, windowMs: 10 * MINUTE },
  preview: { name: 'preview', points: 30, windowMs: 60 * MINUTE },
  domainCheck: { name: 'domain-check', points: 10, windowMs: 10 * MINUTE },
  reviewChangesPerLink: { name: 'review-changes-link', points: 10, windowMs: 60 * MINUTE },
  reviewChangesPerAddress: { name: 'review-changes-address', points: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Messages one questionnaire may hold (the visitor's and the assistant's, hidden ones included): the
 * interview needs a few dozen; beyond this cap the chat answers 409 and the visitor is asked to send
 * the questionnaire.
 */
export const QUESTIONNAIRE_MAX_MESSAGES = 200;

/**
 * Events a day, all together, for sites the product does not know (neither its own pages, nor a client's
 * domain, nor a published site): past it they are answered 202 and not stored (site-quota-port.ts).
 * TRACK_UNKNOWN_SITES_PER_DAY overrides it.
 */
export const TRACK_UNKNOWN_SITES_PER_DAY = 2_000;
