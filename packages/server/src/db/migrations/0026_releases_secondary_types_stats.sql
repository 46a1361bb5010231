-- The discography's filter keeps releases with no secondary type (`cardinality(secondary_types) = 0`, three in four releases). Without statistics on that expression the planner takes it for one in two hundred, and counts a large artist's albums by reading every release (a 30,000-release artist: 142 ms at 100,000 releases, growing with the catalog); with them it reads the artist's own releases (75 ms there, and not growing with the catalog).
CREATE STATISTICS IF NOT EXISTS "releases_secondary_types_count_stats" ON (cardinality("secondary_types")) FROM "releases";
--> statement-breakpoint
ANALYZE "releases";
