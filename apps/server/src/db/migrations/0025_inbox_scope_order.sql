DROP INDEX "wf_instances_grup_idx";--> statement-breakpoint
DROP INDEX "wf_instances_anggota_idx";--> statement-breakpoint
DROP INDEX "wf_instances_tim_idx";--> statement-breakpoint
CREATE INDEX "wf_instances_grup_idx" ON "wf_instances" USING btree ("subject_type","grup_id","updated_at","id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_anggota_idx" ON "wf_instances" USING btree ("anggota_user_id","updated_at","id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_tim_idx" ON "wf_instances" USING btree ("tim_id","updated_at","id") WHERE "wf_instances"."finished_at" is null;