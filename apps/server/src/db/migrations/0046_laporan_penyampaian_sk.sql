ALTER TABLE "laporans" ADD COLUMN "sk_tanggal" date;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "sk_batas_sampai" date;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "sk_sampai_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "sk_sampai_via" varchar(10);--> statement-breakpoint
CREATE INDEX "laporans_sk_batas_idx" ON "laporans" USING btree ("sk_batas_sampai","id") WHERE "laporans"."sk_batas_sampai" is not null;