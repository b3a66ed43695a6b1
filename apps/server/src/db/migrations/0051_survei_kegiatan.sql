DROP INDEX "laporan_public_links_aktivitas_uq";--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ALTER COLUMN "penugasan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD COLUMN "survei_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD COLUMN "aktivitas_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD COLUMN "responden" varchar(40);--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD COLUMN "responden_nama" varchar(255);--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD CONSTRAINT "laporan_public_links_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_aktivitas_id_ppg_kegiatan_aktivitas_id_fk" FOREIGN KEY ("aktivitas_id") REFERENCES "public"."ppg_kegiatan_aktivitas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_public_links_survei_uq" ON "laporan_public_links" USING btree ("aktivitas_id","survei_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_survei_jawabans_responden_unique" ON "ppg_survei_jawabans" USING btree ("aktivitas_id","survei_id","responden");--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_public_links_aktivitas_uq" ON "laporan_public_links" USING btree ("aktivitas_id") WHERE "laporan_public_links"."survei_id" is null;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_subjek_ck" CHECK (("ppg_survei_jawabans"."penugasan_id" is null) <> ("ppg_survei_jawabans"."aktivitas_id" is null) and ("ppg_survei_jawabans"."aktivitas_id" is null) = ("ppg_survei_jawabans"."responden" is null));