/**
 * Demo-only credentials of the seeded data set. The browser-only demo holds no real data, so it may show
 * them on its admin login; the production bundle never imports this module (a test checks the bundle).
 */
export const DEMO_ADMIN = {
  username: 'demo',
  password: 'prova-la-demo-2026',
} as const;

/**
 * Plaintext access tokens of two seeded clients (only their SHA-256 hashes are in the store), for tests,
 * Storybook and the demo's hint text. The first is an active Pro client with a domain, the second an
 * active Basic client without a domain.
 */
export const DEMO_CLIENT_TOKENS = {
  /** pizzeriadagennaro.it, Pro, active. */
  pizzeria: 'demo-token-pizzeria-da-gennaro-5f3c9a1e7b2d4c6f8a0e',
  /** No domain yet, Basic, active. */
  noDomain: 'demo-token-cliente-senza-dominio-2b8e4d1f6a9c3e7b0d5a',
} as const;
