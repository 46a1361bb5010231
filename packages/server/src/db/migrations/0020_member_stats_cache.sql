-- A member's stats pages are computed once and read back while nothing they count has changed (modules/stats/stats-cache.ts). users.stats_version moves in the statement that writes a member's checks, logs, listens or lists (statement-level triggers, one per event as transition tables require); a cached page is current when its version equals the member's and it is under a day old (catalog edits show within a day). Counters other members move (a log's upvotes, a list's likes and follows) are no part of the stats and move no version.
ALTER TABLE "users" ADD COLUMN "stats_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "member_stats_cache" (
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"version" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_stats_cache_pkey" PRIMARY KEY("user_id","page")
);--> statement-breakpoint
ALTER TABLE "member_stats_cache" ADD CONSTRAINT "member_stats_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER user_releases_stats_insert AFTER INSERT ON user_releases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_releases_new();
--> statement-breakpoint
CREATE TRIGGER user_releases_stats_update AFTER UPDATE ON user_releases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_releases_changed();
--> statement-breakpoint
CREATE TRIGGER user_releases_stats_delete AFTER DELETE ON user_releases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_releases_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER user_songs_stats_insert AFTER INSERT ON user_songs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_songs_new();
--> statement-breakpoint
CREATE TRIGGER user_songs_stats_update AFTER UPDATE ON user_songs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_songs_changed();
--> statement-breakpoint
CREATE TRIGGER user_songs_stats_delete AFTER DELETE ON user_songs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_user_songs_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT m."member" FROM new_rows n JOIN old_rows o ON o."id" = n."id", LATERAL (VALUES (n."user_id"), (o."user_id")) AS m("member") WHERE to_jsonb(n) - ARRAY['review_upvote_count', 'gratitude_upvote_count']::text[] IS DISTINCT FROM to_jsonb(o) - ARRAY['review_upvote_count', 'gratitude_upvote_count']::text[]); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER logs_stats_insert AFTER INSERT ON logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_logs_new();
--> statement-breakpoint
CREATE TRIGGER logs_stats_update AFTER UPDATE ON logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_logs_changed();
--> statement-breakpoint
CREATE TRIGGER logs_stats_delete AFTER DELETE ON logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_logs_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER listens_stats_insert AFTER INSERT ON listens
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_listens_new();
--> statement-breakpoint
CREATE TRIGGER listens_stats_update AFTER UPDATE ON listens
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_listens_changed();
--> statement-breakpoint
CREATE TRIGGER listens_stats_delete AFTER DELETE ON listens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_listens_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_lists_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "created_by_user_id" FROM new_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_lists_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "created_by_user_id" FROM old_rows); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_lists_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT m."member" FROM new_rows n JOIN old_rows o ON o."id" = n."id", LATERAL (VALUES (n."created_by_user_id"), (o."created_by_user_id")) AS m("member") WHERE to_jsonb(n) - ARRAY['number_of_likes', 'number_of_follows']::text[] IS DISTINCT FROM to_jsonb(o) - ARRAY['number_of_likes', 'number_of_follows']::text[]); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER lists_stats_insert AFTER INSERT ON lists
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_lists_new();
--> statement-breakpoint
CREATE TRIGGER lists_stats_update AFTER UPDATE ON lists
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_lists_changed();
--> statement-breakpoint
CREATE TRIGGER lists_stats_delete AFTER DELETE ON lists
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_stats_lists_old();
