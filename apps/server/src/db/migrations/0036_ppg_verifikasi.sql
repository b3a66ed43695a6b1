CREATE TABLE "ppg_skor_instansis" (
	"id" serial PRIMARY KEY NOT NULL,
	"verifikasi_id" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"indikator_set_id" integer NOT NULL,
	"skor_set_id" integer NOT NULL,
	"total" numeric(5, 2) NOT NULL,
	"tahap_1" numeric(5, 2) NOT NULL,
	"tahap_2" numeric(5, 2) NOT NULL,
	"tahap_3" numeric(5, 2) NOT NULL,
	"tahap_4" numeric(5, 2) NOT NULL,
	"disetujui_by" integer,
	"disetujui_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_verifikasi_nilais" (
	"id" serial PRIMARY KEY NOT NULL,
	"verifikasi_id" integer NOT NULL,
	"indikator_id" integer NOT NULL,
	"skor" numeric(7, 2) NOT NULL,
	"catatan" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_verifikasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	"indikator_set_id" integer NOT NULL,
	"skor_set_id" integer NOT NULL,
	"anggota_user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'BELUM' NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD CONSTRAINT "ppg_skor_instansis_verifikasi_id_ppg_verifikasis_id_fk" FOREIGN KEY ("verifikasi_id") REFERENCES "public"."ppg_verifikasis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD CONSTRAINT "ppg_skor_instansis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD CONSTRAINT "ppg_skor_instansis_indikator_set_id_ppg_indikator_sets_id_fk" FOREIGN KEY ("indikator_set_id") REFERENCES "public"."ppg_indikator_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD CONSTRAINT "ppg_skor_instansis_skor_set_id_ppg_skor_sets_id_fk" FOREIGN KEY ("skor_set_id") REFERENCES "public"."ppg_skor_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_skor_instansis" ADD CONSTRAINT "ppg_skor_instansis_disetujui_by_users_id_fk" FOREIGN KEY ("disetujui_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasi_nilais" ADD CONSTRAINT "ppg_verifikasi_nilais_verifikasi_id_ppg_verifikasis_id_fk" FOREIGN KEY ("verifikasi_id") REFERENCES "public"."ppg_verifikasis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasi_nilais" ADD CONSTRAINT "ppg_verifikasi_nilais_indikator_id_ppg_indikators_id_fk" FOREIGN KEY ("indikator_id") REFERENCES "public"."ppg_indikators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasi_nilais" ADD CONSTRAINT "ppg_verifikasi_nilais_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasis" ADD CONSTRAINT "ppg_verifikasis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasis" ADD CONSTRAINT "ppg_verifikasis_indikator_set_id_ppg_indikator_sets_id_fk" FOREIGN KEY ("indikator_set_id") REFERENCES "public"."ppg_indikator_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasis" ADD CONSTRAINT "ppg_verifikasis_skor_set_id_ppg_skor_sets_id_fk" FOREIGN KEY ("skor_set_id") REFERENCES "public"."ppg_skor_sets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasis" ADD CONSTRAINT "ppg_verifikasis_anggota_user_id_users_id_fk" FOREIGN KEY ("anggota_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_verifikasis" ADD CONSTRAINT "ppg_verifikasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_instansis_verifikasi" ON "ppg_skor_instansis" USING btree ("verifikasi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_skor_instansis_versi" ON "ppg_skor_instansis" USING btree ("instansi_id","tahun","indikator_set_id","skor_set_id");--> statement-breakpoint
CREATE INDEX "ppg_skor_instansis_tahun_idx" ON "ppg_skor_instansis" USING btree ("tahun");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_verifikasi_nilais_unique" ON "ppg_verifikasi_nilais" USING btree ("verifikasi_id","indikator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_verifikasis_unique" ON "ppg_verifikasis" USING btree ("instansi_id","tahun","indikator_set_id");--> statement-breakpoint
CREATE INDEX "ppg_verifikasis_tahun_idx" ON "ppg_verifikasis" USING btree ("tahun","status");--> statement-breakpoint
CREATE INDEX "ppg_verifikasis_anggota_idx" ON "ppg_verifikasis" USING btree ("anggota_user_id");