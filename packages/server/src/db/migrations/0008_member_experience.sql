-- List positions count from 0 (as the list commands write them; the page shows position + 1). The demo seed wrote them from 1, so every seeded list showed #2 first: every list is renumbered densely, in its order.
UPDATE "list_items" SET "position" = r."rank" FROM (SELECT "id", (row_number() OVER (PARTITION BY "list_id" ORDER BY "position", "id") - 1)::int AS "rank" FROM "list_items") r WHERE "list_items"."id" = r."id" AND "list_items"."position" <> r."rank";--> statement-breakpoint
UPDATE "list_sections" SET "position" = r."rank" FROM (SELECT "id", (row_number() OVER (PARTITION BY "list_id" ORDER BY "position", "id") - 1)::int AS "rank" FROM "list_sections") r WHERE "list_sections"."id" = r."id" AND "list_sections"."position" <> r."rank";
--> statement-breakpoint
-- A rating says the item was heard: unchecking now clears it, and a rating without a check cannot be stored. Ratings left on unchecked items (unchecked before this) go; rows left empty go with them.
UPDATE "user_releases" SET "rating" = NULL, "rated_at" = NULL WHERE "checked_at" IS NULL AND "rating" IS NOT NULL;--> statement-breakpoint
UPDATE "user_songs" SET "rating" = NULL, "rated_at" = NULL WHERE "checked_at" IS NULL AND "rating" IS NOT NULL;--> statement-breakpoint
DELETE FROM "user_releases" WHERE "checked_at" IS NULL AND "rating" IS NULL AND "listen_to" IS NULL;--> statement-breakpoint
DELETE FROM "user_songs" WHERE "checked_at" IS NULL AND "rating" IS NULL AND "listen_to" IS NULL;--> statement-breakpoint
ALTER TABLE "user_releases" ADD CONSTRAINT "user_releases_rating_needs_check" CHECK ("user_releases"."rating" is null or "user_releases"."checked_at" is not null);--> statement-breakpoint
ALTER TABLE "user_songs" ADD CONSTRAINT "user_songs_rating_needs_check" CHECK ("user_songs"."rating" is null or "user_songs"."checked_at" is not null);
--> statement-breakpoint
-- Members to follow (social suggestedFollows): the most followed first.
CREATE INDEX "users_followers_idx" ON "users" USING btree ("number_of_followers" DESC NULLS LAST,"id");
