/**
 * The two statements of ingestion:
 * - INSERT_EVENTS_SQL appends a batch of events, nothing else: a tracking call waits for its own rows
 *   and no shared row, so batches from any number of processes commit side by side;
 * - FOLD_SQL brings every rollup up to date with the events in a range of `seq` (rollup-folder.ts
 *   decides the range and runs it every second and before every dashboard read).
 *
 * Everything that must match core's in-memory answers exactly (the Rome day, the device bucket, the
 * heatmap cell, the page key) is computed in JavaScript by core's own functions and stored with the
 * event; SQL only groups and adds. Events already stored (same id) are skipped: `db:import` and a
 * retried batch are idempotent, and the fold counts each stored row once (it moves a watermark).
 *
 * Rollups are keyed by scope ('*' and the event's site) and period (the Rome day and '-infinity', the
 * all-time row).
 */
import { romeDateOf } from '@core/dates';
import { columnOf, deviceOf, pageKey, rowOf } from '@core/heatmap';
import type { StoredEvent } from '@core/backend/store';
import { audienceKeysOf } from '@core/breakdowns';

/** The page a heatmap and scroll map row belongs to (the key `heatmap()`/`scrollmap()` are asked for). */
export const mapPageOf = (pageUrl: string): string => pageKey(pageUrl);

const COLUMNS = [
  ['id', 'text'],
  ['type', 'text'],
  ['ts', 'timestamptz'],
  ['site', 'text'],
  ['session_id', 'text'],
  ['page_url', 'text'],
  ['page_title', 'text'],
  ['referrer', 'text'],
  ['viewport_width', 'int'],
  ['element_id', 'text'],
  ['element_class', 'text'],
  ['element_text', 'text'],
  ['click_type', 'text'],
  ['click_x', 'float8'],
  ['click_y', 'float8'],
  ['conversion_type', 'text'],
  ['questionnaire_id', 'text'],
  ['plan_type', 'text'],
  ['value', 'float8'],
  ['metadata', 'text'],
  ['depth_percent', 'float8'],
  ['document_height', 'float8'],
  ['utm_source', 'text'],
  ['utm_medium', 'text'],
  ['utm_campaign', 'text'],
  ['channel', 'text'],
  ['source', 'text'],
  ['contact_kind', 'text'],
  // Derived by core's functions when the event arrives, for the fold.
  ['day', 'date'],
  ['device', 'text'],
  ['page_key', 'text'],
  ['col', 'int'],
  ['row_index', 'int'],
  // core/breakdowns.ts: the keys the event's visitor counts under, as one text per event (a Postgres array
  // of arrays must be rectangular): unnested from '{"k1","k2"}' literals.
  ['audience', 'text'],
] as const;

type Column = (typeof COLUMNS)[number][0];

