ALTER TABLE "laporans" ADD COLUMN "batas_lapor_upg" date;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "is_terlambat_upg" boolean DEFAULT false NOT NULL;