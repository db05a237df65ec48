/**
 * What the app takes from PostgreSQL, in one module that app.ts imports only when DATABASE_URL is set: the
 * `pg` driver and these modules cost a server on the embedded store about 15 MiB resident for nothing.
 */
export { postgresDomainStore } from './domain-store';
export { postgresSessionRevocations } from './ended-sessions';
export { watchHostingChanges } from './hosting-changes';
export { postgresLimiterFactory } from './limiter';
export { createPostgresOrders } from './orders';
export { openPostgresStore } from './postgres-store';
export { ensureSharedAdmin, loadSharedJwtSecret } from './shared-secrets';
export { createPostgresSiteStore } from './sites';
export { postgresUnknownSiteQuota } from './unknown-site-days';
