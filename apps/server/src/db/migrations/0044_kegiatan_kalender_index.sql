CREATE INDEX "ppg_kegiatan_aktivitas_tanggal_idx" ON "ppg_kegiatan_aktivitas" USING btree ("tanggal","jam_mulai");--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_aktivitas_updated_idx" ON "ppg_kegiatan_aktivitas" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_updated_idx" ON "ppg_kegiatans" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_rentang_idx" ON "ppg_kegiatans" USING gist (daterange("tanggal_mulai", "tanggal_selesai", '[]'));--> statement-breakpoint
CREATE INDEX "ppg_laporan_kegiatans_updated_idx" ON "ppg_laporan_kegiatans" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_tanggal_ck" CHECK ("ppg_kegiatans"."tanggal_selesai" >= "ppg_kegiatans"."tanggal_mulai");--> statement-breakpoint
-- The activity title's contains-search (ILIKE '%…%') by trigrams where PostgreSQL has pg_trgm (see 0003).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS ppg_kegiatans_judul_trgm_idx ON ppg_kegiatans USING gin (judul gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available, text search scans: %', SQLERRM;
END
$$;
