-- Friends activity by fan-out on write: one feed_items row per member and check of one of their friends (mutual follows), so a page of the feed is one range of the member's own index however many members they follow (it took two index descents per followee and table: 90-116 ms p95 following 1,000 at a million releases). Kept by triggers in the statement that writes a check (every follower who is followed back gets the row) or a follow (a new friendship brings each side the other's checks; an ended one takes them away). A check's trigger first locks its member's users row FOR KEY SHARE, and a follow's trigger both members' rows FOR UPDATE (as the follow commands already do), so a check racing a follow is seen by whichever commits second. earmark_feed_fill() fills the table from the follows and checks (here, and the seed after its bulk load). An account's checks leave its friends' feeds before the account goes (a BEFORE DELETE trigger: its cascades run before the statement triggers above, which then find neither its follows nor its checks). The feed also reads each row back against the check and the friendship, so a row is shown only while both hold.
CREATE TABLE "feed_items" (
	"member_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"item_type" "item_type" NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_fill() RETURNS void
  LANGUAGE sql
  AS $$ INSERT INTO "feed_items" ("member_id", "checked_at", "item_type", "user_id", "item_id")
  SELECT p."follower_id", c."checked_at", 'RELEASE'::item_type, c."user_id", c."release_id"
  FROM "follows" p JOIN "follows" b ON b."follower_id" = p."followee_id" AND b."followee_id" = p."follower_id"
    JOIN "user_releases" c ON c."user_id" = p."followee_id" AND c."checked_at" IS NOT NULL
  UNION ALL
  SELECT p."follower_id", c."checked_at", 'SONG'::item_type, c."user_id", c."song_id"
  FROM "follows" p JOIN "follows" b ON b."follower_id" = p."followee_id" AND b."followee_id" = p."follower_id"
    JOIN "user_songs" c ON c."user_id" = p."followee_id" AND c."checked_at" IS NOT NULL $$;
--> statement-breakpoint
SELECT earmark_feed_fill();--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_page_idx" ON "feed_items" USING btree ("member_id", "checked_at" DESC, "item_type", "user_id", "item_id" DESC);--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ANALYZE "feed_items";--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_add(kind item_type, members integer[], items integer[], ats timestamptz[]) RETURNS void
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF members IS NULL THEN RETURN; END IF;
    PERFORM 1 FROM "users" WHERE "id" = ANY(members) ORDER BY "id" FOR KEY SHARE;
    INSERT INTO "feed_items" ("member_id", "checked_at", "item_type", "user_id", "item_id")
      SELECT f."follower_id", c."at", kind, c."member", c."item"
      FROM unnest(members, items, ats) AS c("member", "item", "at")
      JOIN "follows" f ON f."followee_id" = c."member"
      JOIN "follows" b ON b."follower_id" = c."member" AND b."followee_id" = f."follower_id"
      ON CONFLICT DO NOTHING;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_remove(kind item_type, members integer[], items integer[], ats timestamptz[]) RETURNS void
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF members IS NULL THEN RETURN; END IF;
    DELETE FROM "feed_items" i
      USING unnest(members, items, ats) AS c("member", "item", "at"), "follows" f
      WHERE f."followee_id" = c."member" AND i."member_id" = f."follower_id" AND i."checked_at" = c."at"
        AND i."item_type" = kind AND i."user_id" = c."member" AND i."item_id" = c."item";
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_releases_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg("user_id"), array_agg("release_id"), array_agg("checked_at") INTO m, i, a FROM new_rows WHERE "checked_at" IS NOT NULL;
    PERFORM earmark_feed_add('RELEASE', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_releases_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg("user_id"), array_agg("release_id"), array_agg("checked_at") INTO m, i, a FROM old_rows WHERE "checked_at" IS NOT NULL;
    PERFORM earmark_feed_remove('RELEASE', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_releases_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg(o."user_id"), array_agg(o."release_id"), array_agg(o."checked_at") INTO m, i, a FROM old_rows o
      WHERE o."checked_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM new_rows n
        WHERE n."user_id" = o."user_id" AND n."release_id" = o."release_id" AND n."checked_at" = o."checked_at");
    PERFORM earmark_feed_remove('RELEASE', m, i, a);
    SELECT array_agg(n."user_id"), array_agg(n."release_id"), array_agg(n."checked_at") INTO m, i, a FROM new_rows n
      WHERE n."checked_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM old_rows o
        WHERE o."user_id" = n."user_id" AND o."release_id" = n."release_id" AND o."checked_at" = n."checked_at");
    PERFORM earmark_feed_add('RELEASE', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_releases_feed_insert AFTER INSERT ON user_releases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_releases_new();
--> statement-breakpoint
CREATE TRIGGER user_releases_feed_update AFTER UPDATE ON user_releases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_releases_changed();
--> statement-breakpoint
CREATE TRIGGER user_releases_feed_delete AFTER DELETE ON user_releases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_releases_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_songs_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg("user_id"), array_agg("song_id"), array_agg("checked_at") INTO m, i, a FROM new_rows WHERE "checked_at" IS NOT NULL;
    PERFORM earmark_feed_add('SONG', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_songs_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg("user_id"), array_agg("song_id"), array_agg("checked_at") INTO m, i, a FROM old_rows WHERE "checked_at" IS NOT NULL;
    PERFORM earmark_feed_remove('SONG', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_user_songs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg(o."user_id"), array_agg(o."song_id"), array_agg(o."checked_at") INTO m, i, a FROM old_rows o
      WHERE o."checked_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM new_rows n
        WHERE n."user_id" = o."user_id" AND n."song_id" = o."song_id" AND n."checked_at" = o."checked_at");
    PERFORM earmark_feed_remove('SONG', m, i, a);
    SELECT array_agg(n."user_id"), array_agg(n."song_id"), array_agg(n."checked_at") INTO m, i, a FROM new_rows n
      WHERE n."checked_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM old_rows o
        WHERE o."user_id" = n."user_id" AND o."song_id" = n."song_id" AND o."checked_at" = n."checked_at");
    PERFORM earmark_feed_add('SONG', m, i, a);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER user_songs_feed_insert AFTER INSERT ON user_songs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_songs_new();
--> statement-breakpoint
CREATE TRIGGER user_songs_feed_update AFTER UPDATE ON user_songs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_songs_changed();
--> statement-breakpoint
CREATE TRIGGER user_songs_feed_delete AFTER DELETE ON user_songs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_user_songs_old();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_befriended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM 1 FROM "users" WHERE "id" IN (SELECT "follower_id" FROM new_rows UNION SELECT "followee_id" FROM new_rows) ORDER BY "id" FOR UPDATE;
    INSERT INTO "feed_items" ("member_id", "checked_at", "item_type", "user_id", "item_id")
      WITH pairs AS (
        SELECT n."follower_id" AS "member_id", n."followee_id" AS "friend_id" FROM new_rows n
          JOIN "follows" b ON b."follower_id" = n."followee_id" AND b."followee_id" = n."follower_id"
        UNION
        SELECT n."followee_id", n."follower_id" FROM new_rows n
          JOIN "follows" b ON b."follower_id" = n."followee_id" AND b."followee_id" = n."follower_id"
      )
      SELECT p."member_id", c."checked_at", 'RELEASE'::item_type, c."user_id", c."release_id"
        FROM pairs p JOIN "user_releases" c ON c."user_id" = p."friend_id" AND c."checked_at" IS NOT NULL
      UNION ALL
      SELECT p."member_id", c."checked_at", 'SONG'::item_type, c."user_id", c."song_id"
        FROM pairs p JOIN "user_songs" c ON c."user_id" = p."friend_id" AND c."checked_at" IS NOT NULL
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_unfriended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    WITH pairs AS (
      SELECT "follower_id" AS "member_id", "followee_id" AS "friend_id" FROM old_rows
      UNION
      SELECT "followee_id", "follower_id" FROM old_rows
    ), gone AS (
      SELECT p."member_id", c."checked_at", 'RELEASE'::item_type AS "item_type", c."user_id", c."release_id" AS "item_id"
        FROM pairs p JOIN "user_releases" c ON c."user_id" = p."friend_id" AND c."checked_at" IS NOT NULL
      UNION ALL
      SELECT p."member_id", c."checked_at", 'SONG'::item_type, c."user_id", c."song_id"
        FROM pairs p JOIN "user_songs" c ON c."user_id" = p."friend_id" AND c."checked_at" IS NOT NULL
    )
    DELETE FROM "feed_items" i USING gone g
      WHERE i."member_id" = g."member_id" AND i."checked_at" = g."checked_at" AND i."item_type" = g."item_type"
        AND i."user_id" = g."user_id" AND i."item_id" = g."item_id";
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER follows_feed_insert AFTER INSERT ON follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_befriended();
--> statement-breakpoint
CREATE TRIGGER follows_feed_delete AFTER DELETE ON follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_feed_unfriended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_member_leaving() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE m integer[]; i integer[]; a timestamptz[]; BEGIN
    SELECT array_agg("user_id"), array_agg("release_id"), array_agg("checked_at") INTO m, i, a FROM "user_releases" WHERE "user_id" = OLD."id" AND "checked_at" IS NOT NULL;
    PERFORM earmark_feed_remove('RELEASE', m, i, a);
    SELECT array_agg("user_id"), array_agg("song_id"), array_agg("checked_at") INTO m, i, a FROM "user_songs" WHERE "user_id" = OLD."id" AND "checked_at" IS NOT NULL;
    PERFORM earmark_feed_remove('SONG', m, i, a);
    RETURN OLD;
  END $$;
--> statement-breakpoint
CREATE TRIGGER users_feed_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION earmark_feed_member_leaving();
