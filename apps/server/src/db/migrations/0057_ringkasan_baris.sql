-- Issue 29: an update of a report or of its process instance marked its month stale for the summary's refresh
-- (0023) with statement-level triggers: each captured the old and new rows whole and ran two inserts, whatever the
-- update changed — four marks for every decision, most of which change nothing the summaries read. An update now
-- marks its month only when a column the summaries read changes: row-level triggers whose WHEN PostgreSQL judges
-- without calling the function. A bulk update marks each month once per transaction (a transaction-local setting
-- remembers it); marks of other transactions are never relied on, so a refresh running beside an update still
-- leaves that update's own mark for the next one. Inserts and deletes keep their statement-level triggers.
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_bulan(filed timestamptz) RETURNS void AS $$
DECLARE
  tahun int;
  bulan int;
  seen text;
BEGIN
  IF filed IS NULL THEN
    RETURN;
  END IF;
  tahun := extract(year from filed at time zone 'Asia/Jakarta')::int;
  bulan := extract(month from filed at time zone 'Asia/Jakarta')::int;
  seen := 'gratifikasi.ringkasan_' || tahun || '_' || bulan;
  IF current_setting(seen, true) IS DISTINCT FROM 'ya' THEN
    INSERT INTO report_ringkasan_bulans (tahun, bulan) VALUES (tahun, bulan);
    PERFORM set_config(seen, 'ya', true);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_laporan_baris() RETURNS trigger AS $$
BEGIN
  PERFORM report_ringkasan_tandai_bulan(OLD.submitted_at);
  IF NEW.submitted_at IS DISTINCT FROM OLD.submitted_at THEN
    PERFORM report_ringkasan_tandai_bulan(NEW.submitted_at);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ringkasan_tandai_wf_baris() RETURNS trigger AS $$
BEGIN
  IF OLD.subject_type = 'laporan' THEN
    PERFORM report_ringkasan_tandai_bulan((SELECT submitted_at FROM laporans WHERE id = OLD.subject_id));
  END IF;
  IF NEW.subject_type = 'laporan' AND (NEW.subject_id, NEW.subject_type) IS DISTINCT FROM (OLD.subject_id, OLD.subject_type) THEN
    PERFORM report_ringkasan_tandai_bulan((SELECT submitted_at FROM laporans WHERE id = NEW.subject_id));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER report_ringkasan_laporan_upd ON laporans;
--> statement-breakpoint
-- What report/ringkasan.ts reads of a report: the month filed, its scope (deleted, filed) and every dimension.
CREATE TRIGGER report_ringkasan_laporan_upd AFTER UPDATE ON laporans FOR EACH ROW
  WHEN ((OLD.submitted_at, OLD.deleted_at, OLD.instansi_id, OLD.unit_kerja_id, OLD.status, OLD.kanal, OLD.total_nilai,
         OLD.is_terlambat, OLD.jenis_peristiwa_id)
        IS DISTINCT FROM
        (NEW.submitted_at, NEW.deleted_at, NEW.instansi_id, NEW.unit_kerja_id, NEW.status, NEW.kanal, NEW.total_nilai,
         NEW.is_terlambat, NEW.jenis_peristiwa_id))
  EXECUTE FUNCTION report_ringkasan_tandai_laporan_baris();
--> statement-breakpoint
DROP TRIGGER report_ringkasan_wf_upd ON wf_instances;
--> statement-breakpoint
-- What it reads of a report's process: the 30 HK clock's stop and due date.
CREATE TRIGGER report_ringkasan_wf_upd AFTER UPDATE ON wf_instances FOR EACH ROW
  WHEN ((OLD.subject_type, OLD.subject_id, OLD.clock_done_on, OLD.clock_due_on)
        IS DISTINCT FROM (NEW.subject_type, NEW.subject_id, NEW.clock_done_on, NEW.clock_due_on))
  EXECUTE FUNCTION report_ringkasan_tandai_wf_baris();
