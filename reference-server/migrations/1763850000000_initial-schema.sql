-- Up Migration

-- Accounts and conversations: small tables, read and written by every server process.
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE admin_account (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  username text NOT NULL,
  password_hash text NOT NULL,
  token_version integer NOT NULL
);

CREATE TABLE clients (
  client_id text PRIMARY KEY,
  questionnaire_id text,
  domain text,
  created_at text NOT NULL,          -- ISO 8601 UTC as the backend wrote it
  is_active boolean NOT NULL,
  plan text NOT NULL,
  token_hash text NOT NULL UNIQUE,   -- SHA-256 of the access token, never the token
  token_version integer NOT NULL
);
CREATE INDEX clients_created_at ON clients (created_at DESC);

CREATE TABLE questionnaires (
  id text PRIMARY KEY,
  session_id text NOT NULL UNIQUE,
  created_at text NOT NULL,
  doc jsonb NOT NULL                 -- the whole StoredQuestionnaire (messages, interview state, brief)
);
CREATE INDEX questionnaires_created_at ON questionnaires (created_at DESC);

-- Rate limits shared by every process: a sliding log per (rule, key), the instants (ms) of the points
-- counted within the window. One upsert counts and decides under the row's lock (limiter.ts).
CREATE TABLE rate_limits (
  rule text NOT NULL,
  key text NOT NULL,
  hits bigint[] NOT NULL,
  allowed boolean NOT NULL,          -- the decision of the last consume
  window_ms bigint NOT NULL,
  touched_ms bigint NOT NULL,
  PRIMARY KEY (rule, key)
);
CREATE INDEX rate_limits_touched ON rate_limits (touched_ms);

-- The hits of a log still inside the window (after `since`), oldest first.
CREATE FUNCTION rate_limit_recent(hits bigint[], since bigint) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(h ORDER BY h), '{}') FROM unnest(hits) AS h WHERE h > since $$;

-- Tracked events: append-only. `seq` is the arrival order (ties on equal timestamps), `site` the bare
-- host resolved when the event arrived (null when the page is not a web address).
CREATE TABLE events (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('page_view', 'click', 'conversion', 'scroll')),
  ts timestamptz NOT NULL,
  site text COLLATE "C",
  session_id text NOT NULL,
  page_url text,
  page_title text,
  referrer text,
  viewport_width integer,
  element_id text,
  element_class text,
  element_text text,
  click_type text,
  click_x double precision,
  click_y double precision,
  conversion_type text,
  questionnaire_id text,
  plan_type text,
  value double precision,
  metadata jsonb,
  depth_percent double precision,
  document_height double precision
);
CREATE INDEX events_site_ts ON events (site, ts, seq);
CREATE INDEX events_ts ON events (ts, seq);

-- Rollups, kept current in the same statement that inserts a batch of events.
-- scope: '*' (every event, the operator's figures) or a site; day: the Rome calendar day, or
-- '-infinity' for the all-time row that answers unfiltered ranges without summing days.
CREATE TABLE rollup_days (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  events bigint NOT NULL,            -- every event, scroll included
  counted bigint NOT NULL,           -- events the stats count (all but scroll)
  page_views bigint NOT NULL,
  clicks bigint NOT NULL,
  conversions bigint NOT NULL,
  visitors bigint NOT NULL,          -- distinct sessions among the counted events
  PRIMARY KEY (scope, day)
);

-- The sessions seen per scope and day (and all time): exact unique visitors over any range.
CREATE TABLE rollup_sessions (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (scope, day, session_id)
);

CREATE TABLE rollup_pages (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  page_url text COLLATE "C" NOT NULL,  -- '' for a page view without a page
  views bigint NOT NULL,
  title text,                          -- latest non-empty title of the day
  title_ts timestamptz,
  title_seq bigint,
  PRIMARY KEY (scope, day, page_url)
);

CREATE TABLE rollup_elements (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  text_is_null boolean NOT NULL,
  element_text text COLLATE "C" NOT NULL,
  click_type text COLLATE "C" NOT NULL,
  page_url text COLLATE "C" NOT NULL,
  clicks bigint NOT NULL,
  first_ts timestamptz NOT NULL,       -- first click seen: breaks the last tie (null text vs empty text) as core does
  first_seq bigint NOT NULL,
  PRIMARY KEY (scope, day, text_is_null, element_text, click_type, page_url)
);

-- Pro heatmap: clicks per grid cell (20 columns x 50 px rows) of a site's page and device.
CREATE TABLE rollup_heatmap (
  site text COLLATE "C" NOT NULL,
  page text COLLATE "C" NOT NULL,
  device text NOT NULL,
  day date NOT NULL,
  col smallint NOT NULL,
  row_index integer NOT NULL,
  clicks bigint NOT NULL,
  PRIMARY KEY (site, page, device, day, col, row_index)
);

-- Pro scroll map: the deepest scroll of each session per page, device and day (and all time).
CREATE TABLE rollup_scroll (
  site text COLLATE "C" NOT NULL,
  page text COLLATE "C" NOT NULL,
  device text NOT NULL,
  day date NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  depth double precision NOT NULL,
  PRIMARY KEY (site, page, device, day, session_id)
);

-- The largest document height the tracker reported with a scroll, per page, device and day: the
-- height the heatmap draws.
CREATE TABLE rollup_page_heights (
  site text COLLATE "C" NOT NULL,
  page text COLLATE "C" NOT NULL,
  device text NOT NULL,
  day date NOT NULL,
  height double precision NOT NULL,
  PRIMARY KEY (site, page, device, day)
);

-- Down Migration
DROP TABLE rollup_page_heights, rollup_scroll, rollup_heatmap, rollup_elements, rollup_pages, rollup_sessions, rollup_days,
  events, rate_limits, questionnaires, clients, admin_account, settings;
DROP FUNCTION rate_limit_recent(bigint[], bigint);
