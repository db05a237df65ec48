import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './routes';

describe('app routes', () => {
  it('lists every SPEC route, style demos included', () => {
    expect(APP_ROUTES).toHaveLength(25);
    for (const path of ['/', '/admin', '/login', '/questionario', '/stile1', '/stile15', '/template-studio-legale']) {
      expect(isAppRoute(path)).toBe(true);
    }
  });
  it('refuses anything else', () => {
    for (const path of ['/stile16', '/stile0', '/api', '/admin/x', '/index.html', '/Admin'])
      expect(isAppRoute(path)).toBe(false);
    expect(isAppRoute('/grazie/')).toBe(true);
  });
});