/** A Postgres text[] literal (`{"a","b"}`), or null for no element. */
function arrayLiteral(items: readonly string[]): string | null {
  if (items.length === 0) return null;
  return `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** The column values of one event, in COLUMNS order. */
function columnValuesOf(event: StoredEvent): unknown[] {
  const t = Date.parse(event.timestamp);
  const hasCell = event.type === 'click' && typeof event.click_x === 'number' && typeof event.click_y === 'number';
  const values: Record<Column, unknown> = {
    id: event.id,
    type: event.type,
    ts: event.timestamp,
    site: event.site ?? null,
    session_id: event.session_id,
    page_url: event.page_url ?? null,
    page_title: event.page_title ?? null,
    referrer: event.referrer ?? null,
    viewport_width: event.viewport_width ?? null,
    element_id: event.element_id ?? null,
    element_class: event.element_class ?? null,
    element_text: event.element_text ?? null,
    click_type: event.click_type ?? null,
    click_x: event.click_x ?? null,
    click_y: event.click_y ?? null,
    conversion_type: event.conversion_type ?? null,
    questionnaire_id: event.questionnaire_id ?? null,
    plan_type: event.plan_type ?? null,
    value: event.value ?? null,
    metadata: event.metadata === undefined || event.metadata === null ? null : JSON.stringify(event.metadata),
    depth_percent: event.depth_percent ?? null,
    document_height: event.document_height ?? null,
    utm_source: event.utm_source ?? null,
    utm_medium: event.utm_medium ?? null,
    utm_campaign: event.utm_campaign ?? null,
    channel: event.channel ?? null,
    source: event.source ?? null,
    contact_kind: event.contact_kind ?? null,
    day: romeDateOf(t),
    device: deviceOf(event.viewport_width),
    page_key: event.page_url ? mapPageOf(event.page_url) : null,
    col: hasCell ? columnOf(event.click_x!) : null,
    row_index: hasCell ? rowOf(event.click_y!) : null,
    audience: arrayLiteral(audienceKeysOf(event)),
  };
  return COLUMNS.map(([name]) => values[name]);
}

/** The parameters of INSERT_EVENTS_SQL: one array per column. */
export function batchParameters(events: readonly StoredEvent[]): unknown[][] {
  const columns: unknown[][] = COLUMNS.map(() => []);
  for (const event of events) {
    const row = columnValuesOf(event);
    for (let i = 0; i < row.length; i += 1) columns[i]!.push(row[i]);
  }
  return columns;
}

/** The column names an input relation must provide, in order, followed by `ord` (arrival order). */
export const INPUT_COLUMNS: readonly string[] = COLUMNS.map(([name]) => name);

const unnestArgs = COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
const storedSelect = INPUT_COLUMNS.map((name) =>
  name === 'metadata' ? 'metadata::jsonb' : name === 'audience' ? 'audience::text[]' : name,
).join(', ');

/**
 * Two advisory locks (the two-key form, a space of their own) order ingestion and folds:
 * - every ingestion statement holds INGEST_GATE shared while it inserts;
 * - a fold takes it exclusively for an instant to read the highest `seq`: no insert is then in flight,
 *   so every `seq` below it is committed or will never exist. Without it, a batch that drew its `seq`s
 *   before another but committed after it would fall behind the watermark and never be counted.
 * FOLD lets one fold at a time move the watermark, whichever process runs it.
 */
export const LOCK_NAMESPACE = 1_764_100;
export const INGEST_GATE = 1;
export const FOLD = 2;

/**
 * The ingestion statement over an input relation (`inputSql` selects INPUT_COLUMNS and `ord`): the
 * arrays of a batch for live tracking, or a generated series for the benchmark's seed.
 * Returns one row: `inserted`, the number of events that were new.
 */
export function insertEventsStatement(inputSql: string): string {
  // `gate` is joined to every input row, so the lock is held before the first row draws its `seq`.
  return `
WITH gate AS MATERIALIZED (
  SELECT pg_advisory_xact_lock_shared(${LOCK_NAMESPACE}, ${INGEST_GATE})
),
input AS (
  ${inputSql}
),
inserted AS (
  INSERT INTO events (${INPUT_COLUMNS.join(', ')})
  SELECT ${storedSelect} FROM input CROSS JOIN gate ORDER BY ord
  ON CONFLICT (id) DO NOTHING
  RETURNING 1
)
SELECT count(*)::int AS inserted FROM inserted`;
}

export const INSERT_EVENTS_SQL = insertEventsStatement(
  `SELECT * FROM unnest(${unnestArgs}) WITH ORDINALITY AS t(${INPUT_COLUMNS.join(', ')}, ord)`,
);

/**
 * Adds the events with $1 < seq <= $2 to every rollup and moves the watermark to $2. Only one fold runs
 * at a time (the FOLD lock), so the upserts need no particular order of keys. Returns one row: `folded`,
 * the number of events added.
 */
export const FOLD_SQL = `
WITH fresh AS (
  SELECT * FROM events WHERE seq > $1 AND seq <= $2
),
watermark AS (
  UPDATE rollup_watermark SET folded_seq = $2
),
periods AS (
  SELECT fresh.*, period FROM fresh CROSS JOIN LATERAL (VALUES (fresh.day), ('-infinity'::date)) AS p(period)
),
scoped AS (
  SELECT periods.*, scope FROM periods CROSS JOIN LATERAL (VALUES ('*'), (periods.site)) AS s(scope)
  WHERE scope IS NOT NULL
),
-- The sessions seen per scope and day (all-time visitors come from these too, below: migration
-- 1764500000000 dropped the all-time rows, which doubled the rows each new session wrote; placed still
-- skips such a row, which only a process of an older version could have written since).
new_sessions AS (
  INSERT INTO rollup_sessions (scope, day, session_id)
  SELECT DISTINCT scope, period, session_id FROM scoped WHERE type NOT IN ('scroll', 'form_submit') AND period > '-infinity'
  ON CONFLICT DO NOTHING
  RETURNING scope, day, session_id
),
-- The day gaps behind exact unique visitors over any range (migration 1764300000000): each new
-- session-day row with the session's days before the fold around it (the statement's reads do not see
-- its own inserts), its gap to the session's previous day, and the gap of the next day already stored,
-- which shrinks when the new day falls between two (an import, a late event).
placed AS (
  SELECT n.scope, n.day, n.session_id,
    (SELECT max(s.day) FROM rollup_sessions s
      WHERE s.scope = n.scope AND s.session_id = n.session_id AND s.day > '-infinity' AND s.day < n.day) AS old_prev,
    (SELECT min(s.day) FROM rollup_sessions s
      WHERE s.scope = n.scope AND s.session_id = n.session_id AND s.day > n.day) AS old_next
  FROM new_sessions n
),
gap_changes AS (
  -- A new day: its gap to the latest earlier day, stored or new (0: the session's first day).
  SELECT scope, day, coalesce(day - greatest(old_prev, lag(day) OVER w), 0) AS gap, 1 AS sessions
    FROM placed WINDOW w AS (PARTITION BY scope, session_id ORDER BY day)
  UNION ALL
  -- A stored day after new ones: its old gap goes, the gap to the latest new day before it comes.
  SELECT scope, old_next, coalesce(old_next - max(old_prev), 0), -1
    FROM placed WHERE old_next IS NOT NULL GROUP BY scope, old_next, session_id
  UNION ALL
  SELECT scope, old_next, old_next - max(day), 1
    FROM placed WHERE old_next IS NOT NULL GROUP BY scope, old_next, session_id
),
gaps AS (
  INSERT INTO rollup_session_gaps AS r (scope, day, gap, sessions)
  SELECT scope, day, gap, sum(sessions) FROM gap_changes GROUP BY 1, 2, 3 HAVING sum(sessions) <> 0
  ON CONFLICT (scope, day, gap) DO UPDATE SET sessions = r.sessions + excluded.sessions
),
-- Visitors per audience key (core/breakdowns.ts; migration 1765000000000): the same sessions and day
-- gaps as above, per key.
new_audience AS (
  INSERT INTO rollup_audience (scope, key, day, session_id)
  SELECT DISTINCT scope, k.key, period, session_id FROM scoped CROSS JOIN LATERAL unnest(audience) AS k(key)
   WHERE type = 'page_view' AND period > '-infinity'
  ON CONFLICT DO NOTHING
  RETURNING scope, key, day, session_id
),
audience_placed AS (
  SELECT n.scope, n.key, n.day, n.session_id,
    (SELECT max(a.day) FROM rollup_audience a
      WHERE a.scope = n.scope AND a.key = n.key AND a.session_id = n.session_id AND a.day < n.day) AS old_prev,
    (SELECT min(a.day) FROM rollup_audience a
      WHERE a.scope = n.scope AND a.key = n.key AND a.session_id = n.session_id AND a.day > n.day) AS old_next
  FROM new_audience n
),
audience_gap_changes AS (
  SELECT scope, key, day, coalesce(day - greatest(old_prev, lag(day) OVER w), 0) AS gap, 1 AS sessions
    FROM audience_placed WINDOW w AS (PARTITION BY scope, key, session_id ORDER BY day)
  UNION ALL
  SELECT scope, key, old_next, coalesce(old_next - max(old_prev), 0), -1
    FROM audience_placed WHERE old_next IS NOT NULL GROUP BY scope, key, old_next, session_id
  UNION ALL
  SELECT scope, key, old_next, old_next - max(day), 1
    FROM audience_placed WHERE old_next IS NOT NULL GROUP BY scope, key, old_next, session_id
),
audience_gaps AS (
  INSERT INTO rollup_audience_gaps AS r (scope, key, day, gap, sessions)
  SELECT scope, key, day, gap, sum(sessions) FROM audience_gap_changes GROUP BY 1, 2, 3, 4 HAVING sum(sessions) <> 0
  ON CONFLICT (scope, key, day, gap) DO UPDATE SET sessions = r.sessions + excluded.sessions
),
contacts AS (
  INSERT INTO rollup_contacts AS r (scope, day, kind, contacts)
  SELECT scope, period, contact_kind, count(*) FROM scoped WHERE contact_kind IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (scope, day, kind) DO UPDATE SET contacts = r.contacts + excluded.contacts
),
page_clicks AS (
  INSERT INTO rollup_page_clicks AS r (site, page, device, day, unpositioned)
  SELECT site, page_key, device, period, count(*)
  FROM periods WHERE type = 'click' AND site IS NOT NULL AND page_key IS NOT NULL AND col IS NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (site, page, device, day) DO UPDATE SET unpositioned = r.unpositioned + excluded.unpositioned
),
zone_texts AS (
  INSERT INTO rollup_zone_texts AS r (site, page, device, day, col, row_index, element_text, clicks)
  SELECT site, page_key, device, period, col, row_index, coalesce(element_text, ''), count(*)
  FROM periods WHERE type = 'click' AND site IS NOT NULL AND page_key IS NOT NULL AND col IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (site, page, device, day, col, row_index, element_text) DO UPDATE SET clicks = r.clicks + excluded.clicks
),
new_visitors AS (
  SELECT scope, day, count(*) AS visitors FROM new_sessions GROUP BY scope, day
  UNION ALL
  -- A session with no day stored before this fold, in this scope: one more visitor of all time.
  SELECT scope, '-infinity'::date, count(DISTINCT session_id) FROM placed
   WHERE old_prev IS NULL AND old_next IS NULL GROUP BY scope
),
days AS (
  INSERT INTO rollup_days AS r (scope, day, events, counted, page_views, clicks, conversions, visitors)
  SELECT g.scope, g.period, g.events, g.counted, g.page_views, g.clicks, g.conversions, coalesce(n.visitors, 0)
  FROM (
    SELECT scope, period, count(*) AS events,
      count(*) FILTER (WHERE type NOT IN ('scroll', 'form_submit')) AS counted,
      count(*) FILTER (WHERE type = 'page_view') AS page_views,
      count(*) FILTER (WHERE type = 'click') AS clicks,
      count(*) FILTER (WHERE type = 'conversion') AS conversions
    FROM scoped GROUP BY scope, period
  ) AS g
  LEFT JOIN new_visitors n ON n.scope = g.scope AND n.day = g.period
  ON CONFLICT (scope, day) DO UPDATE SET
    events = r.events + excluded.events,
    counted = r.counted + excluded.counted,
    page_views = r.page_views + excluded.page_views,
    clicks = r.clicks + excluded.clicks,
    conversions = r.conversions + excluded.conversions,
    visitors = r.visitors + excluded.visitors
),
pages AS (
  INSERT INTO rollup_pages AS r (scope, day, page_url, views, title, title_ts, title_seq)
  SELECT scope, period, coalesce(page_url, ''), count(*),
    (array_agg(page_title ORDER BY ts DESC, seq DESC) FILTER (WHERE page_title <> ''))[1],
    (array_agg(ts ORDER BY ts DESC, seq DESC) FILTER (WHERE page_title <> ''))[1],
    (array_agg(seq ORDER BY ts DESC, seq DESC) FILTER (WHERE page_title <> ''))[1]
  FROM scoped WHERE type = 'page_view' GROUP BY 1, 2, 3
  ON CONFLICT (scope, day, page_url) DO UPDATE SET
    views = r.views + excluded.views,
    title = CASE WHEN excluded.title IS NOT NULL AND (r.title IS NULL OR (excluded.title_ts, excluded.title_seq) >= (r.title_ts, r.title_seq))
      THEN excluded.title ELSE r.title END,
    title_seq = CASE WHEN excluded.title IS NOT NULL AND (r.title IS NULL OR (excluded.title_ts, excluded.title_seq) >= (r.title_ts, r.title_seq))
      THEN excluded.title_seq ELSE r.title_seq END,
    title_ts = CASE WHEN excluded.title IS NOT NULL AND (r.title IS NULL OR (excluded.title_ts, excluded.title_seq) >= (r.title_ts, r.title_seq))
      THEN excluded.title_ts ELSE r.title_ts END
),
elements AS (
  INSERT INTO rollup_elements AS r (scope, day, text_is_null, element_text, click_type, page_url, clicks, first_ts, first_seq)
  SELECT scope, period, element_text IS NULL, coalesce(element_text, ''), coalesce(click_type, 'unknown'), coalesce(page_url, ''), count(*),
    (array_agg(ts ORDER BY ts, seq))[1], (array_agg(seq ORDER BY ts, seq))[1]
  FROM scoped WHERE type = 'click' GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (scope, day, text_is_null, element_text, click_type, page_url) DO UPDATE SET
    clicks = r.clicks + excluded.clicks,
    first_seq = CASE WHEN (excluded.first_ts, excluded.first_seq) < (r.first_ts, r.first_seq) THEN excluded.first_seq ELSE r.first_seq END,
    first_ts = least(r.first_ts, excluded.first_ts)
),
heat AS (
  INSERT INTO rollup_heatmap AS r (site, page, device, day, col, row_index, clicks)
  SELECT site, page_key, device, period, col, row_index, count(*)
  FROM periods WHERE type = 'click' AND site IS NOT NULL AND page_key IS NOT NULL AND col IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (site, page, device, day, col, row_index) DO UPDATE SET clicks = r.clicks + excluded.clicks
),
scroll AS (
  INSERT INTO rollup_scroll AS r (site, page, device, day, session_id, depth)
  SELECT site, page_key, device, period, session_id, max(depth_percent)
  FROM periods WHERE type = 'scroll' AND site IS NOT NULL AND page_key IS NOT NULL AND depth_percent IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (site, page, device, day, session_id) DO UPDATE SET depth = greatest(r.depth, excluded.depth)
),
heights AS (
  INSERT INTO rollup_page_heights AS r (site, page, device, day, height)
  SELECT site, page_key, device, period, max(document_height)
  FROM periods WHERE type = 'scroll' AND site IS NOT NULL AND page_key IS NOT NULL AND document_height IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (site, page, device, day) DO UPDATE SET height = greatest(r.height, excluded.height)
)
SELECT count(*)::int AS folded FROM fresh`;
