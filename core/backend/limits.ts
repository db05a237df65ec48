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
} as const;

const MINUTE = 60 * 1000;

/**
 * The rate limits per client address. Generous where many people may share one address (an office, a
 * mobile carrier's NAT): a person starts a questionnaire a few times and writes a message every several
 * seconds at most.
 * - login: failed logins (a success clears the count); every attempt is counted before the password is
 *   checked, so attempts sent at once cannot outrun the limit. LOGIN_MAX_FAILURES overrides the points.
 * - track: tracking calls (TRACK_RATE_LIMIT overrides the points).
 * - questionnaireStart: starts and resumes of the chat questionnaire.
 * - questionnaireChat: chat messages, whatever the session.
 */
export const LIMIT_RULES = {
  login: { name: 'login', points: 10, windowMs: 15 * MINUTE },
  track: { name: 'track', points: 600, windowMs: MINUTE },
  questionnaireStart: { name: 'questionnaire-start', points: 60, windowMs: 60 * MINUTE },
  questionnaireChat: { name: 'questionnaire-chat', points: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/**
 * Messages one questionnaire may hold (the visitor's and the assistant's, hidden ones included): the
 * interview needs a few dozen; beyond this cap the chat answers 409 and the visitor is asked to send
 * the questionnaire.
 */
export const QUESTIONNAIRE_MAX_MESSAGES = 200;
