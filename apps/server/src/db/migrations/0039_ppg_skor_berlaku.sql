DROP INDEX "ppg_skor_instansis_verifikasi";--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD COLUMN "berlaku" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD COLUMN "sumber" varchar(20) DEFAULT 'persetujuan' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_instansis_verifikasi" ON "ppg_skor_instansis" USING btree ("verifikasi_id") WHERE berlaku;