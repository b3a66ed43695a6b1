CREATE TABLE "pelapor_riwayats" (
	"id" serial PRIMARY KEY NOT NULL,
	"pelapor_id" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"instansi_id" integer,
	"unit_kerja_id" integer,
	"sub_unit_kerja_id" integer,
	"jabatan" varchar(255),
	"golongan" varchar(5),
	"status_kedinasan_id" integer,
	"berlaku_mulai" date,
	"keterangan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"new_email" varchar(200),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"disk" varchar(20) DEFAULT 'local' NOT NULL,
	"storage_key" varchar(500) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mediables" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"mediable_type" varchar(50) NOT NULL,
	"mediable_id" integer NOT NULL,
	"collection" varchar(50) DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_histories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"action" varchar(50) NOT NULL,
	"status_from" varchar(50),
	"status_to" varchar(50),
	"step" varchar(20),
	"catatan" text,
	"user_id" integer,
	"role_name" varchar(100),
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_public_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"permintaan" jsonb,
	"jawaban" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laporan_public_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "laporans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nosig" varchar(100),
	"tahun_nomor" integer,
	"nomor_urut" integer,
	"pelapor_id" integer NOT NULL,
	"created_by" integer,
	"created_by_role" varchar(100) NOT NULL,
	"kanal" varchar(20) NOT NULL,
	"instansi_id" integer,
	"unit_kerja_id" integer,
	"upg_id" integer,
	"status" varchar(50) DEFAULT 'DRAFT' NOT NULL,
	"step" varchar(20),
	"assignee_user_id" integer,
	"grup_id" integer,
	"batas_step" date,
	"workflow" jsonb,
	"jenis_peristiwa_id" integer,
	"media_laporan_id" integer,
	"tempat_penerimaan" varchar(255),
	"tanggal_penerimaan" date,
	"tanggal_lapor" date,
	"hubungan_pemberi_penerima_id" integer,
	"nama_pemberi" varchar(255),
	"instansi_pemberi" varchar(255),
	"alamat_pemberi" text,
	"kronologi" text,
	"checklist" jsonb,
	"pernyataan_benar" boolean DEFAULT false NOT NULL,
	"batas_lapor" date,
	"is_terlambat" boolean DEFAULT false NOT NULL,
	"nl_hints" jsonb,
	"total_nilai" numeric(20, 2) DEFAULT '0' NOT NULL,
	"diterima_upg_at" date,
	"batas_teruskan" date,
	"diteruskan_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nomor_counters" (
	"seri" varchar(50) NOT NULL,
	"tahun" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nomor_counters_seri_tahun_pk" PRIMARY KEY("seri","tahun")
);
--> statement-breakpoint
CREATE TABLE "rincian_laporans" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"status_penerimaan" varchar(10) DEFAULT 'DITERIMA' NOT NULL,
	"jenis_penerimaan_id" integer,
	"jenis_objek_id" integer,
	"uraian" text NOT NULL,
	"jumlah" integer DEFAULT 1 NOT NULL,
	"satuan" varchar(50),
	"nilai_taksiran" numeric(20, 2) DEFAULT '0' NOT NULL,
	"mata_uang_kode" varchar(3) DEFAULT 'IDR' NOT NULL,
	"kurs" numeric(20, 4) DEFAULT '1' NOT NULL,
	"kurs_tanggal" date,
	"nilai_rupiah" numeric(20, 2) DEFAULT '0' NOT NULL,
	"lokasi_objek_gratifikasi_id" integer,
	"dititipkan" varchar(10) DEFAULT 'TIDAK' NOT NULL,
	"keterangan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"judul" varchar(255) NOT NULL,
	"pesan" text NOT NULL,
	"tautan" varchar(500),
	"entity" varchar(50),
	"entity_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "tempat_lahir" varchar(100);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "tanggal_lahir" date;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "jenis_kelamin" varchar(1);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "alamat" text;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "provinsi_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "kota_kabupaten_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "kecamatan_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "telepon" varchar(50);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "email" varchar(200);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "instansi_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "unit_kerja_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "sub_unit_kerja_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "jabatan" varchar(255);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "golongan" varchar(5);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "status_kedinasan_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "upg_id" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "created_by_role" varchar(100);--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "pelapors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nik" varchar(16);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telepon" varchar(50);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_media_id" integer;--> statement-breakpoint
ALTER TABLE "pelapor_riwayats" ADD CONSTRAINT "pelapor_riwayats_pelapor_id_pelapors_id_fk" FOREIGN KEY ("pelapor_id") REFERENCES "public"."pelapors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelapor_riwayats" ADD CONSTRAINT "pelapor_riwayats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediables" ADD CONSTRAINT "mediables_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_histories" ADD CONSTRAINT "laporan_histories_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_histories" ADD CONSTRAINT "laporan_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD CONSTRAINT "laporan_public_links_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD CONSTRAINT "laporan_public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporans" ADD CONSTRAINT "laporans_pelapor_id_pelapors_id_fk" FOREIGN KEY ("pelapor_id") REFERENCES "public"."pelapors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporans" ADD CONSTRAINT "laporans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporans" ADD CONSTRAINT "laporans_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporans" ADD CONSTRAINT "laporans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rincian_laporans" ADD CONSTRAINT "rincian_laporans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pelapor_riwayats_pelapor_idx" ON "pelapor_riwayats" USING btree ("pelapor_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_unique" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "mediables_target_idx" ON "mediables" USING btree ("mediable_type","mediable_id","collection");--> statement-breakpoint
CREATE INDEX "laporan_histories_laporan_idx" ON "laporan_histories" USING btree ("laporan_id","id");--> statement-breakpoint
CREATE INDEX "laporan_public_links_laporan_idx" ON "laporan_public_links" USING btree ("laporan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "laporans_nosig_unique" ON "laporans" USING btree ("nosig");--> statement-breakpoint
CREATE INDEX "laporans_pelapor_idx" ON "laporans" USING btree ("pelapor_id");--> statement-breakpoint
CREATE INDEX "laporans_created_by_idx" ON "laporans" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "laporans_instansi_idx" ON "laporans" USING btree ("instansi_id","id");--> statement-breakpoint
CREATE INDEX "laporans_upg_idx" ON "laporans" USING btree ("upg_id","id");--> statement-breakpoint
CREATE INDEX "laporans_status_idx" ON "laporans" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "laporans_assignee_idx" ON "laporans" USING btree ("assignee_user_id","status");--> statement-breakpoint
CREATE INDEX "laporans_live_id_idx" ON "laporans" USING btree ("id") WHERE "laporans"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rincian_laporans_laporan_idx" ON "rincian_laporans" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "pelapors" ADD CONSTRAINT "pelapors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelapors" ADD CONSTRAINT "pelapors_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pelapors_instansi_idx" ON "pelapors" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "pelapors_created_by_idx" ON "pelapors" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "pelapors_nik_live_unique" ON "pelapors" USING btree ("nik") WHERE "pelapors"."deleted_at" is null and "pelapors"."nik" is not null;--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS laporans_search_trgm_idx ON laporans USING gin (search_text gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS pelapors_nama_trgm_idx ON pelapors USING gin (lower(nama) gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available, report search scans: %', SQLERRM;
END
$$;
