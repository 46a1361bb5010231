-- The public members' checks, which community activity counts for every reader (adding the private members the reader may see): summing every member's counter took 15 ms a view at 25,000 members, and grows with them. Kept like the albums count (0017): in catalog_counts, spread over 16 slots a backend adds to its own, moved by a trigger on users in the statement that moves a member's check counter or privacy.
CREATE OR REPLACE FUNCTION earmark_count(counted text, delta bigint) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE "catalog_counts" SET "count" = "count" + delta WHERE "name" = counted AND "slot" = pg_backend_pid() % 16 AND delta <> 0 $$;
--> statement-breakpoint
-- The albums count (0017) moves through the same function, and both are emptied by one.
CREATE OR REPLACE FUNCTION earmark_count_albums(delta bigint) RETURNS void
  LANGUAGE sql
  AS $$ SELECT earmark_count('albums', delta) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_count_emptied() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "catalog_counts" SET "count" = 0 WHERE "name" = TG_ARGV[0]; RETURN NULL; END $$;
--> statement-breakpoint
DROP TRIGGER releases_albums_truncate ON releases;
--> statement-breakpoint
CREATE TRIGGER releases_albums_truncate AFTER TRUNCATE ON releases
  FOR EACH STATEMENT EXECUTE FUNCTION earmark_count_emptied('albums');
--> statement-breakpoint
DROP FUNCTION earmark_albums_emptied();
--> statement-breakpoint
INSERT INTO "catalog_counts" ("name", "slot", "count")
  SELECT 'public_checks', s,
    CASE WHEN s = 0 THEN (SELECT coalesce(sum("number_of_checks"), 0) FROM "users" WHERE NOT "is_private") ELSE 0 END
  FROM generate_series(0, 15) AS s;--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_public_checks_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM earmark_count('public_checks',
      (CASE WHEN TG_OP <> 'DELETE' AND NOT NEW.is_private THEN NEW.number_of_checks ELSE 0 END)
      - (CASE WHEN TG_OP <> 'INSERT' AND NOT OLD.is_private THEN OLD.number_of_checks ELSE 0 END));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER users_public_checks AFTER INSERT OR DELETE OR UPDATE OF number_of_checks, is_private ON users
  FOR EACH ROW EXECUTE FUNCTION earmark_public_checks_moved();
--> statement-breakpoint
CREATE TRIGGER users_public_checks_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION earmark_count_emptied('public_checks');
