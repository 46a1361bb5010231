-- A stats page's artists summed over its range's months before the latest (modules/stats/artist-rollups.ts): a listen in the latest month leaves the sums current, so the all-time page adds one month's artists to them instead of summing every month's again. Current while through_month is the range's latest month with activity and versions the sum of the versions of the months before it. A cache: deleted with the member, never exported.
CREATE TABLE "member_stats_artist_rollups" (
	"user_id" integer NOT NULL,
	"from_month" date NOT NULL,
	"through_month" date NOT NULL,
	"versions" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"artist_ids" integer[] NOT NULL,
	"artist_names" text[] NOT NULL,
	"artist_listens" integer[] NOT NULL,
	"artist_checks" integer[] NOT NULL,
	CONSTRAINT "member_stats_artist_rollups_pkey" PRIMARY KEY("user_id","from_month")
);--> statement-breakpoint
ALTER TABLE "member_stats_artist_rollups" ADD CONSTRAINT "member_stats_artist_rollups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
