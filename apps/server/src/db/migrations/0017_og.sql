CREATE TABLE "objek_gratifikasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(30) NOT NULL,
	"rincian_id" integer NOT NULL,
	"laporan_id" integer NOT NULL,
	"kepemilikan" varchar(30) NOT NULL,
	"nilai" numeric(20, 2) NOT NULL,
	"mata_uang_kode" varchar(3) NOT NULL,
	"nilai_rupiah" numeric(20, 2) NOT NULL,
	"tanggal_sk" date,
	"batas_serah" date,
	"state" varchar(30) DEFAULT 'DIHARAPKAN' NOT NULL,
	"lokasi_id" integer,
	"box_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "og_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(30) NOT NULL,
	"kpknl_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'TERBUKA' NOT NULL,
	"dokumen_id" integer,
	"catatan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "og_boxes_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "og_dokumens" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"nomor" varchar(60) NOT NULL,
	"tanggal" date NOT NULL,
	"pihak_nama" varchar(200) NOT NULL,
	"pihak_instansi" varchar(200),
	"kpknl_id" integer,
	"catatan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "og_mutasis" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"og_id" integer NOT NULL,
	"aksi" varchar(20) NOT NULL,
	"state_from" varchar(30),
	"state_to" varchar(30) NOT NULL,
	"lokasi_from" integer,
	"lokasi_to" integer,
	"box_id" integer,
	"dokumen_id" integer,
	"media_id" integer,
	"kondisi" varchar(500),
	"jumlah_diterima" integer,
	"catatan" text,
	"user_id" integer,
	"role" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "og_resis" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"nomor_resi" varchar(100) NOT NULL,
	"kurir" varchar(100) NOT NULL,
	"media_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'DIKIRIM' NOT NULL,
	"catatan_verifikasi" text,
	"created_by" integer,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "og_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kode" varchar(100) NOT NULL,
	"og_id" integer,
	"ditemukan" boolean NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objek_gratifikasis" ADD CONSTRAINT "objek_gratifikasis_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objek_gratifikasis" ADD CONSTRAINT "objek_gratifikasis_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objek_gratifikasis" ADD CONSTRAINT "objek_gratifikasis_lokasi_id_lokasi_objek_gratifikasis_id_fk" FOREIGN KEY ("lokasi_id") REFERENCES "public"."lokasi_objek_gratifikasis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objek_gratifikasis" ADD CONSTRAINT "objek_gratifikasis_box_id_og_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."og_boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_boxes" ADD CONSTRAINT "og_boxes_kpknl_id_djkn_kpknls_id_fk" FOREIGN KEY ("kpknl_id") REFERENCES "public"."djkn_kpknls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_boxes" ADD CONSTRAINT "og_boxes_dokumen_id_og_dokumens_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."og_dokumens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_boxes" ADD CONSTRAINT "og_boxes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD CONSTRAINT "og_dokumens_kpknl_id_djkn_kpknls_id_fk" FOREIGN KEY ("kpknl_id") REFERENCES "public"."djkn_kpknls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_dokumens" ADD CONSTRAINT "og_dokumens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_mutasis" ADD CONSTRAINT "og_mutasis_og_id_objek_gratifikasis_id_fk" FOREIGN KEY ("og_id") REFERENCES "public"."objek_gratifikasis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_mutasis" ADD CONSTRAINT "og_mutasis_dokumen_id_og_dokumens_id_fk" FOREIGN KEY ("dokumen_id") REFERENCES "public"."og_dokumens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_mutasis" ADD CONSTRAINT "og_mutasis_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_mutasis" ADD CONSTRAINT "og_mutasis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_scans" ADD CONSTRAINT "og_scans_og_id_objek_gratifikasis_id_fk" FOREIGN KEY ("og_id") REFERENCES "public"."objek_gratifikasis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_scans" ADD CONSTRAINT "og_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "objek_gratifikasis_rincian_unique" ON "objek_gratifikasis" USING btree ("rincian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "objek_gratifikasis_kode_unique" ON "objek_gratifikasis" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "objek_gratifikasis_laporan_idx" ON "objek_gratifikasis" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "objek_gratifikasis_state_idx" ON "objek_gratifikasis" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "og_dokumens_nomor_unique" ON "og_dokumens" USING btree ("nomor");--> statement-breakpoint
CREATE INDEX "og_dokumens_jenis_idx" ON "og_dokumens" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "og_mutasis_og_idx" ON "og_mutasis" USING btree ("og_id");--> statement-breakpoint
CREATE INDEX "og_resis_laporan_idx" ON "og_resis" USING btree ("laporan_id");
--> statement-breakpoint
-- Custom SQL migration file, put your code below! --
-- A movement is a fact: once written it is never changed (deletes come only with the object itself).
CREATE OR REPLACE FUNCTION og_mutasis_no_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'og_mutasis is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER og_mutasis_append_only BEFORE UPDATE ON og_mutasis FOR EACH ROW EXECUTE FUNCTION og_mutasis_no_update();
