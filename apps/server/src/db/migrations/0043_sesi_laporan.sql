ALTER TABLE "ppg_kegiatan_aktivitas" ADD COLUMN "laporan" text;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_aktivitas" ADD COLUMN "dokumentasi" jsonb DEFAULT '[]'::jsonb NOT NULL;