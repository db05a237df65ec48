/**
 * Credentials the e2e run uses. The reference server is started by the Playwright config with these values
 * in its environment (test-only values, never a default of the product); the demo uses the seed's demo admin.
 */
import { DEMO_ADMIN } from '../../mock/seed/credentials';

export const SERVER_ADMIN = {
  username: 'e2e-admin',
  password: 'e2e-solo-per-i-test-Vq7#kP2m',
} as const;

/** At least 32 bytes, as the server requires. */
export const SERVER_JWT_SECRET = 'e2e-jwt-secret-only-for-tests-3c1f9b7a5d2e8f60';

/** The reference server's Stripe webhook secret in e2e runs: the orders spec signs its events with it. */
export const SERVER_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_only_for_tests_7d41c2b9e8a05f36';

export type Backend = 'server' | 'demo';

export interface AdminCredentials {
  username: string;
  password: string;
}

export const ADMIN_CREDENTIALS: Readonly<Record<Backend, AdminCredentials>> = {
  server: SERVER_ADMIN,
  demo: DEMO_ADMIN,
};

/** Override with E2E_SERVER_PORT / E2E_DEMO_PORT to run two e2e sessions side by side. */
export const PORTS = {
  server: Number(process.env.E2E_SERVER_PORT ?? 18999),
  demo: Number(process.env.E2E_DEMO_PORT ?? 4173),
} as const;
