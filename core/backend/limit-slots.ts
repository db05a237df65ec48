/**
 * The rule of the rate-limit port (`LimitRule` in limiter-port.ts) over one key's counted points, kept in
 * slots of the window: per slot, oldest first, how many points it counted and the instant of its last one.
 * At most SLOTS_PER_WINDOW + 1 slots hold points at any time, whatever the count, so deciding a call costs
 * the same at ten points a window as at a hundred thousand. The in-memory limiter keeps one of these per
 * key; PostgreSQL's rate_limit_consume (migration 1764700000000) does the same steps on a row.
 */
import { ALLOWED, refusedFor, slotWidthMs, type LimitDecision, type LimitRule } from './limiter-port';

export interface LimitSlots {
  counts: number[];
  lasts: number[];
  /** The sum of `counts`. */
  total: number;
}

export function emptySlots(): LimitSlots {
  return { counts: [], lasts: [], total: 0 };
}

/** Drops the slots whose last point has left the window (oldest first, so they lead). */
function expire(slots: LimitSlots, windowMs: number, now: number): void {
  let gone = 0;
  while (gone < slots.lasts.length && slots.lasts[gone]! <= now - windowMs) {
    slots.total -= slots.counts[gone]!;
    gone += 1;
  }
  if (gone > 0) {
    slots.counts.splice(0, gone);
    slots.lasts.splice(0, gone);
  }
}

/** Milliseconds until the oldest slots have freed enough for `points` (a whole window if they never can). */
function waitFor(slots: LimitSlots, rule: LimitRule, points: number, now: number): number {
  let owed = slots.total + points - rule.points;
  for (let i = 0; i < slots.counts.length; i += 1) {
    owed -= slots.counts[i]!;
    if (owed <= 0) return slots.lasts[i]! + rule.windowMs - now;
  }
  return rule.windowMs;
}

/** Counts `points` at `now` into the key's slots if the rule allows them, and says whether it did. */
export function consumeSlots(slots: LimitSlots, rule: LimitRule, points: number, now: number): LimitDecision {
  expire(slots, rule.windowMs, now);
  if (slots.total + points > rule.points) return refusedFor(waitFor(slots, rule, points, now));
  const slotMs = slotWidthMs(rule.windowMs);
  const newest = slots.lasts.length - 1;
  // Into the newest slot when now falls in it (or before it: a clock that stepped back).
  if (newest >= 0 && Math.floor(slots.lasts[newest]! / slotMs) >= Math.floor(now / slotMs)) {
    slots.counts[newest] = slots.counts[newest]! + points;
    slots.lasts[newest] = Math.max(slots.lasts[newest]!, now);
  } else {
    slots.counts.push(points);
    slots.lasts.push(now);
  }
  slots.total += points;
  return ALLOWED;
}

/** Whether every point of the slots has left the window (the key can be forgotten). */
export function slotsEmptyAt(slots: LimitSlots, windowMs: number, now: number): boolean {
  return slots.lasts.length === 0 || slots.lasts[slots.lasts.length - 1]! <= now - windowMs;
}
