-- Up Migration

-- rate_limit_consume decided each key with an upsert whose RETURNING called rate_limit_recent, a SQL
-- function PostgreSQL cannot inline (it has a FROM), so every call parsed and planned its body again:
-- 80 µs of the backend per key during a tracking flood (pg_stat_statements; 15 µs without the call), the
-- largest single cost of a tracking request on PostgreSQL. The window's points are now kept by a plpgsql
-- statement, whose plan is cached for the session.
--
-- The key's row is also taken by a locking read instead of an upsert that rewrote it only to lock it: one
-- new row version per key and batch instead of two. A missing row is inserted (ON CONFLICT DO NOTHING) and
-- the read tried again when another call inserted it first. The sweep of idle logs cannot slip between
-- the two: a row it deletes first is simply not found and inserted anew, and a row locked here makes the
-- sweep wait and then see it touched. Same signature, same rule.
--
-- Its lookups are planned with sequential scans off. plpgsql keeps a plan for the session, and a table
-- whose statistics say it is empty (analyzed before traffic, or after a quiet night's sweep) got a plan
-- that read all of it for every key: 50 million rows read in a 20 000-call flood over 2 000 addresses,
-- tracking at half its speed until autovacuum analyzed the table again. Every lookup here is by the
-- primary key, so the index is always right.
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

-- Nothing calls it any more.
DROP FUNCTION rate_limit_recent(bigint[], bigint);

-- Down Migration

-- The helper comes back (the initial schema's down step drops it). The function keeps this body: same
-- signature and rule as the one it replaced, which only cost more.
CREATE FUNCTION rate_limit_recent(hits bigint[], since bigint) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(h ORDER BY h), '{}') FROM unnest(hits) AS h WHERE h > since $$;
