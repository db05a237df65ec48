import { describe, expect, it } from 'vitest';
import { trackerSnippet } from './tracker-snippet';

describe('trackerSnippet', () => {
  it('points at the product origin and names the client domain', () => {
    expect(trackerSnippet('https://landingfacile.it/', 'pizzeriadagennaro.it')).toBe(
      '<script defer src="https://landingfacile.it/t.js" data-api="https://landingfacile.it/api" data-domain="pizzeriadagennaro.it"></script>',
    );
  });

  it('leaves the domain out for a client without one', () => {
    expect(trackerSnippet('http://localhost:8080', null)).toBe(
      '<script defer src="http://localhost:8080/t.js" data-api="http://localhost:8080/api"></script>',
    );
  });
});
