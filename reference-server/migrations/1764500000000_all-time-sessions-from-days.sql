-- Up Migration

-- rollup_sessions kept every session twice per scope: once per day, and once in an all-time row
-- ('-infinity') that counted the scope's visitors of all time. The day rows tell that already: a session
-- is new to a scope when no day of it is stored there, which the fold reads anyway to keep the day gaps
-- (migration 1764300000000). The fold now writes day rows only, half the rows and index entries per new
-- session (most of a fold's cost when visitors are new), and the table holds half the rows. The all-time
-- counts in rollup_days stay as they are.
DELETE FROM rollup_sessions WHERE day = '-infinity';

-- Down Migration

-- The previous fold expects the all-time rows: one per scope and session seen on any day.
INSERT INTO rollup_sessions (scope, day, session_id)
SELECT DISTINCT scope, '-infinity'::date, session_id FROM rollup_sessions WHERE day > '-infinity'
ON CONFLICT DO NOTHING;
