CREATE TABLE "report_ringkasan_bulans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"bulan" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_ringkasan_objeks" (
	"tahun" integer NOT NULL,
	"bulan" smallint NOT NULL,
	"instansi_id" integer,
	"provinsi_id" integer,
	"status" varchar(50) NOT NULL,
	"kanal" varchar(20) NOT NULL,
	"jenis_objek_id" integer,
	"jenis_peristiwa_id" integer,
	"objek" integer NOT NULL,
	"nilai" numeric(22, 2) NOT NULL,
	"milik_negara" integer NOT NULL,
	"nilai_milik_negara" numeric(22, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_refreshes" ADD COLUMN "rebuilt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_ringkasans" ADD COLUMN "selesai" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_ringkasans" ADD COLUMN "selesai_tepat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "report_ringkasan_objeks_tahun_idx" ON "report_ringkasan_objeks" USING btree ("tahun","bulan");--> statement-breakpoint
-- Custom SQL: the months (filed) a write touches are marked stale for the summary's refresh (statement-level, so a
-- bulk write marks each month once). A report's old and new months both, for a move or a delete.
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_laporan() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from o.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from o.submitted_at at time zone 'Asia/Jakarta')::int FROM old_rows o WHERE o.submitted_at IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from n.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from n.submitted_at at time zone 'Asia/Jakarta')::int FROM new_rows n WHERE n.submitted_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_laporan_ins AFTER INSERT ON laporans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_laporan();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_laporan_upd AFTER UPDATE ON laporans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_laporan();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_laporan_del AFTER DELETE ON laporans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_laporan();
--> statement-breakpoint
-- Items and objects (by laporan_id) and the process (wf_instances of subject laporan): their report's month.
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_anak() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from l.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from l.submitted_at at time zone 'Asia/Jakarta')::int
    FROM old_rows o JOIN laporans l ON l.id = o.laporan_id
    WHERE l.submitted_at IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from l.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from l.submitted_at at time zone 'Asia/Jakarta')::int
    FROM new_rows n JOIN laporans l ON l.id = n.laporan_id
    WHERE l.submitted_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_wf() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from l.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from l.submitted_at at time zone 'Asia/Jakarta')::int
    FROM old_rows o JOIN laporans l ON l.id = o.subject_id AND o.subject_type = 'laporan'
    WHERE l.submitted_at IS NOT NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan)
    SELECT DISTINCT extract(year from l.submitted_at at time zone 'Asia/Jakarta')::int, extract(month from l.submitted_at at time zone 'Asia/Jakarta')::int
    FROM new_rows n JOIN laporans l ON l.id = n.subject_id AND n.subject_type = 'laporan'
    WHERE l.submitted_at IS NOT NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_rincian_ins AFTER INSERT ON rincian_laporans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_rincian_upd AFTER UPDATE ON rincian_laporans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_rincian_del AFTER DELETE ON rincian_laporans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_objek_ins AFTER INSERT ON objek_gratifikasis REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_objek_upd AFTER UPDATE ON objek_gratifikasis REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_objek_del AFTER DELETE ON objek_gratifikasis REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_anak();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_wf_ins AFTER INSERT ON wf_instances REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_wf();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_wf_upd AFTER UPDATE ON wf_instances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_wf();
--> statement-breakpoint
CREATE TRIGGER report_ringkasan_wf_del AFTER DELETE ON wf_instances REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_ringkasan_tandai_wf();
