-- Notifications take a general shape: a kind, the member who did it (actor), and what it is about (a recommendation, or a log and the upvoted writing). New kinds: a new follower, an upvote of a review or gratitude. The new enum values are not used in this migration (PostgreSQL forbids using them in the transaction that adds them).
ALTER TYPE "public"."notification_kind" ADD VALUE 'FOLLOWED';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'UPVOTED';--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "recommendation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "log_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "upvote_type" "upvote_type";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_log_id_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The actor of the notifications already stored: the recommender (none for a list's), or for a response the recipient.
UPDATE "notifications" SET "actor_id" = CASE WHEN "notifications"."kind" = 'RESPONDED' THEN r."recipient_id" ELSE r."recommender_id" END FROM "recommendations" r WHERE r."id" = "notifications"."recommendation_id";--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notifications_log_idx" ON "notifications" USING btree ("log_id") WHERE "notifications"."log_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_once" UNIQUE NULLS NOT DISTINCT("user_id","kind","actor_id","recommendation_id","log_id","upvote_type");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_not_self" CHECK ("notifications"."actor_id" is null or "notifications"."actor_id" <> "notifications"."user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK ("notifications"."recommendation_id" is not null or ("notifications"."actor_id" is not null and ("notifications"."log_id" is null) = ("notifications"."upvote_type" is null)));
