CREATE TABLE "ppg_intervensi_tindak_lanjuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"intervensi_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"catatan" text NOT NULL,
	"penutup" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_intervensis" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"tanggal" date NOT NULL,
	"jenis" varchar(30) NOT NULL,
	"rekomendasi_intervensi_id" integer NOT NULL,
	"kriteria_intervensi_id" integer,
	"alasan" text NOT NULL,
	"catatan" text,
	"status" varchar(20) DEFAULT 'DIRENCANAKAN' NOT NULL,
	"ditutup_at" timestamp with time zone,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rekomendasi_intervensis" ADD COLUMN "kriteria_intervensi_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_intervensi_tindak_lanjuts" ADD CONSTRAINT "ppg_intervensi_tindak_lanjuts_intervensi_id_ppg_intervensis_id_fk" FOREIGN KEY ("intervensi_id") REFERENCES "public"."ppg_intervensis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensi_tindak_lanjuts" ADD CONSTRAINT "ppg_intervensi_tindak_lanjuts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensis" ADD CONSTRAINT "ppg_intervensis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensis" ADD CONSTRAINT "ppg_intervensis_rekomendasi_intervensi_id_rekomendasi_intervensis_id_fk" FOREIGN KEY ("rekomendasi_intervensi_id") REFERENCES "public"."rekomendasi_intervensis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensis" ADD CONSTRAINT "ppg_intervensis_kriteria_intervensi_id_kriteria_intervensis_id_fk" FOREIGN KEY ("kriteria_intervensi_id") REFERENCES "public"."kriteria_intervensis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensis" ADD CONSTRAINT "ppg_intervensis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_intervensis" ADD CONSTRAINT "ppg_intervensis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_intervensi_tindak_lanjuts_idx" ON "ppg_intervensi_tindak_lanjuts" USING btree ("intervensi_id","tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_intervensis_terbuka" ON "ppg_intervensis" USING btree ("instansi_id","tahun") WHERE status <> 'SELESAI';--> statement-breakpoint
CREATE INDEX "ppg_intervensis_tahun_idx" ON "ppg_intervensis" USING btree ("tahun","status","tanggal");--> statement-breakpoint
ALTER TABLE "rekomendasi_intervensis" ADD CONSTRAINT "rekomendasi_intervensis_kriteria_intervensi_id_kriteria_intervensis_id_fk" FOREIGN KEY ("kriteria_intervensi_id") REFERENCES "public"."kriteria_intervensis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rekomendasi_intervensis_kriteria_intervensi_id_idx" ON "rekomendasi_intervensis" USING btree ("kriteria_intervensi_id");