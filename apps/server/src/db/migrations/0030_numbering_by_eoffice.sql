-- A decision letter (SK f7A, SPSK f7E, SP3 f5D) is numbered by the e-office's approval alone, which issues it to the
-- reporter (the seed marks it so on a new database; the seed keeps existing rows, so an existing one is marked here).
UPDATE "wfl_re_sequences" s SET "sistem" = true
FROM "wfl_re_taskdefs" f, "wfl_re_procdefs" p
WHERE s."kondisi" = 'bernomor' AND f."id" = s."from_taskdef_id" AND f."kode" IN ('f7A', 'f7E', 'f5D')
  AND p."id" = s."procdef_id" AND p."kode" = 'GRATIFIKASI';
