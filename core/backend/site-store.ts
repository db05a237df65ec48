/**
 * The storage port of customers' sites (issue 28), apart from the main Store: each site (its slug, its order
 * and client, the pointer to its published version), its immutable versions (content, theme, palette, the
 * rendered HTML, author and time) and the uploaded images with their processed files. The embedded store
 * keeps it in a journal of its own in DATA_DIR with the images as files (reference-server/src/storage/
 * embedded-sites.ts), PostgreSQL in the `sites`, `site_versions`, `site_assets` and `site_asset_files`
 * tables (migration sites), the mock in @msw/data collections, `createMemorySiteStore` below in memory.
 *
 * How to implement it (the rules of store.ts hold too):
 * - versions are never changed once written: a version id read once may be cached for ever (the HTML
 *   served by host is cached by version id in every process);
 * - `createSite` is unique by order and by slug, `addVersion` numbers versions 1, 2, 3... with no gap and
 *   no duplicate (two saves at once: one gets `conflict`), `setPublished` moves the pointer only from the
 *   version it was decided from: each is ONE atomic step across processes;
 * - `saveAsset` stores the files and the record together: a reader never sees a record whose files are
 *   missing (files first, then the record; SQL: one transaction). The same asset id twice keeps the first;
 * - the lookups by slug and by client are indexed reads with no network call: host routing asks them on
 *   every request.
 */
import type { SitePalette, SiteContent, SiteThemeId } from '../api';
import { KeyedMutex } from './keyed-mutex';

export interface StoredSite {
  site_id: string;
  order_id: string;
  client_id: string | null;
  /** The product subdomain label, unique (core/sites/slug.ts). */
  slug: string;
  created_at: string;
  /** How many versions the site has; the latest is number `version_count`. */
  version_count: number;
  published_version_id: string | null;
  published_at: string | null;
}

export type SiteVersionSource = 'draft' | 'edit';

export interface StoredSiteVersion {
  version_id: string;
  site_id: string;
  /** 1, 2, 3... in the order they were saved. */
  number: number;
  content: SiteContent;
  theme: SiteThemeId;
  palette: SitePalette;
  /** Paths of the fields the operator edited (core/sites/merge.ts), kept by a regeneration. */
  edited_fields: string[];
  /** The page as visitors get it, without the tracker (added per host when served). */
  html: string;
  author: string;
  source: SiteVersionSource;
  created_at: string;
}

export type SiteImageFormat = 'webp' | 'avif';

export interface StoredAssetFile {
  /** `960.webp`. */
  file: string;
  format: SiteImageFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface StoredSiteAsset {
  /** From the uploaded bytes' hash: one id per distinct upload. */
  asset_id: string;
  /** The site it was uploaded for. */
  site_id: string;
  width: number;
  height: number;
  files: StoredAssetFile[];
  created_at: string;
}

export type AddVersionResult =
  | { status: 'added'; site: StoredSite; version: StoredSiteVersion }
  | { status: 'conflict' }
  | { status: 'not_found' };

export type SetPublishedResult =
  | { status: 'moved' | 'unchanged'; site: StoredSite }
  | { status: 'conflict' }
  | { status: 'not_found' };

export interface PublishMove {
  expectedVersionId: string | null;
  versionId: string;
  at: string;
  /** The order's client, for a site drafted before the client existed. */
  clientId: string | null;
}

export interface SiteStore {
  /**
   * Stores a new site unless the order has one (returned, `created: false`); `slug_taken` when another
   * site has its slug (pick another and try again).
   */
  createSite(site: StoredSite): Promise<{ status: 'created' | 'exists'; site: StoredSite } | { status: 'slug_taken' }>;
  getSite(siteId: string): Promise<StoredSite | null>;
  getSiteByOrder(orderId: string): Promise<StoredSite | null>;
  getSiteBySlug(slug: string): Promise<StoredSite | null>;
  /** The client's site with a published version (the newest published one when several). */
  getPublishedSiteOfClient(clientId: string): Promise<StoredSite | null>;
  /** The slugs of every published site (the tracking quota's known sites). */
  listPublishedSlugs(): Promise<string[]>;

  /**
   * Adds `version` as number `site.version_count + 1` if the site still has `version.number - 1`
   * versions (else `conflict`: another version was saved meanwhile).
   */
  addVersion(version: StoredSiteVersion): Promise<AddVersionResult>;
  getVersion(versionId: string): Promise<StoredSiteVersion | null>;
  /** Newest first. */
  listVersions(siteId: string): Promise<StoredSiteVersion[]>;

  /**
   * Points the site at `move.versionId` (published at `move.at`, its client set when it had none) if it
   * still points at `move.expectedVersionId`; `unchanged` when it already points at `move.versionId`.
   */
  setPublished(siteId: string, move: PublishMove): Promise<SetPublishedResult>;

