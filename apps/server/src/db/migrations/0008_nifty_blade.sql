CREATE TABLE "laporan_penghapusans" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"alasan" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pembatalan_sks" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"nomor_sk" varchar(100),
	"alasan" text NOT NULL,
	"kembali_ke" varchar(30) NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laporan_penghapusans" ADD CONSTRAINT "laporan_penghapusans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_penghapusans" ADD CONSTRAINT "laporan_penghapusans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembatalan_sks" ADD CONSTRAINT "pembatalan_sks_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembatalan_sks" ADD CONSTRAINT "pembatalan_sks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_penghapusans_open_unique" ON "laporan_penghapusans" USING btree ("laporan_id") WHERE "laporan_penghapusans"."status" in ('DIAJUKAN', 'DIKEMBALIKAN');--> statement-breakpoint
CREATE INDEX "laporan_penghapusans_status_idx" ON "laporan_penghapusans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "laporan_penghapusans_laporan_idx" ON "laporan_penghapusans" USING btree ("laporan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pembatalan_sks_open_unique" ON "pembatalan_sks" USING btree ("laporan_id") WHERE "pembatalan_sks"."status" in ('DIAJUKAN', 'DIKEMBALIKAN');--> statement-breakpoint
CREATE INDEX "pembatalan_sks_status_idx" ON "pembatalan_sks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pembatalan_sks_laporan_idx" ON "pembatalan_sks" USING btree ("laporan_id");