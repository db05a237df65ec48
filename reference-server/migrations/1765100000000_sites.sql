-- Up Migration

-- Customers' sites (issue 28): the site of an order with its product subdomain label and the pointer to the
-- version live now; its immutable versions (content, theme, palette, the rendered HTML, author, time); the
-- uploaded images and their processed files, bytes in the database so every server process serves the same.
CREATE TABLE sites (
  site_id text PRIMARY KEY,
  order_id text NOT NULL UNIQUE,
  client_id text,
  slug text NOT NULL UNIQUE,           -- host routing: {slug}.{SITES_DOMAIN}, one indexed read per request
  created_at text NOT NULL,            -- ISO 8601 UTC as the backend wrote it
  version_count integer NOT NULL DEFAULT 0,
  published_version_id text,
  published_at text
);
-- A client's published site (custom domains route through it).
CREATE INDEX sites_published_by_client ON sites (client_id, published_at DESC) WHERE published_version_id IS NOT NULL;

CREATE TABLE site_versions (
  version_id text PRIMARY KEY,
  site_id text NOT NULL REFERENCES sites (site_id),
  number integer NOT NULL,
  content jsonb NOT NULL,
  theme text NOT NULL,
  palette jsonb NOT NULL,
  edited_fields jsonb NOT NULL,
  html text NOT NULL,
  author text NOT NULL,
  source text NOT NULL,
  created_at text NOT NULL,
  UNIQUE (site_id, number)             -- two saves at once: one of them conflicts
);

CREATE TABLE site_assets (
  asset_id text PRIMARY KEY,           -- from the uploaded bytes' SHA-256
  site_id text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  files jsonb NOT NULL,
  created_at text NOT NULL
);

CREATE TABLE site_asset_files (
  asset_id text NOT NULL REFERENCES site_assets (asset_id),
  file text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  PRIMARY KEY (asset_id, file)
);

-- Down Migration
DROP TABLE site_asset_files;
DROP TABLE site_assets;
DROP TABLE site_versions;
DROP TABLE sites;
