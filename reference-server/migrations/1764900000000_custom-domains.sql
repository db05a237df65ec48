-- Up Migration

-- Custom-domain verifications (Pro): one row per client, for the domain the client has now. The token is
-- the value the customer publishes in the TXT record _landingfacile.{domain}: random, and public once set,
-- so it is kept as it is (it is shown again to the customer and the operator).
-- Instants are ISO 8601 UTC text as the backend writes them, compared byte by byte (COLLATE "C").
CREATE TABLE domain_verifications (
  client_id text PRIMARY KEY REFERENCES clients (client_id) ON DELETE CASCADE,
  domain text COLLATE "C" NOT NULL,          -- the bare domain (ASCII, lower case, no www.)
  token text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'verified', 'active', 'failed')),
  reason text NOT NULL,
  checked_at text COLLATE "C",
  next_check_at text COLLATE "C" NOT NULL,
  created_at text COLLATE "C" NOT NULL
);

-- Host routing and the TLS ask endpoint look a request's host up here on every request: only the domains
-- that may be served are indexed.
CREATE INDEX domain_verifications_servable ON domain_verifications (domain) WHERE status IN ('verified', 'active');
-- The check job claims the rows that are due, oldest first.
CREATE INDEX domain_verifications_due ON domain_verifications (next_check_at);

-- Down Migration
DROP TABLE domain_verifications;
