CREATE TABLE "listens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"song_id" integer,
	"release_id" integer,
	"listened_at" timestamp with time zone NOT NULL,
	"artist_name" text NOT NULL,
	"track_name" text NOT NULL,
	"release_name" text,
	"source" text NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listens_source" CHECK ("listens"."source" in ('api', 'lastfm', 'spotify', 'listenbrainz', 'rym', 'plain', 'earmark')),
	CONSTRAINT "listens_names_length" CHECK (char_length("listens"."artist_name") between 1 and 1000 and char_length("listens"."track_name") between 1 and 1000 and ("listens"."release_name" is null or char_length("listens"."release_name") <= 1000)),
	CONSTRAINT "listens_duration_range" CHECK ("listens"."duration_ms" is null or "listens"."duration_ms" between 0 and 86400000)
);
--> statement-breakpoint
ALTER TABLE "listens" ADD CONSTRAINT "listens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listens" ADD CONSTRAINT "listens_song_id_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listens" ADD CONSTRAINT "listens_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listens_once_key" ON "listens" USING btree ("user_id","listened_at",lower("artist_name"),lower("track_name"));--> statement-breakpoint
CREATE INDEX "listens_user_time_idx" ON "listens" USING btree ("user_id","listened_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "listens_user_song_idx" ON "listens" USING btree ("user_id","song_id") WHERE "listens"."song_id" is not null;--> statement-breakpoint
CREATE INDEX "listens_song_idx" ON "listens" USING btree ("song_id") WHERE "listens"."song_id" is not null;--> statement-breakpoint
CREATE INDEX "listens_release_idx" ON "listens" USING btree ("release_id") WHERE "listens"."release_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "api_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_api_token_hash_key" ON "users" USING btree ("api_token_hash") WHERE "users"."api_token_hash" is not null;
