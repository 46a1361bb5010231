-- A member's stats pages read per-month summaries (modules/stats/month-summaries.ts) instead of every check and listen joined to the catalog. member_stats_month_versions: per member and month (UTC) with checks, listens, ratings or loved/favorited items, a version moved by any write the month's summary counts (a check's item and day, its rating and reaction and their days, a dated log's item, day and "listened before", a listen's item, names, length and time) and a history version moved by the writes later months' first listens depend on (checks' items and days, listens); the statement-level triggers that move users.stats_version move both, in the writing statement. member_stats_months: each month as a page last computed it (totals, first listens, days with a listen, artists, genres, decades, albums, songs, releases of the year heard, ratings, the highest rated and the loved), current while its version and the sum of the history versions up to it are the ones stored; a page computes the months that are not, in its own statement. Four indexes answer the first-listen look-ups per item. A member's rows deleted with their account (cascades) register no month. Existing months are registered here; their summaries are computed by their first page.
CREATE TABLE "member_stats_month_versions" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" bigint NOT NULL,
	"history" bigint NOT NULL,
	CONSTRAINT "member_stats_month_versions_pkey" PRIMARY KEY("user_id","month")
);--> statement-breakpoint
ALTER TABLE "member_stats_month_versions" ADD CONSTRAINT "member_stats_month_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "member_stats_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" bigint NOT NULL,
	"history_prefix" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"listens" integer NOT NULL,
	"first_listens" integer NOT NULL,
	"checks" integer NOT NULL,
	"release_checks" integer NOT NULL,
	"duration_ms" bigint,
	"listen_days" integer[] NOT NULL,
	"artist_ids" integer[] NOT NULL,
	"artist_names" text[] NOT NULL,
	"artist_listens" integer[] NOT NULL,
	"artist_checks" integer[] NOT NULL,
	"genres" text[] NOT NULL,
	"genre_listens" integer[] NOT NULL,
	"genre_checks" integer[] NOT NULL,
	"decades" integer[] NOT NULL,
	"decade_listens" integer[] NOT NULL,
	"decade_checks" integer[] NOT NULL,
	"albums" integer[] NOT NULL,
	"album_listens" integer[] NOT NULL,
	"album_checks" integer[] NOT NULL,
	"songs" integer[] NOT NULL,
	"song_listens" integer[] NOT NULL,
	"song_checks" integer[] NOT NULL,
	"new_albums" integer[] NOT NULL,
	"rating_values" double precision[] NOT NULL,
	"rating_counts" integer[] NOT NULL,
	"rated_kinds" text[] NOT NULL,
	"rated_ids" integer[] NOT NULL,
	"rated_ratings" double precision[] NOT NULL,
	"rated_at" timestamp with time zone[] NOT NULL,
	"loved" integer NOT NULL,
	"favorited" integer NOT NULL,
	"loved_kinds" text[] NOT NULL,
	"loved_ids" integer[] NOT NULL,
	"loved_reactions" text[] NOT NULL,
	"loved_at" timestamp with time zone[] NOT NULL,
	CONSTRAINT "member_stats_months_pkey" PRIMARY KEY("user_id","month")
);--> statement-breakpoint
ALTER TABLE "member_stats_months" ADD CONSTRAINT "member_stats_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM (SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "user_id", "release_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM (SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "user_id", "release_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_releases_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM ((SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL) UNION (SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "release_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL)) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM ((SELECT "user_id", "release_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "release_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL) UNION (SELECT "user_id", "release_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "release_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL)) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM (SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "user_id", "song_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM (SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "user_id", "song_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_user_songs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 0 AS "h" FROM (SELECT "user_id", unnest(array[date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date, CASE WHEN "rating" IS NOT NULL THEN date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date END, CASE WHEN "reaction" IN ('LOVED', 'FAVORITED') THEN date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date END]) AS "month" FROM ((SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL) UNION (SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM old_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "song_id", "checked_at", "rating", "rated_at", "reaction", "reacted_at" FROM new_rows WHERE "checked_at" IS NOT NULL)) r) b UNION ALL SELECT "user_id", "month", 1 FROM (SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM ((SELECT "user_id", "song_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "song_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL) UNION (SELECT "user_id", "song_id", "checked_at" FROM old_rows WHERE "checked_at" IS NOT NULL EXCEPT SELECT "user_id", "song_id", "checked_at" FROM new_rows WHERE "checked_at" IS NOT NULL)) r) n) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "date"::timestamp)::date AS "month" FROM (SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM new_rows WHERE "date" IS NOT NULL) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "date"::timestamp)::date AS "month" FROM (SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM old_rows WHERE "date" IS NOT NULL) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_logs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT m."member" FROM new_rows n JOIN old_rows o ON o."id" = n."id", LATERAL (VALUES (n."user_id"), (o."user_id")) AS m("member") WHERE to_jsonb(n) - ARRAY['review_upvote_count', 'gratitude_upvote_count']::text[] IS DISTINCT FROM to_jsonb(o) - ARRAY['review_upvote_count', 'gratitude_upvote_count']::text[]); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "date"::timestamp)::date AS "month" FROM ((SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM new_rows WHERE "date" IS NOT NULL EXCEPT SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM old_rows WHERE "date" IS NOT NULL) UNION (SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM old_rows WHERE "date" IS NOT NULL EXCEPT SELECT "id", "user_id", "release_id", "song_id", "date", "created_at", "listened_before" FROM new_rows WHERE "date" IS NOT NULL)) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_new() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "listened_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM new_rows WHERE true) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_old() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "listened_at" AT TIME ZONE 'UTC')::date AS "month" FROM (SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM old_rows WHERE true) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_stats_listens_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN UPDATE "users" SET "stats_version" = "stats_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows); INSERT INTO "member_stats_month_versions" AS v ("user_id", "month", "version", "history") SELECT "user_id", "month", 1, max("h") FROM (SELECT "user_id", "month", 1 AS "h" FROM (SELECT "user_id", date_trunc('month', "listened_at" AT TIME ZONE 'UTC')::date AS "month" FROM ((SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM new_rows WHERE true EXCEPT SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM old_rows WHERE true) UNION (SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM old_rows WHERE true EXCEPT SELECT "id", "user_id", "song_id", "release_id", "artist_name", "track_name", "duration_ms", "listened_at" FROM new_rows WHERE true)) r) b) m WHERE "month" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = m."user_id") GROUP BY 1, 2 ORDER BY 1, 2 ON CONFLICT ("user_id", "month") DO UPDATE SET "version" = v."version" + 1, "history" = v."history" + excluded."history"; RETURN NULL; END $$;
--> statement-breakpoint
CREATE INDEX "logs_user_song_date_idx" ON "logs" USING btree ("user_id", "song_id", "date") WHERE "song_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "logs_user_release_date_idx" ON "logs" USING btree ("user_id", "release_id", "date") WHERE "release_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listens_user_release_time_idx" ON "listens" USING btree ("user_id", "release_id", "listened_at") WHERE "release_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listens_user_unmatched_idx" ON "listens" USING btree ("user_id", (lower("artist_name") || chr(31) || lower("track_name")), "listened_at") WHERE "song_id" IS NULL AND "release_id" IS NULL;--> statement-breakpoint
INSERT INTO "member_stats_month_versions" ("user_id", "month", "version", "history")
SELECT "user_id", "month", 1, 1 FROM (
	SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date AS "month" FROM "user_releases" WHERE "checked_at" IS NOT NULL
	UNION SELECT "user_id", date_trunc('month', "checked_at" AT TIME ZONE 'UTC')::date FROM "user_songs" WHERE "checked_at" IS NOT NULL
	UNION SELECT "user_id", date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date FROM "user_releases" WHERE "rating" IS NOT NULL
	UNION SELECT "user_id", date_trunc('month', coalesce("rated_at", "checked_at") AT TIME ZONE 'UTC')::date FROM "user_songs" WHERE "rating" IS NOT NULL
	UNION SELECT "user_id", date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date FROM "user_releases" WHERE "reaction" IN ('LOVED', 'FAVORITED')
	UNION SELECT "user_id", date_trunc('month', coalesce("reacted_at", "checked_at") AT TIME ZONE 'UTC')::date FROM "user_songs" WHERE "reaction" IN ('LOVED', 'FAVORITED')
	UNION SELECT "user_id", date_trunc('month', "date"::timestamp)::date FROM "logs" WHERE "date" IS NOT NULL
	UNION SELECT "user_id", date_trunc('month', "listened_at" AT TIME ZONE 'UTC')::date FROM "listens"
) m;
