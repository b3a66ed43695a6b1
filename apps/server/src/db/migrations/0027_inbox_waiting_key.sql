DROP INDEX "wf_instances_holder_idx";--> statement-breakpoint
CREATE INDEX "wf_instances_waiting_idx" ON "wf_instances" USING btree ("subject_type",(case when "finished_at" is null and "paused_since" is null then "peran" || '|' || "holder" end),"due_on","id") WHERE "wf_instances"."finished_at" is null and "wf_instances"."paused_since" is null;--> statement-breakpoint
-- The index's expression has statistics of its own, gathered by ANALYZE: until then the planner guesses.
ANALYZE "wf_instances";
