ALTER TABLE "laporan_public_links" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD COLUMN "sistem" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A link's expiry is its durable job's decision alone (the seed marks it so on a new database; the seed keeps
-- existing rows, so an existing one is marked here).
UPDATE "wfl_re_sequences" s SET "sistem" = true
FROM "wfl_re_taskdefs" f, "wfl_re_procdefs" p
WHERE s."kondisi" = 'kedaluwarsa' AND f."id" = s."from_taskdef_id" AND f."kode" IN ('f3g', 'f40')
  AND p."id" = s."procdef_id" AND p."kode" = 'GRATIFIKASI';--> statement-breakpoint
-- A live, unanswered link of a report no longer waiting at its step is closed (it would take an answer that goes nowhere).
UPDATE "laporan_public_links" l SET "closed_at" = now()
WHERE l."submitted_at" IS NULL AND l."closed_at" IS NULL AND l."expires_at" > now()
  AND NOT EXISTS (
    SELECT 1 FROM "wf_instances" i
    WHERE i."subject_type" = 'laporan' AND i."subject_id" = l."laporan_id" AND i."finished_at" IS NULL
      AND i."step" = CASE l."type" WHEN 'KELENGKAPAN' THEN 'f3g' ELSE 'f40' END
  );
