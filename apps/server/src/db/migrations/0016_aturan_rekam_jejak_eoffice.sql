CREATE TABLE "lha_aturan_internals" (
	"laporan_id" integer NOT NULL,
	"aturan_internal_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lha_aturan_internals_laporan_id_aturan_internal_id_pk" PRIMARY KEY("laporan_id","aturan_internal_id")
);
--> statement-breakpoint
CREATE TABLE "eoffice_kirimans" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"langkah" varchar(20) NOT NULL,
	"dokumen_id" integer,
	"status" varchar(20) DEFAULT 'MENUNGGU' NOT NULL,
	"ref" varchar(100),
	"catatan" text,
	"tanggal_putusan" date,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"galat_terakhir" text,
	"coba_lagi_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terkirim_at" timestamp with time zone,
	"diputus_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eoffice_simulator_surats" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(100) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"perihal" varchar(500) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"catatan" text,
	"tanggal" date,
	"diputus_oleh" integer,
	"diputus_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riwayat_permintaan_orangs" (
	"id" serial PRIMARY KEY NOT NULL,
	"permintaan_id" integer NOT NULL,
	"urutan" integer NOT NULL,
	"nik" varchar(16),
	"nama" varchar(150),
	"jumlah_laporan" integer DEFAULT 0 NOT NULL,
	"hasil" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riwayat_permintaans" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_peminta" varchar(255) NOT NULL,
	"nomor_surat" varchar(100) NOT NULL,
	"tanggal_surat" date NOT NULL,
	"perihal" varchar(500) NOT NULL,
	"keterangan" text,
	"sumber" varchar(10) DEFAULT 'FORM' NOT NULL,
	"dicari_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD COLUMN "instansi_id" integer;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_aturan_internal_id_aturan_internals_id_fk" FOREIGN KEY ("aturan_internal_id") REFERENCES "public"."aturan_internals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD CONSTRAINT "eoffice_kirimans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eoffice_simulator_surats" ADD CONSTRAINT "eoffice_simulator_surats_diputus_oleh_users_id_fk" FOREIGN KEY ("diputus_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riwayat_permintaan_orangs" ADD CONSTRAINT "riwayat_permintaan_orangs_permintaan_id_riwayat_permintaans_id_fk" FOREIGN KEY ("permintaan_id") REFERENCES "public"."riwayat_permintaans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riwayat_permintaans" ADD CONSTRAINT "riwayat_permintaans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riwayat_permintaans" ADD CONSTRAINT "riwayat_permintaans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lha_aturan_internals_aturan_idx" ON "lha_aturan_internals" USING btree ("aturan_internal_id");--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_status_idx" ON "eoffice_kirimans" USING btree ("status","coba_lagi_at");--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_laporan_idx" ON "eoffice_kirimans" USING btree ("laporan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_kirimans_open_unique" ON "eoffice_kirimans" USING btree ("laporan_id","jenis") WHERE status in ('MENUNGGU', 'TERKIRIM');--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_simulator_surats_kunci_unique" ON "eoffice_simulator_surats" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "eoffice_simulator_surats_status_idx" ON "eoffice_simulator_surats" USING btree ("status");--> statement-breakpoint
CREATE INDEX "riwayat_permintaan_orangs_permintaan_idx" ON "riwayat_permintaan_orangs" USING btree ("permintaan_id","urutan");--> statement-breakpoint
CREATE INDEX "riwayat_permintaans_created_idx" ON "riwayat_permintaans" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD CONSTRAINT "aturan_internals_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aturan_internals_instansi_id_idx" ON "aturan_internals" USING btree ("instansi_id");