/**
 * The visitors of one day of a scope under each audience key (device, channel, source, campaign:
 * core/breakdowns.ts), as interned session ids. A day that is over is compacted like DayCounters' visitors:
 * each key's set becomes an Int32Array; a late event for that day turns that key's back into a set.
 */
export class AudienceSets {
  private readonly sets = new Map<number, Set<number> | Int32Array>();

  add(key: number, session: number): void {
    let sessions = this.sets.get(key);
    if (sessions instanceof Int32Array) this.sets.set(key, (sessions = new Set(sessions)));
    else if (!sessions) this.sets.set(key, (sessions = new Set()));
    sessions.add(session);
  }

  /** Each key with its visitors (interned ids, distinct). */
  entries(): Iterable<[number, Iterable<number>]> {
    return this.sets;
  }

  compact(): void {
    for (const [key, sessions] of this.sets) if (sessions instanceof Set) this.sets.set(key, Int32Array.from(sessions));
  }
}
