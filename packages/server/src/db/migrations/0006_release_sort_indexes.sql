-- The item sorts' indexes in the order modules/catalog/release-sort.ts gives both the collection
-- and the discography: titles and artist names case-insensitively (lower()), a year's releases by
-- release date. A large collection walks them in order and stops after one page.
DROP INDEX "releases_year_newest_idx";--> statement-breakpoint
DROP INDEX "releases_year_oldest_idx";--> statement-breakpoint
DROP INDEX "releases_artist_title_idx";--> statement-breakpoint
DROP INDEX "releases_title_idx";--> statement-breakpoint
CREATE INDEX "releases_year_newest_idx" ON "releases" USING btree ("year" DESC NULLS LAST,"release_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "releases_year_oldest_idx" ON "releases" USING btree ("year","release_date","id");--> statement-breakpoint
CREATE INDEX "releases_artist_title_idx" ON "releases" USING btree (lower("artist_name"),lower("title"),"id");--> statement-breakpoint
CREATE INDEX "releases_title_idx" ON "releases" USING btree (lower("title"),"id");
