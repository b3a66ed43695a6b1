CREATE TABLE "ppg_elearning_tariks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" smallint NOT NULL,
	"status" varchar(20) DEFAULT 'antri' NOT NULL,
	"total_baris" integer,
	"disimpan" integer,
	"pesan" text,
	"galat" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ppg_elearnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" smallint NOT NULL,
	"terdaftar" integer NOT NULL,
	"selesai" integer NOT NULL,
	"sumber" varchar(20) NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_elearning_tariks" ADD CONSTRAINT "ppg_elearning_tariks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_elearnings" ADD CONSTRAINT "ppg_elearnings_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_elearnings" ADD CONSTRAINT "ppg_elearnings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_elearnings" ADD CONSTRAINT "ppg_elearnings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_elearning_tariks_created_idx" ON "ppg_elearning_tariks" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_elearning_tariks_satu_aktif" ON "ppg_elearning_tariks" USING btree ((true)) WHERE "ppg_elearning_tariks"."status" in ('antri', 'berjalan');--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_elearnings_periode_instansi" ON "ppg_elearnings" USING btree ("tahun","triwulan","instansi_id");--> statement-breakpoint
CREATE INDEX "ppg_elearnings_instansi_idx" ON "ppg_elearnings" USING btree ("instansi_id","tahun","triwulan");