-- Follows and checks ordered without a deadlock. A check's feed rows name the checker's friends as members, and the foreign key of feed_items.member_id takes FOR KEY SHARE on each friend's users row; a follow, unfollow or block locked both members' rows FOR UPDATE, which that KEY SHARE waits for. So a member checking (their own row already locked by the check's counter) while a friend's follow, unfollow or block between the two held the friend's row and waited for the checker's deadlocked (CI, social-feed-concurrency.test.ts: "Internal server error" on followUser). The pair is now locked FOR NO KEY UPDATE (member-pair.ts and the follow trigger here), which foreign-key checks pass, and a check's trigger locks its member FOR SHARE, which still waits for a follow of that member under way (and a follow for it): a check racing a follow is seen by whichever commits second, as before.
CREATE OR REPLACE FUNCTION earmark_feed_add(kind item_type, members integer[], items integer[], ats timestamptz[]) RETURNS void
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF members IS NULL THEN RETURN; END IF;
    PERFORM 1 FROM "users" WHERE "id" = ANY(members) ORDER BY "id" FOR SHARE;
    INSERT INTO "feed_items" ("member_id", "checked_at", "item_type", "user_id", "item_id")
      SELECT f."follower_id", c."at", kind, c."member", c."item"
      FROM unnest(members, items, ats) AS c("member", "item", "at")
      JOIN "follows" f ON f."followee_id" = c."member"
      JOIN "follows" b ON b."follower_id" = c."member" AND b."followee_id" = f."follower_id"
      ON CONFLICT DO NOTHING;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_feed_befriended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    PERFORM 1 FROM "users" WHERE "id" IN (SELECT "follower_id" FROM new_rows UNION SELECT "followee_id" FROM new_rows) ORDER BY "id" FOR NO KEY UPDATE;
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
