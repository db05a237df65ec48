import { isbot } from 'isbot';
import { describe, expect, it } from 'vitest';
import { isBotUserAgent, MAX_VERDICTS, rememberedVerdicts } from './bots';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('isBotUserAgent', () => {
  it('gives isbot’s verdict, the first time and every time after', () => {
    for (let i = 0; i < 3; i += 1) {
      expect(isBotUserAgent(BROWSER)).toBe(false);
      expect(isBotUserAgent(CRAWLER)).toBe(true);
      expect(isBotUserAgent('curl/8.5.0')).toBe(isbot('curl/8.5.0'));
    }
  });

  it('remembers a bounded number of user agents, however many it is sent', () => {
    for (let i = 0; i < MAX_VERDICTS * 3; i += 1) {
      const agent = i % 2 ? `${BROWSER} Variante/${i}` : `crawler-${i}/1.0 (+https://example.com/bot)`;
      expect(isBotUserAgent(agent)).toBe(isbot(agent));
    }
    expect(rememberedVerdicts()).toBe(MAX_VERDICTS);
    // A string longer than a browser's is judged, not remembered.
    const long = `${BROWSER} ${'x'.repeat(2_000)}`;
    expect(isBotUserAgent(long)).toBe(isbot(long));
    expect(rememberedVerdicts()).toBe(MAX_VERDICTS);
  });
});
