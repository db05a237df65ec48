import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './routes';

describe('app routes', () => {
  it('lists every SPEC route, style demos included', () => {
    expect(APP_ROUTES).toHaveLength(27);
    for (const path of [
      '/',
      '/admin',
      '/login',
      '/questionario',
      '/stile1',
      '/stile15',
      '/template-studio-legale',
      '/condizioni-di-vendita',
    ]) {
      expect(isAppRoute(path)).toBe(true);
    }
  });
  it('refuses anything else', () => {
    for (const path of ['/stile16', '/stile0', '/api', '/admin/x', '/index.html', '/Admin'])
      expect(isAppRoute(path)).toBe(false);
    expect(isAppRoute('/grazie/')).toBe(true);
  });
  it("answers the access email's one-time link with the app", () => {
    expect(isAppRoute('/accesso/Ab3_x-9ZqLmN0pRsTuVw1')).toBe(true);
    for (const path of ['/accesso/a b', '/accesso/x/y', '/accesso/%3Cscript%3E', `/accesso/${'a'.repeat(101)}`])
      expect(isAppRoute(path)).toBe(false);
  });
});
