-- Up Migration

-- rate_limit_consume took each key's row with an insert (ON CONFLICT DO NOTHING) and then a locking read.
-- The sweep of idle logs (limiter.ts, any process, every 10 minutes) could delete the row between the two:
-- the read found nothing and the call was refused (429) with nothing counted, a visitor coming back at the
-- wrong instant. The row is now inserted or locked by one upsert that returns its log. Same signature,
-- same rule otherwise.
CREATE OR REPLACE FUNCTION rate_limit_consume(
  p_rule text, p_keys text[], p_points int[], p_now bigint, p_max int, p_window bigint
) RETURNS TABLE (ord int, allowed boolean, retry_ms bigint)
LANGUAGE plpgsql AS $$
DECLARE
  attempt record;
  current_key text := NULL;
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
      -- One statement inserts the key's row or locks the one there, and returns its log: between a separate
      -- insert and a locking read, a sweep could delete the row and the read find nothing.
      INSERT INTO rate_limits AS r (rule, key, hits, allowed, window_ms, touched_ms)
        VALUES (p_rule, current_key, '{}', true, p_window, p_now)
        ON CONFLICT (rule, key) DO UPDATE SET touched_ms = r.touched_ms
        RETURNING rate_limit_recent(r.hits, p_now - p_window) INTO recent;
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

-- Down Migration

-- Nothing to undo: the function keeps the signature and the rule of 1763940000000, so the schema that
-- migration leaves is the same; putting back the body that raced with the sweep would only restore the bug.
