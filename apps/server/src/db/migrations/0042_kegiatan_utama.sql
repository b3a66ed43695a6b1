CREATE TABLE "ppg_kegiatan_utamas" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"nama" varchar(300) NOT NULL,
	"tujuan" text,
	"deskripsi" text,
	"tanggal_mulai" date,
	"tanggal_selesai" date,
	"versi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD COLUMN "kegiatan_utama_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerja_items" ADD COLUMN "kegiatan_utama_id" integer;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_utamas" ADD CONSTRAINT "ppg_kegiatan_utamas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_utamas_tahun_idx" ON "ppg_kegiatan_utamas" USING btree ("tahun","nama");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_kegiatan_utamas_nama_uq" ON "ppg_kegiatan_utamas" USING btree ("tahun",lower("nama")) WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_kegiatan_utama_id_ppg_kegiatan_utamas_id_fk" FOREIGN KEY ("kegiatan_utama_id") REFERENCES "public"."ppg_kegiatan_utamas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_rencana_kerja_items" ADD CONSTRAINT "ppg_rencana_kerja_items_kegiatan_utama_id_ppg_kegiatan_utamas_id_fk" FOREIGN KEY ("kegiatan_utama_id") REFERENCES "public"."ppg_kegiatan_utamas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_kegiatan_utama_idx" ON "ppg_kegiatans" USING btree ("kegiatan_utama_id");--> statement-breakpoint
CREATE INDEX "ppg_rencana_kerja_items_kegiatan_utama_idx" ON "ppg_rencana_kerja_items" USING btree ("kegiatan_utama_id");