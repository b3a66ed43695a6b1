ALTER TABLE "og_dokumens" ADD COLUMN "template_versi_id" integer;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD COLUMN "final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD CONSTRAINT "og_dokumens_template_versi_id_template_dokumen_versis_id_fk" FOREIGN KEY ("template_versi_id") REFERENCES "public"."template_dokumen_versis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD CONSTRAINT "og_dokumens_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;