CREATE TABLE "ppg_laporan_kegiatans" (
	"id" serial PRIMARY KEY NOT NULL,
	"kegiatan_id" integer NOT NULL,
	"ringkasan" text NOT NULL,
	"hasil" text NOT NULL,
	"tindak_lanjut" text,
	"sesi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lampiran" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) NOT NULL,
	"versi" integer DEFAULT 1 NOT NULL,
	"nomor" varchar(100),
	"tanggal_surat" date,
	"kode" varchar(40),
	"template_versi_id" integer,
	"sha256" varchar(64),
	"media_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "eoffice_kirimans_open_unique";--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ALTER COLUMN "laporan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD COLUMN "laporan_kegiatan_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_laporan_kegiatans" ADD CONSTRAINT "ppg_laporan_kegiatans_kegiatan_id_ppg_kegiatans_id_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."ppg_kegiatans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_laporan_kegiatans" ADD CONSTRAINT "ppg_laporan_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_laporan_kegiatans_kegiatan_uq" ON "ppg_laporan_kegiatans" USING btree ("kegiatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_laporan_kegiatans_kode_uq" ON "ppg_laporan_kegiatans" USING btree ("kode");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_laporan_kegiatans_nomor_uq" ON "ppg_laporan_kegiatans" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "ppg_laporan_kegiatans_status_idx" ON "ppg_laporan_kegiatans" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD CONSTRAINT "eoffice_kirimans_laporan_kegiatan_id_ppg_laporan_kegiatans_id_fk" FOREIGN KEY ("laporan_kegiatan_id") REFERENCES "public"."ppg_laporan_kegiatans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_laporan_kegiatan_idx" ON "eoffice_kirimans" USING btree ("laporan_kegiatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_kirimans_open_unique" ON "eoffice_kirimans" USING btree (coalesce("laporan_id", 0),"jenis",coalesce("tagihan_id", 0),coalesce("laporan_kegiatan_id", 0)) WHERE status in ('MENUNGGU', 'TERKIRIM');