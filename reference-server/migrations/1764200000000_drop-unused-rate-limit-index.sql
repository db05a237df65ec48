-- Up Migration

-- The sweep of idle logs (`touched_ms + window_ms <= now`) cannot use an index on touched_ms alone, and
-- nothing else reads it; every consume changes touched_ms, so the index only made each update write new
-- index entries instead of a heap-only (HOT) update. The sweep reads the table, every 10 minutes.
DROP INDEX rate_limits_touched;

-- Down Migration
CREATE INDEX rate_limits_touched ON rate_limits (touched_ms);
