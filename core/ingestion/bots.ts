/** Crawlers and link previewers are not visitors: their calls are answered but not stored. */
import { isbot } from 'isbot';

/**
 * Verdicts on the user agents seen last. A visitor's browser sends the same string with every call, and
 * isbot's pattern (hundreds of alternatives) was 2% of the server's CPU during a tracking flood. Bounded,
 * since the string is the caller's: at most MAX_VERDICTS entries (the oldest goes first) and no string
 * longer than a browser's.
 */
const verdicts = new Map<string, boolean>();
export const MAX_VERDICTS = 1_000;
const MAX_REMEMBERED_LENGTH = 512;

export function isBotUserAgent(userAgent: string): boolean {
  const known = verdicts.get(userAgent);
  if (known !== undefined) return known;
  const verdict = isbot(userAgent);
  if (userAgent.length <= MAX_REMEMBERED_LENGTH) {
    if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** How many verdicts are remembered (tests). */
export function rememberedVerdicts(): number {
  return verdicts.size;
}
