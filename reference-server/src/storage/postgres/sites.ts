/**
 * The site storage (core/backend/site-store.ts) over PostgreSQL: tables `sites`, `site_versions`,
 * `site_assets`, `site_asset_files` (migration 1765100000000_sites.sql). Every change is one statement or
 * one transaction, so several server processes on one database agree: slugs and orders are unique
 * constraints, a version's number is checked against the site's count in the same transaction that adds it
 * (`UNIQUE (site_id, number)` backs it), the publish pointer moves by compare-and-set, an image's files and
 * record are committed together. Image bytes live in `bytea` with their SHA-256.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { SiteStore, StoredSite, StoredSiteAsset, StoredSiteVersion } from '@core/backend/site-store';
import { guarded } from './pool';

const SITE_COLUMNS =
  'site_id, order_id, client_id, slug, created_at, version_count, published_version_id, published_at';
const VERSION_COLUMNS =
  'version_id, site_id, number, content, theme, palette, edited_fields, html, author, source, created_at';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export function createPostgresSiteStore(pool: pg.Pool): SiteStore {
  const q = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
    guarded(() => pool.query<R>(sql, params));
  const one = async <R extends pg.QueryResultRow>(sql: string, params: unknown[]) =>
    (await q<R>(sql, params)).rows[0] ?? null;

  async function transaction<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return guarded(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await run(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  }

  return {
    async createSite(site) {
      const existing = await one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE order_id = $1`, [site.order_id]);
      if (existing) return { status: 'exists', site: existing };
      try {
        const created = await one<StoredSite>(
          `INSERT INTO sites (${SITE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (order_id) DO NOTHING RETURNING ${SITE_COLUMNS}`,
          [
            site.site_id,
            site.order_id,
            site.client_id,
            site.slug,
            site.created_at,
            site.version_count,
            site.published_version_id,
            site.published_at,
          ],
        );
        if (created) return { status: 'created', site: created };
        const raced = await one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE order_id = $1`, [site.order_id]);
        return raced ? { status: 'exists', site: raced } : { status: 'slug_taken' };
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'slug_taken' };
        throw error;
      }
    },
    getSite: (siteId) => one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE site_id = $1`, [siteId]),
    getSiteByOrder: (orderId) => one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE order_id = $1`, [orderId]),
    getSiteBySlug: (slug) => one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE slug = $1`, [slug]),
    getPublishedSiteOfClient: (clientId) =>
      one<StoredSite>(
        `SELECT ${SITE_COLUMNS} FROM sites WHERE client_id = $1 AND published_version_id IS NOT NULL
         ORDER BY published_at DESC LIMIT 1`,
        [clientId],
      ),
    async listPublishedSlugs() {
      const { rows } = await q<{ slug: string }>('SELECT slug FROM sites WHERE published_version_id IS NOT NULL');
      return rows.map((row) => row.slug);
    },

    addVersion: (version) =>
      transaction(async (client) => {
        const { rows } = await client.query<StoredSite>(
          `UPDATE sites SET version_count = version_count + 1 WHERE site_id = $1 AND version_count = $2
           RETURNING ${SITE_COLUMNS}`,
          [version.site_id, version.number - 1],
        );
        const site = rows[0];
        if (!site) {
          const exists = await client.query('SELECT 1 FROM sites WHERE site_id = $1', [version.site_id]);
          return exists.rowCount ? { status: 'conflict' as const } : { status: 'not_found' as const };
        }
        await client.query(
          `INSERT INTO site_versions (${VERSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            version.version_id,
            version.site_id,
            version.number,
            JSON.stringify(version.content),
            version.theme,
            JSON.stringify(version.palette),
            JSON.stringify(version.edited_fields),
            version.html,
            version.author,
            version.source,
            version.created_at,
          ],
        );
        return { status: 'added' as const, site, version };
      }),
    getVersion: (versionId) =>
      one<StoredSiteVersion>(`SELECT ${VERSION_COLUMNS} FROM site_versions WHERE version_id = $1`, [versionId]),
    async listVersions(siteId) {
      const { rows } = await q<StoredSiteVersion>(
        `SELECT ${VERSION_COLUMNS} FROM site_versions WHERE site_id = $1 ORDER BY number DESC`,
        [siteId],
      );
      return rows;
    },

    async setPublished(siteId, move) {
      const moved = await one<StoredSite>(
        `UPDATE sites SET published_version_id = $2, published_at = $3, client_id = coalesce(client_id, $4)
         WHERE site_id = $1 AND published_version_id IS NOT DISTINCT FROM $5
           AND published_version_id IS DISTINCT FROM $2
         RETURNING ${SITE_COLUMNS}`,
        [siteId, move.versionId, move.at, move.clientId, move.expectedVersionId],
      );
      if (moved) return { status: 'moved', site: moved };
      const site = await one<StoredSite>(`SELECT ${SITE_COLUMNS} FROM sites WHERE site_id = $1`, [siteId]);
      if (!site) return { status: 'not_found' };
      return site.published_version_id === move.versionId ? { status: 'unchanged', site } : { status: 'conflict' };
    },

    saveAsset: (asset, files) =>
      transaction(async (client) => {
        const { rows } = await client.query<StoredSiteAsset>(
          `INSERT INTO site_assets (asset_id, site_id, width, height, files, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (asset_id) DO NOTHING RETURNING asset_id`,
          [asset.asset_id, asset.site_id, asset.width, asset.height, JSON.stringify(asset.files), asset.created_at],
        );
        if (rows.length === 0) {
          const stored = await client.query<StoredSiteAsset>('SELECT * FROM site_assets WHERE asset_id = $1', [
            asset.asset_id,
          ]);
          return stored.rows[0]!;
        }
        for (const [file, bytes] of files) {
          await client.query('INSERT INTO site_asset_files (asset_id, file, bytes, sha256) VALUES ($1, $2, $3, $4)', [
            asset.asset_id,
            file,
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            createHash('sha256').update(bytes).digest('hex'),
          ]);
        }
        return asset;
      }),
    getAsset: (assetId) =>
      one<StoredSiteAsset>(
        'SELECT asset_id, site_id, width, height, files, created_at FROM site_assets WHERE asset_id = $1',
        [assetId],
      ),
    async readAssetFile(assetId, file) {
      const row = await one<{ bytes: Buffer }>('SELECT bytes FROM site_asset_files WHERE asset_id = $1 AND file = $2', [
        assetId,
        file,
      ]);
      return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
    },
  };
}
