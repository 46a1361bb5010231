-- A recording's ISRCs (MusicBrainz may list several for one recording): imports and the listen API match a listen by its ISRC after MBIDs and before names. One GIN index answers a batch's `isrcs && array[…]` in one statement. Each element is upper-case CCXXXYYNNNNN (2 letters, 3 letters or digits, 7 digits).
ALTER TABLE "songs" ADD COLUMN "isrcs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_isrcs_format" CHECK (array_to_string("songs"."isrcs", ' ') ~ '^([A-Z]{2}[A-Z0-9]{3}[0-9]{7}( |$))*$');--> statement-breakpoint
CREATE INDEX "songs_isrcs_idx" ON "songs" USING gin ("isrcs");
