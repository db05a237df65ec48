/** Crawlers and link previewers are not visitors: their calls are answered but not stored. */
import { isbot } from 'isbot';

export function isBotUserAgent(userAgent: string): boolean {
  return isbot(userAgent);
}
