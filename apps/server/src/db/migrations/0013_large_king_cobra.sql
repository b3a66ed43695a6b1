DROP INDEX "wf_instances_holder_user_idx";--> statement-breakpoint
DROP INDEX "wf_instances_holder_tim_idx";--> statement-breakpoint
DROP INDEX "wf_instances_holder_grup_idx";--> statement-breakpoint
DROP INDEX "wf_instances_waiting_idx";--> statement-breakpoint
ALTER TABLE "wf_instances" ADD COLUMN "holder" varchar(20) GENERATED ALWAYS AS (coalesce('u' || holder_user_id::text, 't' || holder_tim_id::text, 'g' || holder_grup_id::text, '*')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "wf_instances_holder_idx" ON "wf_instances" USING btree ("subject_type","peran","holder","due_on","id") WHERE "wf_instances"."finished_at" is null and "wf_instances"."paused_since" is null;