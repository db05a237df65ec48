-- Up Migration

-- rate_limit_consume kept a sliding log per key: the instant of every point counted within the window, an
-- array read, filtered, sorted and written back whole for each key of each batch. The cost of a call grew with
-- the calls its address had already made in the window: one address at a limit raised to 100 000 a minute
-- fell from 1 359 to 714 tracking calls a second over four rounds of 15 000 (issue 30), while 8 192 addresses
-- did 3 000 to 4 265.
--
-- A key now keeps at most 61 slots, each a sixtieth of the window: how many points the slot counted and the
-- instant of its last one. A slot leaves the window when its last point does, so the rule stays the one of
-- the log, never more than `p_max` points within any window of `p_window` (the contract's "after 10
-- failures from one IP within 15 minutes, 429"), a burst frees up exactly one window later, and a refused
-- call is not counted; the only difference is that a point may stay counted up to a sixtieth of the window
-- longer than its own instant, with the last point of its slot. The in-memory limiter keeps the same slots
-- (core/backend/limit-slots.ts; SLOTS_PER_WINDOW and slotWidthMs in core/backend/limiter-port.ts give the
-- width computed below), and core/backend/limiter-cases.ts holds the boundary cases both pass. A key's row thus has a bounded
-- size whatever its count, and a call costs the same whether its address made one call in the window or
-- a hundred thousand.
--
-- Same signature and batching as before (a server process of the previous version keeps working against
-- this function while processes are replaced one by one): the attempts of a batch decided in arrival
-- order, each key's row locked once in sorted order through the primary key (sequential scans off), the
-- transaction committed without waiting for the WAL flush.
ALTER TABLE rate_limits
  ADD COLUMN counts int[] NOT NULL DEFAULT '{}',
  ADD COLUMN lasts bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN total int NOT NULL DEFAULT 0;

-- The logs become slots (the rows of logins blocked right now stay blocked).
UPDATE rate_limits r
   SET counts = s.counts, lasts = s.lasts, total = s.total
  FROM (
    SELECT l.rule, l.key, array_agg(l.n ORDER BY l.slot) AS counts, array_agg(l.last ORDER BY l.slot) AS lasts,
           sum(l.n)::int AS total
      FROM (
        SELECT r.rule, r.key, h / greatest(1, (r.window_ms + 59) / 60) AS slot, count(*)::int AS n, max(h) AS last
          FROM rate_limits r, unnest(r.hits) AS h
         GROUP BY 1, 2, 3
      ) l
     GROUP BY l.rule, l.key
  ) s
 WHERE r.rule = s.rule AND r.key = s.key;

ALTER TABLE rate_limits DROP COLUMN hits, DROP COLUMN allowed;

COMMENT ON TABLE rate_limits IS
  'Rate limits shared by every process: per (rule, key), up to 61 slots of a sixtieth of the window each '
  '(counts: points counted; lasts: instant in ms of the last one), oldest first, and their total.';

CREATE OR REPLACE FUNCTION rate_limit_consume(
  p_rule text, p_keys text[], p_points int[], p_now bigint, p_max int, p_window bigint
) RETURNS TABLE (ord int, allowed boolean, retry_ms bigint)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  -- SLOTS_PER_WINDOW (60) slots of whole milliseconds, as core's slotWidthMs computes them.
  slot_ms constant bigint := greatest(1, (p_window + 59) / 60);
  attempt record;
  current_key text := NULL;
  -- The key's slots, oldest first: points counted, instant of the last one; and their total.
  held_counts int[];
  held_lasts bigint[];
  held_total int;
  n int;
  kept int;
  owed int;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR attempt IN
    SELECT u.key, u.points, u.ord::int AS ord
      FROM unnest(p_keys, p_points) WITH ORDINALITY AS u(key, points, ord)
     ORDER BY u.key, u.ord
  LOOP
    IF current_key IS DISTINCT FROM attempt.key THEN
      IF current_key IS NOT NULL THEN
        UPDATE rate_limits r SET counts = held_counts, lasts = held_lasts,
                                 total = held_total, window_ms = p_window, touched_ms = p_now
         WHERE r.rule = p_rule AND r.key = current_key;
      END IF;
      current_key := attempt.key;
      LOOP
        SELECT r.counts, r.lasts, r.total INTO held_counts, held_lasts, held_total
          FROM rate_limits r WHERE r.rule = p_rule AND r.key = current_key FOR UPDATE;
        EXIT WHEN FOUND;
        INSERT INTO rate_limits (rule, key, window_ms, touched_ms)
          VALUES (p_rule, current_key, p_window, p_now)
          ON CONFLICT (rule, key) DO NOTHING;
        -- Inserted here: the row is this transaction's until it commits.
        IF FOUND THEN
          held_counts := '{}';
          held_lasts := '{}';
          held_total := 0;
          EXIT;
        END IF;
      END LOOP;
      -- The slots whose last point has left the window, oldest first.
      n := cardinality(held_lasts);
      kept := 1;
      WHILE kept <= n AND held_lasts[kept] <= p_now - p_window LOOP
        held_total := held_total - held_counts[kept];
        kept := kept + 1;
      END LOOP;
      IF kept > 1 THEN
        held_counts := held_counts[kept:n];
        held_lasts := held_lasts[kept:n];
      END IF;
    END IF;
    ord := attempt.ord;
    n := cardinality(held_lasts);
    IF held_total + attempt.points <= p_max THEN
      -- Into the newest slot when now falls in it (or before it: another process's clock ran ahead).
      IF n > 0 AND held_lasts[n] / slot_ms >= p_now / slot_ms THEN
        held_counts[n] := held_counts[n] + attempt.points;
        held_lasts[n] := greatest(held_lasts[n], p_now);
      ELSE
        held_counts := held_counts || attempt.points;
        held_lasts := held_lasts || p_now;
      END IF;
      held_total := held_total + attempt.points;
      allowed := true;
      retry_ms := 0;
    ELSE
      allowed := false;
      -- When enough of the oldest points have left (a whole window for a request larger than the rule).
      retry_ms := p_window;
      owed := held_total + attempt.points - p_max;
      FOR i IN 1..n LOOP
        owed := owed - held_counts[i];
        IF owed <= 0 THEN
          retry_ms := held_lasts[i] + p_window - p_now;
          EXIT;
        END IF;
      END LOOP;
    END IF;
    RETURN NEXT;
  END LOOP;
  IF current_key IS NOT NULL THEN
    UPDATE rate_limits r SET counts = held_counts, lasts = held_lasts,
                             total = held_total, window_ms = p_window, touched_ms = p_now
     WHERE r.rule = p_rule AND r.key = current_key;
  END IF;
END $$;

-- Down Migration

-- The slots become logs again, each point at its slot's last instant (a key blocked stays blocked, at most a
-- sixtieth of the window longer), and the function of 1764400000000 comes back with them.
ALTER TABLE rate_limits
  ADD COLUMN hits bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN allowed boolean NOT NULL DEFAULT true;
UPDATE rate_limits r
   SET hits = coalesce(
         (SELECT array_agg(s.last ORDER BY s.last) FROM unnest(r.counts, r.lasts) AS s(n, last), generate_series(1, s.n)),
         '{}');
ALTER TABLE rate_limits
  ALTER COLUMN hits DROP DEFAULT,
  ALTER COLUMN allowed DROP DEFAULT,
  DROP COLUMN counts,
  DROP COLUMN lasts,
  DROP COLUMN total;
COMMENT ON TABLE rate_limits IS NULL;

CREATE OR REPLACE FUNCTION rate_limit_consume(
  p_rule text, p_keys text[], p_points int[], p_now bigint, p_max int, p_window bigint
) RETURNS TABLE (ord int, allowed boolean, retry_ms bigint)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
  attempt record;
  current_key text := NULL;
  logged bigint[];
  recent bigint[];
  last_allowed boolean;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR attempt IN
    SELECT u.key, u.points, u.ord::int AS ord
      FROM unnest(p_keys, p_points) WITH ORDINALITY AS u(key, points, ord)
     ORDER BY u.key, u.ord
  LOOP
    IF current_key IS DISTINCT FROM attempt.key THEN
      IF current_key IS NOT NULL THEN
        UPDATE rate_limits r SET hits = recent, allowed = last_allowed, window_ms = p_window, touched_ms = p_now
         WHERE r.rule = p_rule AND r.key = current_key;
      END IF;
      current_key := attempt.key;
      LOOP
        SELECT r.hits INTO logged FROM rate_limits r WHERE r.rule = p_rule AND r.key = current_key FOR UPDATE;
        EXIT WHEN FOUND;
        INSERT INTO rate_limits (rule, key, hits, allowed, window_ms, touched_ms)
          VALUES (p_rule, current_key, '{}', true, p_window, p_now)
          ON CONFLICT (rule, key) DO NOTHING;
        -- Inserted here: the row is this transaction's until it commits.
        IF FOUND THEN
          logged := '{}';
          EXIT;
        END IF;
      END LOOP;
      recent := ARRAY(SELECT h FROM unnest(logged) AS h WHERE h > p_now - p_window ORDER BY h);
    END IF;
    ord := attempt.ord;
    IF cardinality(recent) + attempt.points <= p_max THEN
      recent := recent || array_fill(p_now, ARRAY[attempt.points]);
      allowed := true;
      retry_ms := 0;
    ELSE
      allowed := false;
      -- The point that frees up first: the oldest counted one that must leave (now, when none is logged).
      retry_ms := coalesce(recent[greatest(1, cardinality(recent) + attempt.points - p_max)], p_now) + p_window - p_now;
    END IF;
    last_allowed := allowed;
    RETURN NEXT;
  END LOOP;
  IF current_key IS NOT NULL THEN
    UPDATE rate_limits r SET hits = recent, allowed = last_allowed, window_ms = p_window, touched_ms = p_now
     WHERE r.rule = p_rule AND r.key = current_key;
  END IF;
END $$;
