-- Up Migration

-- Where visitors come from, on which device, and the contacts the pages generate (issue 32).

-- A form sent is an event of its own (POST /track/form): a measurement of a page view, like a scroll.
ALTER TABLE events DROP CONSTRAINT events_type_check;
ALTER TABLE events ADD CONSTRAINT events_type_check
  CHECK (type IN ('page_view', 'click', 'conversion', 'scroll', 'form_submit')) NOT VALID;

-- The tags the tracker reads before it drops the query string, and what ingestion derives once: the page
-- view's channel and source (core/ingestion/sources.ts), the contact an event is, and the audience keys
-- its visitor counts under (core/breakdowns.ts: device, channel, source, campaign), computed by core in
-- JavaScript so that the fold groups exactly as the in-memory aggregates do.
ALTER TABLE events
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN channel text,
  ADD COLUMN source text,
  ADD COLUMN contact_kind text,
  ADD COLUMN audience text[];

-- Visitors per audience key: the sessions seen per scope, key and day, and the day gaps behind exact
-- distinct visitors over any range (as rollup_sessions and rollup_session_gaps, migration 1764300000000):
-- a range's visitors under a key are sum(sessions) WHERE day BETWEEN from AND to AND
-- (gap = 0 OR gap > day - from); all time, the rows with gap = 0.
CREATE TABLE rollup_audience (
  scope text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  day date NOT NULL,
  session_id text COLLATE "C" NOT NULL,
  PRIMARY KEY (scope, key, day, session_id)
);
CREATE INDEX rollup_audience_by_session ON rollup_audience (scope, key, session_id, day);

CREATE TABLE rollup_audience_gaps (
  scope text COLLATE "C" NOT NULL,
  key text COLLATE "C" NOT NULL,
  day date NOT NULL,
  gap integer NOT NULL,
  sessions bigint NOT NULL,
  PRIMARY KEY (scope, key, day, gap)
);

-- Contacts per scope, day ('-infinity': all time) and kind.
CREATE TABLE rollup_contacts (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  kind text COLLATE "C" NOT NULL,
  contacts bigint NOT NULL,
  PRIMARY KEY (scope, day, kind)
);

-- The heatmap's coverage and zones: clicks without a position per page, device and day, and clicks per
-- cell and element text ('' for none).
CREATE TABLE rollup_page_clicks (
  site text COLLATE "C" NOT NULL,
  page text COLLATE "C" NOT NULL,
  device text NOT NULL,
  day date NOT NULL,
  unpositioned bigint NOT NULL,
  PRIMARY KEY (site, page, device, day)
);

CREATE TABLE rollup_zone_texts (
  site text COLLATE "C" NOT NULL,
  page text COLLATE "C" NOT NULL,
  device text NOT NULL,
  day date NOT NULL,
  col smallint NOT NULL,
  row_index integer NOT NULL,
  element_text text COLLATE "C" NOT NULL,
  clicks bigint NOT NULL,
  PRIMARY KEY (site, page, device, day, col, row_index, element_text)
);

-- The events already folded: their devices, clicks without a position and zone texts come from columns
-- they have (those stored since migration 1764100000000, which carry `day` and `device`). They have no
-- source and no contact: the tracker did not send the tags or the kinds then.
-- Events stored by the previous version and not folded yet: the fold reads their keys from `audience`.
UPDATE events SET audience = ARRAY['d' || device]
 WHERE type = 'page_view' AND device IS NOT NULL AND seq > (SELECT folded_seq FROM rollup_watermark);

INSERT INTO rollup_audience (scope, key, day, session_id)
SELECT DISTINCT s.scope, 'd' || e.device, e.day, e.session_id
  FROM events e CROSS JOIN LATERAL (VALUES ('*'), (e.site)) AS s(scope)
 WHERE e.type = 'page_view' AND e.device IS NOT NULL AND e.day IS NOT NULL AND s.scope IS NOT NULL
   AND e.seq <= (SELECT folded_seq FROM rollup_watermark);

INSERT INTO rollup_audience_gaps (scope, key, day, gap, sessions)
SELECT scope, key, day, gap, count(*)
  FROM (SELECT scope, key, day, coalesce(day - lag(day) OVER (PARTITION BY scope, key, session_id ORDER BY day), 0) AS gap
          FROM rollup_audience) AS d
 GROUP BY scope, key, day, gap;

INSERT INTO rollup_page_clicks (site, page, device, day, unpositioned)
SELECT site, page_key, device, p.period, count(*)
  FROM events CROSS JOIN LATERAL (VALUES (day), ('-infinity'::date)) AS p(period)
 WHERE type = 'click' AND site IS NOT NULL AND page_key IS NOT NULL AND col IS NULL AND day IS NOT NULL
   AND seq <= (SELECT folded_seq FROM rollup_watermark)
 GROUP BY 1, 2, 3, 4;

INSERT INTO rollup_zone_texts (site, page, device, day, col, row_index, element_text, clicks)
SELECT site, page_key, device, p.period, col, row_index, coalesce(element_text, ''), count(*)
  FROM events CROSS JOIN LATERAL (VALUES (day), ('-infinity'::date)) AS p(period)
 WHERE type = 'click' AND site IS NOT NULL AND page_key IS NOT NULL AND col IS NOT NULL AND day IS NOT NULL
   AND seq <= (SELECT folded_seq FROM rollup_watermark)
 GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Down Migration
-- Forms sent have no place in the previous schema: they go with the step down.
DROP TABLE rollup_zone_texts, rollup_page_clicks, rollup_contacts, rollup_audience_gaps, rollup_audience;
DELETE FROM events WHERE type = 'form_submit';
ALTER TABLE events DROP COLUMN utm_source, DROP COLUMN utm_medium, DROP COLUMN utm_campaign, DROP COLUMN channel,
  DROP COLUMN source, DROP COLUMN contact_kind, DROP COLUMN audience;
ALTER TABLE events DROP CONSTRAINT events_type_check;
ALTER TABLE events ADD CONSTRAINT events_type_check CHECK (type IN ('page_view', 'click', 'conversion', 'scroll'));
