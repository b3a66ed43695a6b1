-- The negative list's amounts live in one place, the configuration (app-configs nl_batas_*); an element now names
-- which limits apply: a limit a year as well as per giver → the colleagues' ('rekan'), per giver only → ceremonies'.
ALTER TABLE "unsur_nls" ADD COLUMN "batas" varchar(50);--> statement-breakpoint
UPDATE "unsur_nls" SET "batas" = CASE WHEN "batas_per_tahun" IS NOT NULL THEN 'rekan' WHEN "batas_per_pemberi" IS NOT NULL THEN 'acara' END;--> statement-breakpoint
ALTER TABLE "unsur_nls" DROP COLUMN "batas_per_pemberi";--> statement-breakpoint
ALTER TABLE "unsur_nls" DROP COLUMN "batas_per_tahun";
