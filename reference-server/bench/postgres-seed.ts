/**
 * Seeds events inside PostgreSQL for the benchmark (never over HTTP): `generate_series` feeds the same
 * ingestion statement live tracking uses (ingest-sql.ts), chunk by chunk, and the same fold then adds
 * them to the rollups (rollup-folder.ts), so the rollups are exactly what tracking would have built.
 * Layout: 200 sites; sessions of 5 consecutive events on one site; 60% page views (20 pages; a third from
 * Google, a third direct, a third from the site itself, one in sixty from a tagged newsletter), 30% clicks
 * (phone, 25 buttons, one in 25 a call), 5% conversions, 5% scrolls.
 */
import type pg from 'pg';
import { insertEventsStatement } from '../src/storage/postgres/ingest-sql';
import { foldPending } from '../src/storage/postgres/rollup-folder';

export const SEED_SITES = 200;

const SEED_INPUT = `
SELECT
  'seed-' || g AS id, k.type, k.ts, k.site, 's' || (g / 5) AS session_id, k.page_url,
  CASE WHEN k.type = 'page_view' THEN 'Pagina ' || (g % 20) END AS page_title,
  CASE k.channel WHEN 'search' THEN 'https://www.google.it/' END AS referrer, k.viewport_width,
  NULL::text AS element_id, NULL::text AS element_class,
  CASE WHEN k.type = 'click' THEN 'Pulsante ' || (g % 25) END AS element_text,
  CASE WHEN k.type = 'click' THEN 'cta' END AS click_type,
  CASE WHEN k.type = 'click' THEN (g % 100) / 100.0 END::float8 AS click_x,
  CASE WHEN k.type = 'click' THEN ((g * 37) % 3000) END::float8 AS click_y,
  CASE WHEN k.type = 'conversion' THEN 'questionnaire_completed' END AS conversion_type,
  NULL::text AS questionnaire_id,
  CASE WHEN k.type = 'conversion' THEN 'basic' END AS plan_type,
  CASE WHEN k.type = 'conversion' THEN 9 END::float8 AS value,
  NULL::text AS metadata,
  CASE WHEN k.type = 'scroll' THEN (g % 101) END::float8 AS depth_percent,
  CASE WHEN k.type = 'scroll' THEN 2400 END::float8 AS document_height,
  CASE WHEN k.type = 'page_view' AND g % 60 = 0 THEN 'newsletter' END AS utm_source,
  CASE WHEN k.type = 'page_view' AND g % 60 = 0 THEN 'email' END AS utm_medium,
  CASE WHEN k.type = 'page_view' AND g % 60 = 0 THEN 'offerta-' || (g / 100000) END AS utm_campaign,
  k.channel,
  CASE k.channel WHEN 'search' THEN 'Google' WHEN 'email' THEN 'newsletter' END AS source,
  CASE WHEN k.type = 'click' AND g % 25 = 0 THEN 'call' END AS contact_kind,
  (k.ts AT TIME ZONE 'Europe/Rome')::date AS day,
  CASE WHEN k.viewport_width <= 767 THEN 'phone' WHEN k.viewport_width <= 1023 THEN 'tablet' ELSE 'desktop' END AS device,
  k.page_url AS page_key,
  CASE WHEN k.type = 'click' THEN least(19, greatest(0, floor((g % 100) / 100.0 * 20)))::int END AS col,
  CASE WHEN k.type = 'click' THEN floor(((g * 37) % 3000) / 50.0)::int END AS row_index,
  -- core/breakdowns.ts's audience keys of a page view: device, then channel and source, then campaign.
  CASE WHEN k.type = 'page_view' THEN '{' || concat_ws(',',
    '"d' || CASE WHEN k.viewport_width <= 767 THEN 'phone' WHEN k.viewport_width <= 1023 THEN 'tablet' ELSE 'desktop' END || '"',
    CASE WHEN k.channel IS NOT NULL THEN '"c' || k.channel || '","s' || k.channel || chr(1) ||
      coalesce(CASE k.channel WHEN 'search' THEN 'Google' WHEN 'email' THEN 'newsletter' END, '') || '"' END,
    CASE WHEN g % 60 = 0 THEN '"mofferta-' || (g / 100000) || '"' END) || '}' END AS audience,
  g AS ord
FROM generate_series($1::bigint, $2::bigint) AS g
CROSS JOIN LATERAL (
  SELECT t.type, t.ts, t.site, 'https://' || t.site || '/p' || (g % 20) AS page_url,
         CASE WHEN t.type = 'click' THEN 390 ELSE 1280 END AS viewport_width,
         -- Page views: a third from Google, a third direct, a third from the site's own pages (no source);
         -- every sixtieth from a newsletter.
         CASE WHEN t.type <> 'page_view' THEN NULL WHEN g % 60 = 0 THEN 'email' WHEN g % 3 = 0 THEN 'search'
              WHEN g % 3 = 1 THEN 'direct' END AS channel
  FROM (SELECT
          CASE WHEN g % 20 < 12 THEN 'page_view' WHEN g % 20 < 18 THEN 'click' WHEN g % 20 = 18 THEN 'conversion' ELSE 'scroll' END AS type,
          $3::timestamptz + make_interval(secs => (g - $1) * $4::float8 / 1000) AS ts,
          'sito' || ((g / 5) % ${SEED_SITES}) || '.it' AS site) AS t
) AS k`;

/** The seed selects ingest-sql.ts's INPUT_COLUMNS, in that order, then `ord`. */
const SEED_SQL = insertEventsStatement(SEED_INPUT);

/**
 * Adds `count` events numbered from `firstNumber`, evenly spread from `fromMs` to `toMs`.
 * Chunks keep each statement's memory bounded; returns the events inserted.
 */
export async function seedEvents(
  pool: pg.Pool,
  firstNumber: number,
  count: number,
  fromMs: number,
  toMs: number,
  chunk = 250_000,
): Promise<number> {
  const stepMs = (toMs - fromMs) / Math.max(1, count);
  let inserted = 0;
  for (let offset = 0; offset < count; offset += chunk) {
    const from = firstNumber + offset;
    const to = firstNumber + Math.min(count, offset + chunk) - 1;
    const startMs = fromMs + offset * stepMs;
    const { rows } = await pool.query<{ inserted: number }>(SEED_SQL, [
      from,
      to,
      new Date(startMs).toISOString(),
      stepMs,
    ]);
    inserted += rows[0]!.inserted;
  }
  await foldPending(pool);
  return inserted;
}
