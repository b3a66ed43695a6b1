CREATE TABLE "implementasi_inovasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis_diseminasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "klasifikasi_kegiatans" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_jabatan_pesertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sasaran_kegiatans" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_diseminasi_pesertas" (
	"diseminasi_id" integer NOT NULL,
	"level_jabatan_peserta_id" integer NOT NULL,
	"jumlah" integer NOT NULL,
	CONSTRAINT "ppg_diseminasi_pesertas_diseminasi_id_level_jabatan_peserta_id_pk" PRIMARY KEY("diseminasi_id","level_jabatan_peserta_id")
);
--> statement-breakpoint
CREATE TABLE "ppg_diseminasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"upg_id" integer,
	"nama_kegiatan" varchar(255) NOT NULL,
	"jenis_diseminasi_id" integer NOT NULL,
	"klasifikasi_kegiatan_id" integer NOT NULL,
	"sasaran_kegiatan_id" integer NOT NULL,
	"tanggal_awal" date NOT NULL,
	"tanggal_akhir" date NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" integer NOT NULL,
	"narasumber" varchar(500) NOT NULL,
	"provinsi_id" integer NOT NULL,
	"kabkota_id" integer NOT NULL,
	"tempat" varchar(255),
	"uraian" text,
	"jumlah_peserta" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ppg_inovasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"upg_id" integer,
	"nama" varchar(255) NOT NULL,
	"permasalahan" text NOT NULL,
	"deskripsi" text NOT NULL,
	"tujuan" text NOT NULL,
	"dampak" text NOT NULL,
	"implementasi_inovasi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"triwulan" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "implementasi_inovasis" ADD CONSTRAINT "implementasi_inovasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implementasi_inovasis" ADD CONSTRAINT "implementasi_inovasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_diseminasis" ADD CONSTRAINT "jenis_diseminasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_diseminasis" ADD CONSTRAINT "jenis_diseminasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_kegiatans" ADD CONSTRAINT "klasifikasi_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_kegiatans" ADD CONSTRAINT "klasifikasi_kegiatans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_jabatan_pesertas" ADD CONSTRAINT "level_jabatan_pesertas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_jabatan_pesertas" ADD CONSTRAINT "level_jabatan_pesertas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_kegiatans" ADD CONSTRAINT "sasaran_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sasaran_kegiatans" ADD CONSTRAINT "sasaran_kegiatans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasi_pesertas" ADD CONSTRAINT "ppg_diseminasi_pesertas_diseminasi_id_ppg_diseminasis_id_fk" FOREIGN KEY ("diseminasi_id") REFERENCES "public"."ppg_diseminasis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasi_pesertas" ADD CONSTRAINT "ppg_diseminasi_pesertas_level_jabatan_peserta_id_level_jabatan_pesertas_id_fk" FOREIGN KEY ("level_jabatan_peserta_id") REFERENCES "public"."level_jabatan_pesertas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_upg_id_upgs_id_fk" FOREIGN KEY ("upg_id") REFERENCES "public"."upgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_jenis_diseminasi_id_jenis_diseminasis_id_fk" FOREIGN KEY ("jenis_diseminasi_id") REFERENCES "public"."jenis_diseminasis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_klasifikasi_kegiatan_id_klasifikasi_kegiatans_id_fk" FOREIGN KEY ("klasifikasi_kegiatan_id") REFERENCES "public"."klasifikasi_kegiatans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_sasaran_kegiatan_id_sasaran_kegiatans_id_fk" FOREIGN KEY ("sasaran_kegiatan_id") REFERENCES "public"."sasaran_kegiatans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_provinsi_id_provinsis_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_kabkota_id_kota_kabupatens_id_fk" FOREIGN KEY ("kabkota_id") REFERENCES "public"."kota_kabupatens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_diseminasis" ADD CONSTRAINT "ppg_diseminasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_inovasis" ADD CONSTRAINT "ppg_inovasis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_inovasis" ADD CONSTRAINT "ppg_inovasis_upg_id_upgs_id_fk" FOREIGN KEY ("upg_id") REFERENCES "public"."upgs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_inovasis" ADD CONSTRAINT "ppg_inovasis_implementasi_inovasi_id_implementasi_inovasis_id_fk" FOREIGN KEY ("implementasi_inovasi_id") REFERENCES "public"."implementasi_inovasis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_inovasis" ADD CONSTRAINT "ppg_inovasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_inovasis" ADD CONSTRAINT "ppg_inovasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "implementasi_inovasis_deleted_at_idx" ON "implementasi_inovasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "implementasi_inovasis_kode_unique" ON "implementasi_inovasis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_diseminasis_deleted_at_idx" ON "jenis_diseminasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_diseminasis_kode_unique" ON "jenis_diseminasis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "klasifikasi_kegiatans_deleted_at_idx" ON "klasifikasi_kegiatans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "klasifikasi_kegiatans_kode_unique" ON "klasifikasi_kegiatans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "level_jabatan_pesertas_deleted_at_idx" ON "level_jabatan_pesertas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "level_jabatan_pesertas_kode_unique" ON "level_jabatan_pesertas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sasaran_kegiatans_deleted_at_idx" ON "sasaran_kegiatans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sasaran_kegiatans_kode_unique" ON "sasaran_kegiatans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "ppg_diseminasi_pesertas_level_idx" ON "ppg_diseminasi_pesertas" USING btree ("level_jabatan_peserta_id");--> statement-breakpoint
CREATE INDEX "ppg_diseminasis_instansi_tahun_idx" ON "ppg_diseminasis" USING btree ("instansi_id","tahun","triwulan");--> statement-breakpoint
CREATE INDEX "ppg_diseminasis_tahun_idx" ON "ppg_diseminasis" USING btree ("tahun","tanggal_awal","id");--> statement-breakpoint
CREATE INDEX "ppg_inovasis_instansi_tahun_idx" ON "ppg_inovasis" USING btree ("instansi_id","tahun","triwulan");