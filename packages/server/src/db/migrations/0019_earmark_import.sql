-- An Earmark export zip is an import format of its own (modules/imports/formats/earmark.ts).
ALTER TABLE "import_jobs" DROP CONSTRAINT "import_jobs_format";--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_format" CHECK ("import_jobs"."format" in ('lastfm', 'spotify', 'listenbrainz', 'rym', 'plain', 'earmark'));
