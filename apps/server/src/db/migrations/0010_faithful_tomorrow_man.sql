CREATE INDEX "wf_instances_waiting_idx" ON "wf_instances" USING btree ("subject_type","peran","due_on","id") WHERE "wf_instances"."finished_at" is null and "wf_instances"."paused_since" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_anggota_idx" ON "wf_instances" USING btree ("anggota_user_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_tim_idx" ON "wf_instances" USING btree ("tim_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_open_updated_idx" ON "wf_instances" USING btree ("subject_type","updated_at","id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint

-- Hand-written: room on each page for a report's next version, so a step that changes no indexed column updates it in place (HOT) instead of adding to its eleven indexes.
ALTER TABLE "laporans" SET (fillfactor = 90);
