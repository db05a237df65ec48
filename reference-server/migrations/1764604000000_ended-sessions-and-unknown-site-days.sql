-- Up Migration

-- Sessions ended by logout before their token expired (core/backend/session-port.ts). Every
-- authenticated call looks its session id up by primary key; a logout deletes the entries whose token
-- has expired anyway (expires_ms, on the backend's clock), so the table holds the last 12 hours' logouts.
CREATE TABLE ended_sessions (
  sid text PRIMARY KEY,
  expires_ms bigint NOT NULL
);

-- The daily quota of events for sites the product does not know (core/backend/site-quota-port.ts): one
-- row per Rome calendar day, counted by one upsert per batch of calls, shared by every process.
-- last_admitted is how many of the latest batch fitted, computed under the row lock from the count
-- before it (RETURNING sees only the new row).
CREATE TABLE unknown_site_days (
  day date PRIMARY KEY,
  stored bigint NOT NULL DEFAULT 0,
  dropped bigint NOT NULL DEFAULT 0,
  last_admitted bigint NOT NULL DEFAULT 0
);

-- Down Migration
DROP TABLE unknown_site_days;
DROP TABLE ended_sessions;
