-- Issue #30: the MusicBrainz facts the importer kept dropping. Artist type; disambiguation of release groups and recordings; a date's precision as MusicBrainz wrote it ("1997" = 1, "1997-05" = 2, "1997-05-12" = 3; null = a full date set elsewhere); a recording's video flag and date; a track's printed number ("A1"), its kind (pregap, data) and its own credit when it differs from its recording's.
CREATE TYPE "public"."artist_type" AS ENUM('PERSON', 'GROUP', 'ORCHESTRA', 'CHOIR', 'CHARACTER', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."track_kind" AS ENUM('AUDIO', 'PREGAP', 'DATA');--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "type" "artist_type";--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "disambiguation" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "release_date_precision" smallint;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_date_precision_range" CHECK ("releases"."release_date_precision" is null or "releases"."release_date_precision" between 1 and 3);--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "disambiguation" text;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "is_video" boolean;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "release_date" date;--> statement-breakpoint
ALTER TABLE "songs" ADD COLUMN "release_date_precision" smallint;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_date_precision_range" CHECK ("songs"."release_date_precision" is null or "songs"."release_date_precision" between 1 and 3);--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "kind" "track_kind" DEFAULT 'AUDIO' NOT NULL;--> statement-breakpoint
CREATE TABLE "track_artists" (
	"track_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"artist_id" integer NOT NULL,
	"credited_name" text NOT NULL,
	"join_phrase" text DEFAULT '' NOT NULL,
	CONSTRAINT "track_artists_track_id_position_pk" PRIMARY KEY("track_id","position")
);--> statement-breakpoint
ALTER TABLE "track_artists" ADD CONSTRAINT "track_artists_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_artists" ADD CONSTRAINT "track_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_artists_artist_idx" ON "track_artists" USING btree ("artist_id","track_id");
