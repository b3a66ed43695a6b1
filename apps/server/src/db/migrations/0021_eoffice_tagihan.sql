DROP INDEX "eoffice_kirimans_open_unique";--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD COLUMN "tagihan_id" integer;--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD CONSTRAINT "eoffice_kirimans_dokumen_id_dokumen_surats_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."dokumen_surats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD CONSTRAINT "eoffice_kirimans_tagihan_id_piutang_tagihans_id_fk" FOREIGN KEY ("tagihan_id") REFERENCES "public"."piutang_tagihans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_tagihan_idx" ON "eoffice_kirimans" USING btree ("tagihan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_kirimans_open_unique" ON "eoffice_kirimans" USING btree ("laporan_id","jenis",coalesce("tagihan_id", 0)) WHERE status in ('MENUNGGU', 'TERKIRIM');