-- Up Migration

-- Orders: one per completed questionnaire. The record is the document (StoredOrder); the columns beside it
-- are what queries select on. `version` is the compare-and-set of every change (one transaction per change:
-- the order, its timeline, its emails, the client it creates and the webhook event behind it).
CREATE TABLE orders (
  order_id text PRIMARY KEY,
  questionnaire_id text NOT NULL UNIQUE,
  client_id text,
  status text NOT NULL,
  stripe_subscription_id text,
  created_at text NOT NULL,          -- ISO 8601 UTC as the backend wrote it
  version integer NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX orders_created_at ON orders (created_at DESC);
CREATE INDEX orders_status ON orders (status, created_at DESC);
CREATE INDEX orders_client ON orders (client_id) WHERE client_id IS NOT NULL;
CREATE INDEX orders_subscription ON orders (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL;

-- The timeline: append-only, in the order of the changes.
CREATE TABLE order_events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (order_id),
  doc jsonb NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, seq);

-- The email outbox. One email per idempotency key; a sender claims due emails with FOR UPDATE SKIP LOCKED
-- and a lease, and only the lease's owner records the attempt.
CREATE TABLE outbox (
  seq bigint GENERATED ALWAYS AS IDENTITY,  -- the order emails were written in
  email_id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  order_id text,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  next_attempt_at timestamptz,
  lease_owner text,
  lease_until timestamptz,
  created_at text NOT NULL,
  doc jsonb NOT NULL
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_order ON outbox (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX outbox_created_at ON outbox (created_at DESC, seq DESC);

-- Webhook events already processed (a replay changes nothing).
CREATE TABLE webhook_events (
  event_id text PRIMARY KEY,
  received_at text NOT NULL
);

-- One-time login codes of the access emails: only the SHA-256 of the code.
CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL,
  created_at text NOT NULL,
  expires_at text NOT NULL,
  used_at text
);

-- The monthly report's one-click opt-out: token hashes and the clients who opted out.
CREATE TABLE report_unsubscribe_tokens (
  token_hash text PRIMARY KEY,
  client_id text NOT NULL
);
CREATE TABLE report_opt_outs (
  client_id text PRIMARY KEY,
  opted_out_at text NOT NULL
);

-- Down Migration
DROP TABLE report_opt_outs, report_unsubscribe_tokens, login_codes, webhook_events, outbox, order_events, orders;
