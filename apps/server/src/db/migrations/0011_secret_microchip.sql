-- A taskdef names a list of roles (SPEC §6: SK and SP3 numbering by Administrasi/Sekretaris or anggota_tim).
-- Existing rows keep their one role; the default process's numbering steps gain the team member, as the seed has it.
ALTER TABLE "wfl_re_taskdefs" ADD COLUMN "roles" varchar(50)[];--> statement-breakpoint
UPDATE "wfl_re_taskdefs" SET "roles" = ARRAY["role_name"]::varchar(50)[];--> statement-breakpoint
UPDATE "wfl_re_taskdefs" AS t SET "roles" = t."roles" || ARRAY['anggota_tim']::varchar(50)[] FROM "wfl_re_procdefs" AS p WHERE p."id" = t."procdef_id" AND p."kode" = 'GRATIFIKASI' AND t."kode" IN ('f7A', 'f7E', 'f5D') AND NOT ('anggota_tim' = ANY (t."roles"));--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD COLUMN "perans" varchar(100)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
UPDATE "wf_instances" AS w SET "perans" = t."roles" FROM "wfl_re_taskdefs" AS t, "wfl_re_procdefs" AS p WHERE p."id" = t."procdef_id" AND p."kode" = w."proses_kode" AND p."versi" = w."proses_versi" AND t."kode" = w."step" AND t."deleted_at" IS NULL AND p."deleted_at" IS NULL;--> statement-breakpoint
UPDATE "wf_instances" SET "perans" = ARRAY["peran"]::varchar(100)[] WHERE cardinality("perans") = 0 AND "peran" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" DROP COLUMN "role_name";
--> statement-breakpoint
-- The negative list's amounts live in one place, the configuration (app-configs nl_batas_*); an element now names
-- which limits apply: a limit a year as well as per giver → the colleagues' ('rekan'), per giver only → ceremonies'.
ALTER TABLE "unsur_nls" ADD COLUMN "batas" varchar(50);--> statement-breakpoint
UPDATE "unsur_nls" SET "batas" = CASE WHEN "batas_per_tahun" IS NOT NULL THEN 'rekan' WHEN "batas_per_pemberi" IS NOT NULL THEN 'acara' END;--> statement-breakpoint
ALTER TABLE "unsur_nls" DROP COLUMN "batas_per_pemberi";--> statement-breakpoint
ALTER TABLE "unsur_nls" DROP COLUMN "batas_per_tahun";
