ALTER TABLE "users" ADD COLUMN "show_stats" boolean DEFAULT true NOT NULL;
