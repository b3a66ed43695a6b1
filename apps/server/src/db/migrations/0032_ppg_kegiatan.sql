CREATE TABLE "ppg_kegiatan_aktivitas" (
	"id" serial PRIMARY KEY NOT NULL,
	"kegiatan_id" integer NOT NULL,
	"judul" varchar(300) NOT NULL,
	"tanggal" date NOT NULL,
	"jam_mulai" varchar(5) NOT NULL,
	"jam_selesai" varchar(5) NOT NULL,
	"agenda" text,
	"narasumber" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ruang" varchar(300),
	"target_peserta" integer DEFAULT 0 NOT NULL,
	"catatan" text,
	"versi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_kegiatan_instansis" (
	"kegiatan_id" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	CONSTRAINT "ppg_kegiatan_instansis_kegiatan_id_instansi_id_pk" PRIMARY KEY("kegiatan_id","instansi_id")
);
--> statement-breakpoint
CREATE TABLE "ppg_kegiatan_presensis" (
	"id" serial PRIMARY KEY NOT NULL,
	"aktivitas_id" integer NOT NULL,
	"nama" varchar(150) NOT NULL,
	"jenis_identitas" varchar(3) NOT NULL,
	"nomor_identitas" varchar(18) NOT NULL,
	"instansi_id" integer,
	"instansi_lain" varchar(300),
	"level_jabatan" varchar(30) NOT NULL,
	"jabatan" varchar(200),
	"email" varchar(200) NOT NULL,
	"telepon" varchar(50) NOT NULL,
	"persetujuan_at" timestamp with time zone NOT NULL,
	"link_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_kegiatan_tims" (
	"kegiatan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"peran" varchar(10) NOT NULL,
	CONSTRAINT "ppg_kegiatan_tims_kegiatan_id_user_id_pk" PRIMARY KEY("kegiatan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ppg_kegiatans" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(300) NOT NULL,
	"jenis_kegiatan_id" integer NOT NULL,
	"bentuk_kegiatan_id" integer NOT NULL,
	"sumber_penugasan" varchar(30) NOT NULL,
	"bidang_id" integer,
	"provinsi_id" integer,
	"kota_kabupaten_id" integer,
	"alamat" text,
	"tautan_rapat" varchar(1000),
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"catatan_anggaran" text,
	"deskripsi" text,
	"dipublikasikan" boolean DEFAULT false NOT NULL,
	"status" varchar(30) NOT NULL,
	"versi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "laporan_public_links" ALTER COLUMN "laporan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD COLUMN "aktivitas_id" integer;--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_aktivitas" ADD CONSTRAINT "ppg_kegiatan_aktivitas_kegiatan_id_ppg_kegiatans_id_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."ppg_kegiatans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_aktivitas" ADD CONSTRAINT "ppg_kegiatan_aktivitas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_instansis" ADD CONSTRAINT "ppg_kegiatan_instansis_kegiatan_id_ppg_kegiatans_id_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."ppg_kegiatans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_instansis" ADD CONSTRAINT "ppg_kegiatan_instansis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_presensis" ADD CONSTRAINT "ppg_kegiatan_presensis_aktivitas_id_ppg_kegiatan_aktivitas_id_fk" FOREIGN KEY ("aktivitas_id") REFERENCES "public"."ppg_kegiatan_aktivitas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_presensis" ADD CONSTRAINT "ppg_kegiatan_presensis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_tims" ADD CONSTRAINT "ppg_kegiatan_tims_kegiatan_id_ppg_kegiatans_id_fk" FOREIGN KEY ("kegiatan_id") REFERENCES "public"."ppg_kegiatans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatan_tims" ADD CONSTRAINT "ppg_kegiatan_tims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_jenis_kegiatan_id_jenis_kegiatans_id_fk" FOREIGN KEY ("jenis_kegiatan_id") REFERENCES "public"."jenis_kegiatans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_bentuk_kegiatan_id_bentuk_kegiatans_id_fk" FOREIGN KEY ("bentuk_kegiatan_id") REFERENCES "public"."bentuk_kegiatans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_bidang_id_bidangs_id_fk" FOREIGN KEY ("bidang_id") REFERENCES "public"."bidangs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_provinsi_id_provinsis_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_kota_kabupaten_id_kota_kabupatens_id_fk" FOREIGN KEY ("kota_kabupaten_id") REFERENCES "public"."kota_kabupatens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_kegiatans" ADD CONSTRAINT "ppg_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_aktivitas_kegiatan_idx" ON "ppg_kegiatan_aktivitas" USING btree ("kegiatan_id","tanggal");--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_instansis_instansi_idx" ON "ppg_kegiatan_instansis" USING btree ("instansi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_kegiatan_presensis_orang_uq" ON "ppg_kegiatan_presensis" USING btree ("aktivitas_id","nomor_identitas");--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_presensis_aktivitas_idx" ON "ppg_kegiatan_presensis" USING btree ("aktivitas_id","created_at");--> statement-breakpoint
CREATE INDEX "ppg_kegiatan_tims_user_idx" ON "ppg_kegiatan_tims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_status_idx" ON "ppg_kegiatans" USING btree ("status","tanggal_mulai");--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_tanggal_idx" ON "ppg_kegiatans" USING btree ("tanggal_mulai");--> statement-breakpoint
CREATE INDEX "ppg_kegiatans_created_by_idx" ON "ppg_kegiatans" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD CONSTRAINT "laporan_public_links_aktivitas_id_ppg_kegiatan_aktivitas_id_fk" FOREIGN KEY ("aktivitas_id") REFERENCES "public"."ppg_kegiatan_aktivitas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_public_links_aktivitas_uq" ON "laporan_public_links" USING btree ("aktivitas_id");--> statement-breakpoint
ALTER TABLE "laporan_public_links" ADD CONSTRAINT "laporan_public_links_subjek_ck" CHECK (("laporan_public_links"."laporan_id" is null) <> ("laporan_public_links"."aktivitas_id" is null));