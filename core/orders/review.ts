/**
 * Review and modifications (issue 29): the rules of the review link, of the change requests' states and of
 * the counter the plans promise, shared by every backend. The figures come from core/plans.ts
 * (SERVICE_TERMS), the same constants the home page and the plan cards read.
 *
 * - A review link holds a token of 256 random bits, stored only as its SHA-256 hash, valid REVIEW_LINK_DAYS.
 *   Approving the site uses it up; an unknown, expired or used token reads the same (404).
 * - A request is counted when sent: free while the site has free ones left within the window, extra
 *   (paid) otherwise. «Correzione» (the team's own mistake) and «annullata» give the count back.
 * - The free window runs from the first review link until `freeModificationsWindowDays` after the first
 *   publication (open while the site is not published yet).
 * - A change is due `changeDueWorkingHours` working hours after it was sent; an open one past that is late.
 */
import type { ChangeRequestState } from '../api';
import { addCalendarDays, formatCalendarDay, romeDayEndMs, romeDayOf } from '../dates';
import { SERVICE_TERMS } from '../plans';
import { addWorkingHours } from './working-hours';

const DAY_MS = 86_400_000;

/** How long a review link stays valid. */
export const REVIEW_LINK_DAYS = 30;
/** Random bytes of a review token (256 bits, 43 base64url characters). */
export const REVIEW_TOKEN_BYTES = 32;

export const reviewLinkExpiry = (createdAtMs: number): number => createdAtMs + REVIEW_LINK_DAYS * DAY_MS;

/** The page the link opens, under the product's own address. */
export const reviewPath = (token: string): string => `/anteprima/${token}`;

export interface CountedRequest {
  extra: boolean;
  correction: boolean;
  state: ChangeRequestState;
}

/** True when the request takes one of the counted modifications (free or extra). */
export const isCounted = (r: CountedRequest): boolean => !r.correction && r.state !== 'annullata';

/**
 * The last instant of the free window: the end (Europe/Rome) of the day `freeModificationsWindowDays` after
 * the first publication; null while the site has never been published (the window is open).
 */
export function freeUntilMs(firstPublishedAtMs: number | null): number | null {
  if (firstPublishedAtMs === null) return null;
  return romeDayEndMs(addCalendarDays(romeDayOf(firstPublishedAtMs), SERVICE_TERMS.freeModificationsWindowDays));
}

/** `free_until` as the contract writes it: the window's last calendar day in Europe/Rome. */
export function freeUntilDate(firstPublishedAtMs: number | null): string | null {
  if (firstPublishedAtMs === null) return null;
  return formatCalendarDay(addCalendarDays(romeDayOf(firstPublishedAtMs), SERVICE_TERMS.freeModificationsWindowDays));
}

export interface Allowance {
  free_left: number;
  free_limit: number;
  free_until: string | null;
  extra_fee_eur: number;
}

/** The counter at `nowMs`: free ones left (0 once the window closed), the limit, the window's last day. */
export function allowanceOf(
  requests: readonly CountedRequest[],
  firstPublishedAtMs: number | null,
  nowMs: number,
): Allowance {
  const limit = SERVICE_TERMS.freeModifications;
  const until = freeUntilMs(firstPublishedAtMs);
  const used = requests.filter((r) => isCounted(r) && !r.extra).length;
  const open = until === null || nowMs < until;
  return {
    free_left: open ? Math.max(0, limit - used) : 0,
    free_limit: limit,
    free_until: freeUntilDate(firstPublishedAtMs),
    extra_fee_eur: SERVICE_TERMS.extraModificationPrice,
  };
}

/** When a change sent at `createdAtMs` is due. */
export const changeDueAt = (createdAtMs: number): number =>
  addWorkingHours(createdAtMs, SERVICE_TERMS.changeDueWorkingHours);

export const OPEN_CHANGE_STATES: readonly ChangeRequestState[] = ['ricevuta', 'in_lavorazione'];

const CHANGE_MOVES: Readonly<Record<ChangeRequestState, readonly ChangeRequestState[]>> = {
  ricevuta: ['in_lavorazione', 'completata', 'annullata'],
  in_lavorazione: ['completata', 'annullata'],
  completata: [],
  annullata: [],
};

/** True when the operator may move a request from `from` to `to` (the same state is allowed: a no-op). */
export const canMoveChange = (from: ChangeRequestState, to: ChangeRequestState): boolean =>
  from === to || CHANGE_MOVES[from].includes(to);

export const isLate = (state: ChangeRequestState, dueAtMs: number, nowMs: number): boolean =>
  OPEN_CHANGE_STATES.includes(state) && nowMs > dueAtMs;