  /** Stores the asset's files and its record; the stored record when the id exists. */
  saveAsset(asset: StoredSiteAsset, files: ReadonlyMap<string, Uint8Array>): Promise<StoredSiteAsset>;
  getAsset(assetId: string): Promise<StoredSiteAsset | null>;
  readAssetFile(assetId: string, file: string): Promise<Uint8Array | null>;
}

const copy = <T>(value: T): T => structuredClone(value);

export interface MemorySiteData {
  sites: StoredSite[];
  versions: StoredSiteVersion[];
  assets: { asset: StoredSiteAsset; files: Record<string, Uint8Array> }[];
}

export type SiteChange =
  | { op: 'site'; record: StoredSite }
  | { op: 'version'; record: StoredSiteVersion }
  | { op: 'asset'; record: StoredSiteAsset };

/**
 * Makes one change durable, then calls `apply` (the embedded store's journal: once the line is on disk;
 * `writeFiles` before the record, for an asset). A write that fails never calls it.
 */
export interface SitePersistence {
  persist(change: SiteChange, apply: () => void): Promise<void>;
  writeAssetFiles(assetId: string, files: ReadonlyMap<string, Uint8Array>): Promise<void>;
  readAssetFile(assetId: string, file: string): Promise<Uint8Array | null>;
}

/** Everything in memory: unit tests, the benchmark's reference, and the embedded store's indexes. */
export function createMemorySiteStore(
  initial: Partial<MemorySiteData> = {},
  persistence?: SitePersistence,
): SiteStore & { data(): MemorySiteData } {
  const sites = new Map<string, StoredSite>();
  const byOrder = new Map<string, string>();
  const bySlug = new Map<string, string>();
  const versions = new Map<string, StoredSiteVersion>();
  const versionsOf = new Map<string, StoredSiteVersion[]>();
  const assets = new Map<string, StoredSiteAsset>();
  const memoryFiles = new Map<string, Record<string, Uint8Array>>();
  const locks = new KeyedMutex();

  const apply = (change: SiteChange): void => {
    if (change.op === 'site') {
      const { record } = change;
      sites.set(record.site_id, record);
      byOrder.set(record.order_id, record.site_id);
      bySlug.set(record.slug, record.site_id);
    } else if (change.op === 'version') {
      const { record } = change;
      if (versions.has(record.version_id)) return;
      versions.set(record.version_id, record);
      const list = versionsOf.get(record.site_id) ?? [];
      list.push(record);
      versionsOf.set(record.site_id, list);
    } else {
      assets.set(change.record.asset_id, change.record);
    }
  };
  for (const record of initial.sites ?? []) apply({ op: 'site', record: copy(record) });
  for (const record of initial.versions ?? []) apply({ op: 'version', record: copy(record) });
  for (const { asset, files } of initial.assets ?? []) {
    apply({ op: 'asset', record: copy(asset) });
    memoryFiles.set(asset.asset_id, { ...files });
  }

  const write = async (change: SiteChange): Promise<void> => {
    if (persistence) await persistence.persist(change, () => apply(change));
    else apply(change);
  };
  const out = <T>(value: T | undefined | null): T | null => (value ? copy(value) : null);
  // Every change of sites (and slugs) runs one at a time: slug and order uniqueness span sites.
  const SITES = 'sites';

  return {
    data: () => ({
      sites: [...sites.values()].map(copy),
      versions: [...versions.values()].map(copy),
      assets: [...assets.values()].map((asset) => ({
        asset: copy(asset),
        files: { ...memoryFiles.get(asset.asset_id) },
      })),
    }),
    createSite: (site) =>
      locks.run(SITES, async () => {
        const existing = sites.get(byOrder.get(site.order_id) ?? '');
        if (existing) return { status: 'exists' as const, site: copy(existing) };
        if (bySlug.has(site.slug)) return { status: 'slug_taken' as const };
        await write({ op: 'site', record: copy(site) });
        return { status: 'created' as const, site: copy(site) };
      }),
    getSite: async (siteId) => out(sites.get(siteId)),
    getSiteByOrder: async (orderId) => out(sites.get(byOrder.get(orderId) ?? '')),
    getSiteBySlug: async (slug) => out(sites.get(bySlug.get(slug) ?? '')),
    async getPublishedSiteOfClient(clientId) {
      let found: StoredSite | undefined;
      for (const site of sites.values()) {
        if (site.client_id !== clientId || !site.published_at) continue;
        if (!found || site.published_at > found.published_at!) found = site;
      }
      return out(found);
    },
    listPublishedSlugs: async () => [...sites.values()].filter((s) => s.published_version_id).map((s) => s.slug),

    addVersion: (version) =>
      locks.run(SITES, async () => {
        const site = sites.get(version.site_id);
        if (!site) return { status: 'not_found' as const };
        if (version.number !== site.version_count + 1) return { status: 'conflict' as const };
        await write({ op: 'version', record: copy(version) });
        const next = { ...site, version_count: version.number };
        await write({ op: 'site', record: next });
        return { status: 'added' as const, site: copy(next), version: copy(version) };
      }),
    getVersion: async (versionId) => out(versions.get(versionId)),
    listVersions: async (siteId) => [...(versionsOf.get(siteId) ?? [])].sort((a, b) => b.number - a.number).map(copy),

    setPublished: (siteId, move) =>
      locks.run(SITES, async () => {
        const site = sites.get(siteId);
        if (!site) return { status: 'not_found' as const };
        if (site.published_version_id === move.versionId) return { status: 'unchanged' as const, site: copy(site) };
        if (site.published_version_id !== move.expectedVersionId) return { status: 'conflict' as const };
        const next = {
          ...site,
          published_version_id: move.versionId,
          published_at: move.at,
          client_id: site.client_id ?? move.clientId,
        };
        await write({ op: 'site', record: next });
        return { status: 'moved' as const, site: copy(next) };
      }),

    saveAsset: (asset, files) =>
      locks.run(`asset:${asset.asset_id}`, async () => {
        const existing = assets.get(asset.asset_id);
        if (existing) return copy(existing);
        if (persistence) await persistence.writeAssetFiles(asset.asset_id, files);
        else memoryFiles.set(asset.asset_id, Object.fromEntries(files));
        await write({ op: 'asset', record: copy(asset) });
        return copy(asset);
      }),
    getAsset: async (assetId) => out(assets.get(assetId)),
    async readAssetFile(assetId, file) {
      const asset = assets.get(assetId);
      if (!asset?.files.some((f) => f.file === file)) return null;
      if (persistence) return persistence.readAssetFile(assetId, file);
      return memoryFiles.get(assetId)?.[file] ?? null;
    },
  };
}
