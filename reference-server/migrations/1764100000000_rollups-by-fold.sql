-- Up Migration

-- Rollups move out of the tracking request: an ingestion statement now only appends its events, and the
-- rollups are brought up to date by a fold (rollup-folder.ts) that adds every event after a watermark,
-- run every second by each server process and before every dashboard read. Every batch used to update
-- the same hot rows (today's and all time's, for '*' and the site) under row locks held until its commit
-- flushed the WAL, so batches queued behind each other; a fold updates each of those rows once for
-- thousands of events.

-- The values core computes for an event (Rome day, device bucket, map page, heatmap cell), stored with the
-- event when it arrives so that the fold, in SQL, groups exactly as core would. Rows stored before this
-- migration are already in the rollups (watermark below) and keep them null.
ALTER TABLE events
  ADD COLUMN day date,
  ADD COLUMN device text,
  ADD COLUMN page_key text COLLATE "C",
  ADD COLUMN col smallint,
  ADD COLUMN row_index integer;

-- A process of the previous version still running (several processes, a rolling restart) would store events
-- without these values and count them in its own statement, and the fold would count them again: its
-- inserts are refused instead. Stop every process of the previous version before starting this one.
ALTER TABLE events ADD CONSTRAINT events_day_derived CHECK (day IS NOT NULL) NOT VALID;

-- Every event with seq <= folded_seq is counted in the rollups, and no other.
CREATE TABLE rollup_watermark (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  folded_seq bigint NOT NULL
);
INSERT INTO rollup_watermark (folded_seq) SELECT coalesce(max(seq), 0) FROM events;

-- Down Migration
-- Events stored after the up step are not in the rollups yet: fold them (any server process of this
-- version does, within a second) before stepping down, or the old code will never count them.
DROP TABLE rollup_watermark;
ALTER TABLE events DROP COLUMN day, DROP COLUMN device, DROP COLUMN page_key, DROP COLUMN col, DROP COLUMN row_index;
