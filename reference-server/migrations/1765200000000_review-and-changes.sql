-- Up Migration

-- Review and modifications (issue 29): the review links (the token's SHA-256 hash only) and the customers'
-- change requests, numbered per site. Documents in `doc` as the orders keep theirs; the columns the queries
-- filter on beside them.
CREATE TABLE review_links (
  token_hash text PRIMARY KEY,
  site_id text NOT NULL,
  used_at text,
  doc jsonb NOT NULL
);
CREATE INDEX review_links_by_site ON review_links (site_id);

CREATE TABLE change_requests (
  request_id text PRIMARY KEY,
  site_id text NOT NULL,
  number integer NOT NULL,
  state text NOT NULL CHECK (state IN ('ricevuta', 'in_lavorazione', 'completata', 'annullata')),
  created_at text NOT NULL,
  doc jsonb NOT NULL,
  UNIQUE (site_id, number)
);
-- The operator's queue: the open requests.
CREATE INDEX change_requests_open ON change_requests (created_at) WHERE state IN ('ricevuta', 'in_lavorazione');

-- Down Migration
DROP TABLE change_requests;
DROP TABLE review_links;
