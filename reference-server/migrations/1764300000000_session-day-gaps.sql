-- Up Migration

-- Unique visitors of a bounded range of several days, without counting distinct sessions over every
-- session-day of the range (about 650 000 rows for 30 days at 10 000 000 events: 2 s with ten dashboards
-- at once). A session is counted once, on its first day in the range; that day is the one whose gap to
-- the session's previous day (any scope's row in rollup_sessions) is longer than its distance from the
-- range's start, or which is the session's first day of all (gap 0). So the range's visitors are
--   sum(sessions) WHERE day BETWEEN from AND to AND (gap = 0 OR gap > day - from),
-- a few rows per day. Kept by the fold with the other rollups (ingest-sql.ts).
CREATE TABLE rollup_session_gaps (
  scope text COLLATE "C" NOT NULL,
  day date NOT NULL,
  gap integer NOT NULL,             -- days since the session's previous day in the scope; 0 for its first
  sessions bigint NOT NULL,
  PRIMARY KEY (scope, day, gap)
);

-- The fold finds a session's days around a new one.
CREATE INDEX rollup_sessions_by_session ON rollup_sessions (scope, session_id, day);

INSERT INTO rollup_session_gaps (scope, day, gap, sessions)
SELECT scope, day, gap, count(*)
  FROM (SELECT scope, day, coalesce(day - lag(day) OVER (PARTITION BY scope, session_id ORDER BY day), 0) AS gap
          FROM rollup_sessions WHERE day > '-infinity') AS d
 GROUP BY scope, day, gap;

-- Down Migration
DROP INDEX rollup_sessions_by_session;
DROP TABLE rollup_session_gaps;
