CREATE TABLE "ppg_profil_klops" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"upg_id" integer,
	"tahun" integer NOT NULL,
	"alamat" varchar(500),
	"telepon" varchar(50),
	"email" varchar(255),
	"website" varchar(255),
	"jumlah_pegawai" integer DEFAULT 0 NOT NULL,
	"sk_upg_nomor" varchar(100),
	"sk_upg_tanggal" date,
	"anggota_upg" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aturan_internal_id" integer,
	"komitmen_pimpinan" text,
	"kontak" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tahapan" jsonb NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_rencana_kerja_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"rencana_kerja_id" integer NOT NULL,
	"urutan" smallint NOT NULL,
	"jenis" varchar(30) NOT NULL,
	"uraian" varchar(1000) NOT NULL,
	"satuan" varchar(50) NOT NULL,
	"target_tw1" integer DEFAULT 0 NOT NULL,
	"target_tw2" integer DEFAULT 0 NOT NULL,
	"target_tw3" integer DEFAULT 0 NOT NULL,
	"target_tw4" integer DEFAULT 0 NOT NULL,
	"keterangan" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "ppg_rencana_kerjas" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
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
ALTER TABLE "ppg_profil_klops" ADD CONSTRAINT "ppg_profil_klops_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_profil_klops" ADD CONSTRAINT "ppg_profil_klops_upg_id_upgs_id_fk" FOREIGN KEY ("upg_id") REFERENCES "public"."upgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_profil_klops" ADD CONSTRAINT "ppg_profil_klops_aturan_internal_id_aturan_internals_id_fk" FOREIGN KEY ("aturan_internal_id") REFERENCES "public"."aturan_internals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_profil_klops" ADD CONSTRAINT "ppg_profil_klops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_profil_klops" ADD CONSTRAINT "ppg_profil_klops_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerja_items" ADD CONSTRAINT "ppg_rencana_kerja_items_rencana_kerja_id_ppg_rencana_kerjas_id_fk" FOREIGN KEY ("rencana_kerja_id") REFERENCES "public"."ppg_rencana_kerjas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerjas" ADD CONSTRAINT "ppg_rencana_kerjas_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerjas" ADD CONSTRAINT "ppg_rencana_kerjas_disetujui_by_users_id_fk" FOREIGN KEY ("disetujui_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerjas" ADD CONSTRAINT "ppg_rencana_kerjas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_profil_klops_unique" ON "ppg_profil_klops" USING btree ("instansi_id","tahun");--> statement-breakpoint
CREATE INDEX "ppg_profil_klops_tahun_idx" ON "ppg_profil_klops" USING btree ("tahun");--> statement-breakpoint
CREATE INDEX "ppg_rencana_kerja_items_rk_idx" ON "ppg_rencana_kerja_items" USING btree ("rencana_kerja_id","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_rencana_kerjas_unique" ON "ppg_rencana_kerjas" USING btree ("instansi_id","tahun");