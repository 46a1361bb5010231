CREATE TABLE "musicbrainz_throttle" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musicbrainz_throttle_one_row" CHECK ("musicbrainz_throttle"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "musicbrainz_throttle" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "musicbrainz_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "musicbrainz_cache_fetched_idx" ON "musicbrainz_cache" USING btree ("fetched_at");--> statement-breakpoint
CREATE TABLE "musicbrainz_fetches" (
	"kind" text NOT NULL,
	"mbid" uuid NOT NULL,
	"fetched_at" timestamp with time zone,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musicbrainz_fetches_kind_mbid_pk" PRIMARY KEY("kind","mbid")
);
