-- The receivables ledger is append-only: an entry is never edited or removed; a cancellation is a reversing entry.
CREATE OR REPLACE FUNCTION piutang_entris_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'piutang_entris is append-only (% refused)', TG_OP USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER piutang_entris_no_update BEFORE UPDATE OR DELETE ON piutang_entris
  FOR EACH ROW EXECUTE FUNCTION piutang_entris_append_only();
--> statement-breakpoint
ALTER TABLE piutang_entris ADD CONSTRAINT piutang_entris_tanda_ck CHECK (
  (jenis = 'TAGIHAN' AND jumlah > 0) OR (jenis = 'BAYAR' AND jumlah < 0) OR (jenis = 'BATAL' AND membatalkan_id IS NOT NULL)
);
