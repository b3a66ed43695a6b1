CREATE TABLE "ppg_realisasi_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"realisasi_id" integer NOT NULL,
	"rencana_item_id" integer NOT NULL,
	"capaian" integer DEFAULT 0 NOT NULL,
	"uraian" text
);
--> statement-breakpoint
CREATE TABLE "ppg_realisasi_rencana_kerjas" (
	"id" serial PRIMARY KEY NOT NULL,
	"rencana_kerja_id" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" smallint NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"catatan" text,
	"diajukan_at" timestamp with time zone,
	"terlambat_hari" integer DEFAULT 0 NOT NULL,
	"disetujui_by" integer,
	"disetujui_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_realisasi_items" ADD CONSTRAINT "ppg_realisasi_items_realisasi_id_ppg_realisasi_rencana_kerjas_id_fk" FOREIGN KEY ("realisasi_id") REFERENCES "public"."ppg_realisasi_rencana_kerjas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_items" ADD CONSTRAINT "ppg_realisasi_items_rencana_item_id_ppg_rencana_kerja_items_id_fk" FOREIGN KEY ("rencana_item_id") REFERENCES "public"."ppg_rencana_kerja_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_rencana_kerjas" ADD CONSTRAINT "ppg_realisasi_rencana_kerjas_rencana_kerja_id_ppg_rencana_kerjas_id_fk" FOREIGN KEY ("rencana_kerja_id") REFERENCES "public"."ppg_rencana_kerjas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_rencana_kerjas" ADD CONSTRAINT "ppg_realisasi_rencana_kerjas_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_rencana_kerjas" ADD CONSTRAINT "ppg_realisasi_rencana_kerjas_disetujui_by_users_id_fk" FOREIGN KEY ("disetujui_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_rencana_kerjas" ADD CONSTRAINT "ppg_realisasi_rencana_kerjas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_realisasi_items_unique" ON "ppg_realisasi_items" USING btree ("realisasi_id","rencana_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_realisasi_rencana_kerjas_unique" ON "ppg_realisasi_rencana_kerjas" USING btree ("rencana_kerja_id","triwulan");--> statement-breakpoint
CREATE INDEX "ppg_realisasi_rencana_kerjas_tahun_idx" ON "ppg_realisasi_rencana_kerjas" USING btree ("tahun","triwulan","status");