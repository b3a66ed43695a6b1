-- Trigram indexes for the text search (ILIKE contains) of the large masters, where PostgreSQL has pg_trgm.
-- PGlite lacks the extension unless loaded; there the block notes it and the search scans (a few thousand rows).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS kecamatans_nama_trgm_idx ON kecamatans USING gin (nama gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS kecamatans_kode_trgm_idx ON kecamatans USING gin (kode gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS kota_kabupatens_nama_trgm_idx ON kota_kabupatens USING gin (nama gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS kota_kabupatens_kode_trgm_idx ON kota_kabupatens USING gin (kode gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS instansis_nama_trgm_idx ON instansis USING gin (nama gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS unit_kerjas_nama_trgm_idx ON unit_kerjas USING gin (nama gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS sub_unit_kerjas_nama_trgm_idx ON sub_unit_kerjas USING gin (nama gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available, text search scans: %', SQLERRM;
END
$$;
