-- Up Migration

-- What a site's host answers depends on three tables: the sites' publish pointers, the clients (disabled,
-- plan, domain) and the custom domains' verifications. Each process keeps published sites' answers ready
-- (reference-server/src/hosting/site-answer-cache.ts) and LISTENs on `hosting_changes`: a statement that
-- changes any of them announces it when its transaction commits, and every process forgets what it kept.
-- Per statement, not per row; PostgreSQL folds the same notification within one transaction into one.
CREATE FUNCTION notify_hosting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hosting_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER sites_hosting_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hosting_change();
CREATE TRIGGER clients_hosting_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hosting_change();
CREATE TRIGGER domain_verifications_hosting_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON domain_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_hosting_change();

-- Down Migration
DROP TRIGGER domain_verifications_hosting_change ON domain_verifications;
DROP TRIGGER clients_hosting_change ON clients;
DROP TRIGGER sites_hosting_change ON sites;
DROP FUNCTION notify_hosting_change();
