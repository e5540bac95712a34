-- Catalogue search from an in-process index (issue 21; docs/decisions/032). Each process keeps the
-- listed partners in memory; these statement triggers tell every process (LISTEN catalogue_partners)
-- which partners changed, whatever code path wrote them, at commit. The payload is the changed ids
-- ('12,40,7'), split into several notifications of at most 800 ids (the payload limit is 8000 bytes),
-- or '*' for a bulk change (more than 16,000 ids, TRUNCATE): every process rebuilds then.
-- An update that changes nothing but the profile view counter (partner-views.ts, on every profile
-- view) notifies nothing: the index does not hold it and the catalogue cards read it from the row.
CREATE OR REPLACE FUNCTION f_catalogue_notify(ids int[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
    DECLARE
      n int := coalesce(array_length(ids, 1), 0);
    BEGIN
      IF n = 0 THEN
        RETURN;
      ELSIF n > 16000 THEN
        PERFORM pg_notify('catalogue_partners', '*');
        RETURN;
      END IF;
      FOR i IN 0 .. (n - 1) / 800 LOOP
        PERFORM pg_notify('catalogue_partners', array_to_string(ids[i * 800 + 1 : i * 800 + 800], ','));
      END LOOP;
    END
  $$;
--> statement-breakpoint
-- Rows of an update whose only change is profile_views are left out (compared as jsonb without that
-- key, so a column added later counts as a change by default).
CREATE OR REPLACE FUNCTION f_partners_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT id FROM new_rows ORDER BY id));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT id FROM old_rows ORDER BY id));
      ELSE
        PERFORM f_catalogue_notify(ARRAY(
          SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
           WHERE o.id IS NULL OR (to_jsonb(n) - 'profile_views') IS DISTINCT FROM (to_jsonb(o) - 'profile_views')
           UNION
          SELECT o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id WHERE n.id IS NULL
           ORDER BY 1));
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_partner_services_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT partner_id FROM new_rows ORDER BY 1));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT partner_id FROM old_rows ORDER BY 1));
      ELSE
        PERFORM f_catalogue_notify(ARRAY(
          SELECT partner_id FROM new_rows UNION SELECT partner_id FROM old_rows ORDER BY 1));
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_catalogue_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM pg_notify('catalogue_partners', '*');
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_inserted AFTER INSERT ON partners
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partners_changed();
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_updated AFTER UPDATE ON partners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partners_changed();
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_deleted AFTER DELETE ON partners
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partners_changed();
--> statement-breakpoint
CREATE TRIGGER partners_catalogue_truncated AFTER TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION f_catalogue_truncated();
--> statement-breakpoint
-- A partner's services are facet values and words of its document (services are also copied into
-- search_extra, but a row whose text did not change is not rewritten: db/search-index.ts).
CREATE TRIGGER partner_services_catalogue_inserted AFTER INSERT ON partner_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partner_services_changed();
--> statement-breakpoint
CREATE TRIGGER partner_services_catalogue_updated AFTER UPDATE ON partner_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partner_services_changed();
--> statement-breakpoint
CREATE TRIGGER partner_services_catalogue_deleted AFTER DELETE ON partner_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION f_partner_services_changed();
--> statement-breakpoint
CREATE TRIGGER partner_services_catalogue_truncated AFTER TRUNCATE ON partner_services
  FOR EACH STATEMENT EXECUTE FUNCTION f_catalogue_truncated();
--> statement-breakpoint
-- The `response` sort orders by a partner's median answer time (responseMedian, catalogue-filters.ts),
-- read from its quote requests: a request added, answered, cancelled or removed re-reads the partner.
-- (The median also moves with time, over a 90-day window: every process refreshes it hourly.)
CREATE OR REPLACE FUNCTION f_quote_requests_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT partner_id FROM new_rows WHERE partner_id IS NOT NULL ORDER BY 1));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM f_catalogue_notify(ARRAY(SELECT DISTINCT partner_id FROM old_rows WHERE partner_id IS NOT NULL ORDER BY 1));
      ELSE
        PERFORM f_catalogue_notify(ARRAY(
          SELECT DISTINCT x.partner_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
                 LATERAL (VALUES (n.partner_id), (o.partner_id)) AS x(partner_id)
           WHERE x.partner_id IS NOT NULL
             AND (n.partner_id, n.status, n.created_at, n.responded_at)
                 IS DISTINCT FROM (o.partner_id, o.status, o.created_at, o.responded_at)
           ORDER BY 1));
      END IF;
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER quote_requests_catalogue_inserted AFTER INSERT ON quote_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_quote_requests_changed();
--> statement-breakpoint
CREATE TRIGGER quote_requests_catalogue_updated AFTER UPDATE ON quote_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION f_quote_requests_changed();
--> statement-breakpoint
CREATE TRIGGER quote_requests_catalogue_deleted AFTER DELETE ON quote_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION f_quote_requests_changed();
