CREATE TABLE "ppg_indikator_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"versi" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"catatan" text,
	"created_by" integer,
	"disetujui_by" integer,
	"disetujui_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_indikators" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"kode" varchar(20) NOT NULL,
	"nama" varchar(300) NOT NULL,
	"tahap" smallint NOT NULL,
	"parameter_monev_id" integer,
	"bobot" numeric(5, 2) NOT NULL,
	"bukti" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deskripsi" text,
	"urutan" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_jadwal_monevs" (
	"tahun" integer PRIMARY KEY NOT NULL,
	"rencana_mulai" date NOT NULL,
	"rencana_selesai" date NOT NULL,
	"tw1_mulai" date NOT NULL,
	"tw1_selesai" date NOT NULL,
	"tw2_mulai" date NOT NULL,
	"tw2_selesai" date NOT NULL,
	"tw3_mulai" date NOT NULL,
	"tw3_selesai" date NOT NULL,
	"tw4_mulai" date NOT NULL,
	"tw4_selesai" date NOT NULL,
	"verifikasi_mulai" date NOT NULL,
	"verifikasi_selesai" date NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_peserta_monevs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_skor_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"skor_set_id" integer NOT NULL,
	"indikator_id" integer NOT NULL,
	"kriteria_skor_monev_id" integer NOT NULL,
	"skor" numeric(7, 2) NOT NULL,
	"deskripsi" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_skor_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"versi" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"catatan" text,
	"created_by" integer,
	"disetujui_by" integer,
	"disetujui_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"indikator_set_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_indikator_sets" ADD CONSTRAINT "ppg_indikator_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_indikator_sets" ADD CONSTRAINT "ppg_indikator_sets_disetujui_by_users_id_fk" FOREIGN KEY ("disetujui_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_indikators" ADD CONSTRAINT "ppg_indikators_set_id_ppg_indikator_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."ppg_indikator_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_indikators" ADD CONSTRAINT "ppg_indikators_parameter_monev_id_parameter_monevs_id_fk" FOREIGN KEY ("parameter_monev_id") REFERENCES "public"."parameter_monevs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_jadwal_monevs" ADD CONSTRAINT "ppg_jadwal_monevs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_peserta_monevs" ADD CONSTRAINT "ppg_peserta_monevs_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_peserta_monevs" ADD CONSTRAINT "ppg_peserta_monevs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_levels" ADD CONSTRAINT "ppg_skor_levels_skor_set_id_ppg_skor_sets_id_fk" FOREIGN KEY ("skor_set_id") REFERENCES "public"."ppg_skor_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_levels" ADD CONSTRAINT "ppg_skor_levels_indikator_id_ppg_indikators_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."ppg_indikators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_levels" ADD CONSTRAINT "ppg_skor_levels_kriteria_skor_monev_id_kriteria_skor_monevs_id_fk" FOREIGN KEY ("kriteria_skor_monev_id") REFERENCES "public"."kriteria_skor_monevs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_sets" ADD CONSTRAINT "ppg_skor_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_sets" ADD CONSTRAINT "ppg_skor_sets_disetujui_by_users_id_fk" FOREIGN KEY ("disetujui_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_sets" ADD CONSTRAINT "ppg_skor_sets_indikator_set_id_ppg_indikator_sets_id_fk" FOREIGN KEY ("indikator_set_id") REFERENCES "public"."ppg_indikator_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_indikator_sets_versi" ON "ppg_indikator_sets" USING btree ("tahun","versi");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_indikator_sets_terbuka" ON "ppg_indikator_sets" USING btree ("tahun") WHERE status in ('DRAFT', 'IN PROGRESS');--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_indikators_kode" ON "ppg_indikators" USING btree ("set_id","kode");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_peserta_monevs_unique" ON "ppg_peserta_monevs" USING btree ("tahun","instansi_id");--> statement-breakpoint
CREATE INDEX "ppg_peserta_monevs_instansi_idx" ON "ppg_peserta_monevs" USING btree ("instansi_id","tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_levels_unique" ON "ppg_skor_levels" USING btree ("skor_set_id","indikator_id","kriteria_skor_monev_id");--> statement-breakpoint
CREATE INDEX "ppg_skor_levels_indikator_idx" ON "ppg_skor_levels" USING btree ("indikator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_sets_versi" ON "ppg_skor_sets" USING btree ("tahun","versi");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_sets_terbuka" ON "ppg_skor_sets" USING btree ("tahun") WHERE status in ('DRAFT', 'IN PROGRESS');