-- Reference data from memory (issue 21; docs/decisions/031). Each process keeps categories, the
-- services pool and the public site settings in memory; these statement triggers tell every process
-- (LISTEN reference_data) which set changed, whatever code path wrote it. NOTIFY is delivered at
-- commit, and identical payloads of one transaction are folded into one.
CREATE OR REPLACE FUNCTION f_reference_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM pg_notify('reference_data', TG_ARGV[0]);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER categories_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION f_reference_changed('categories');
--> statement-breakpoint
CREATE TRIGGER services_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION f_reference_changed('services');
--> statement-breakpoint
-- system_config also holds private keys (mail, viewKeySecret, exchangeRates): only the public
-- settings /api/init serves drop the 'site' set (row triggers, so the key can be tested).
CREATE TRIGGER system_config_reference_changed AFTER INSERT OR UPDATE ON system_config
  FOR EACH ROW WHEN (NEW.key IN ('site', 'seoSettings')) EXECUTE FUNCTION f_reference_changed('site');
--> statement-breakpoint
CREATE TRIGGER system_config_reference_deleted AFTER DELETE ON system_config
  FOR EACH ROW WHEN (OLD.key IN ('site', 'seoSettings')) EXECUTE FUNCTION f_reference_changed('site');
--> statement-breakpoint
-- The category capability fields (0020, docs/decisions/027): read by every catalogue filter and facet.
CREATE TRIGGER capability_definitions_reference_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON capability_definitions FOR EACH STATEMENT EXECUTE FUNCTION f_reference_changed('capabilities');
