-- The colour scheme a member chose ('light', 'dark' or 'auto' = follow the device), so a device they sign in on without a choice of its own takes theirs.
ALTER TABLE "users" ADD COLUMN "color_scheme" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_color_scheme" CHECK ("users"."color_scheme" in ('light', 'dark', 'auto'));
