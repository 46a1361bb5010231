-- Stats count a song's dated log beside a listen of that song on its day as that one listen (an imported row with a review gives both: it was counted twice; modules/stats/month-summaries.ts). The month summaries and whole pages computed under the old count are dropped; each is computed again by its first view.
DELETE FROM "member_stats_months";
--> statement-breakpoint
DELETE FROM "member_stats_cache";
