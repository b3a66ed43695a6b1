CREATE TABLE "ppg_identifikasi_risikos" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"upg_id" integer,
	"tahun" integer NOT NULL,
	"proses_layanan" varchar(255) NOT NULL,
	"risiko" text NOT NULL,
	"penyebab_risiko_id" integer NOT NULL,
	"uraian_penyebab" text,
	"probabilitas_risiko_id" integer NOT NULL,
	"probabilitas_nilai" integer NOT NULL,
	"dampak_kerugian_id" integer NOT NULL,
	"dampak_nilai" integer NOT NULL,
	"skor" double precision NOT NULL,
	"klasifikasi_risiko_id" integer NOT NULL,
	"level_risiko_id" integer,
	"rencana_mitigasi" text NOT NULL,
	"penanggung_jawab" varchar(255) NOT NULL,
	"tenggat" date NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ppg_realisasi_mitigasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifikasi_id" integer NOT NULL,
	"triwulan" integer NOT NULL,
	"progres" integer NOT NULL,
	"uraian" text NOT NULL,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_upg_id_upgs_id_fk" FOREIGN KEY ("upg_id") REFERENCES "public"."upgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_penyebab_risiko_id_penyebab_risikos_id_fk" FOREIGN KEY ("penyebab_risiko_id") REFERENCES "public"."penyebab_risikos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_probabilitas_risiko_id_probabilitas_risikos_id_fk" FOREIGN KEY ("probabilitas_risiko_id") REFERENCES "public"."probabilitas_risikos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_dampak_kerugian_id_dampak_kerugians_id_fk" FOREIGN KEY ("dampak_kerugian_id") REFERENCES "public"."dampak_kerugians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_klasifikasi_risiko_id_klasifikasi_risikos_id_fk" FOREIGN KEY ("klasifikasi_risiko_id") REFERENCES "public"."klasifikasi_risikos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_level_risiko_id_level_risikos_id_fk" FOREIGN KEY ("level_risiko_id") REFERENCES "public"."level_risikos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_identifikasi_risikos" ADD CONSTRAINT "ppg_identifikasi_risikos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_mitigasis" ADD CONSTRAINT "ppg_realisasi_mitigasis_identifikasi_id_ppg_identifikasi_risikos_id_fk" FOREIGN KEY ("identifikasi_id") REFERENCES "public"."ppg_identifikasi_risikos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_mitigasis" ADD CONSTRAINT "ppg_realisasi_mitigasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_realisasi_mitigasis" ADD CONSTRAINT "ppg_realisasi_mitigasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_identifikasi_risikos_instansi_tahun_idx" ON "ppg_identifikasi_risikos" USING btree ("instansi_id","tahun","skor");--> statement-breakpoint
CREATE INDEX "ppg_identifikasi_risikos_tahun_idx" ON "ppg_identifikasi_risikos" USING btree ("tahun","skor","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_realisasi_mitigasis_risiko_tw_key" ON "ppg_realisasi_mitigasis" USING btree ("identifikasi_id","triwulan");