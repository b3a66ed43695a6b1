CREATE TABLE "impor_instansi_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"nama_berkas" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'validating' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"total_laporan" integer DEFAULT 0 NOT NULL,
	"valid_laporan" integer DEFAULT 0 NOT NULL,
	"committed_laporan" integer DEFAULT 0 NOT NULL,
	"pesan_kesalahan" text,
	"created_by" integer,
	"committed_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impor_instansi_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"key" varchar(100) DEFAULT '' NOT NULL,
	"cells" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_error" boolean DEFAULT false NOT NULL,
	"plan" jsonb,
	"laporan_id" integer
);
--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "impor_batch_id" integer;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "keputusan_instansi" varchar(30);--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "tanggal_keputusan_instansi" date;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "nomor_keputusan_instansi" varchar(100);--> statement-breakpoint
ALTER TABLE "impor_instansi_batches" ADD CONSTRAINT "impor_instansi_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impor_instansi_rows" ADD CONSTRAINT "impor_instansi_rows_batch_id_impor_instansi_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."impor_instansi_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impor_instansi_batches_owner_idx" ON "impor_instansi_batches" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "impor_instansi_rows_batch_idx" ON "impor_instansi_rows" USING btree ("batch_id","row_number");--> statement-breakpoint
CREATE INDEX "impor_instansi_rows_error_idx" ON "impor_instansi_rows" USING btree ("batch_id","row_number") WHERE "impor_instansi_rows"."has_error";--> statement-breakpoint
CREATE INDEX "impor_instansi_rows_pending_idx" ON "impor_instansi_rows" USING btree ("batch_id","row_number") WHERE "impor_instansi_rows"."plan" is not null and "impor_instansi_rows"."laporan_id" is null;--> statement-breakpoint
CREATE INDEX "laporans_impor_batch_idx" ON "laporans" USING btree ("impor_batch_id") WHERE "laporans"."impor_batch_id" is not null;