-- One import at a time per member, held by the database: the upload route checked for a running import before receiving the file, so two uploads sent together both made a job. A member who has more than one queued or running import keeps the newest; the others end as failed, saying why.
UPDATE "import_jobs" AS j SET "status" = 'failed', "finished_at" = now(), "error" = 'Another import of yours was started at the same time; only the newest one runs.'
WHERE j."status" IN ('queued', 'running')
  AND EXISTS (SELECT 1 FROM "import_jobs" AS k WHERE k."user_id" = j."user_id" AND k."status" IN ('queued', 'running') AND k."id" > j."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_active_idx" ON "import_jobs" USING btree ("user_id") WHERE "import_jobs"."status" in ('queued', 'running');
