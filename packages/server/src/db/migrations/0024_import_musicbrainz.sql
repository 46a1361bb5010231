-- A history import asks MusicBrainz about rows the catalog lacks (modules/imports/musicbrainz-lookups.ts): how many rows it asked (live, for the per-import cap MUSICBRAINZ_IMPORT_LOOKUPS and the progress), and how many rows were matched to items it brought in.
ALTER TABLE "import_jobs" ADD COLUMN "musicbrainz_lookups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "fetched" integer DEFAULT 0 NOT NULL;
