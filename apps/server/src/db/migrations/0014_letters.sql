CREATE TABLE "dokumen_surats" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(40) NOT NULL,
	"laporan_id" integer NOT NULL,
	"jenis" varchar(30) NOT NULL,
	"nomor" varchar(100),
	"tanggal" date NOT NULL,
	"nomor_surat_id" integer,
	"template_versi_id" integer,
	"sumber" varchar(10) DEFAULT 'sistem' NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"media_id" integer,
	"dibatalkan_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_dokumen_versis" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"jenis" varchar(30) NOT NULL,
	"versi" integer NOT NULL,
	"konten" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_sk_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(200) NOT NULL,
	"status" varchar(20) NOT NULL,
	"diterbitkan_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_sk_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"laporan_id" integer NOT NULL,
	"nomor_sk" varchar(100),
	"temuan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abaikan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tambahan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sumber_sha256" varchar(64),
	"hasil_media_id" integer,
	"hasil_sha256" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "template_dokumens" ADD COLUMN "versi" integer;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_nomor_surat_id_laporan_nomor_surats_id_fk" FOREIGN KEY ("nomor_surat_id") REFERENCES "public"."laporan_nomor_surats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_template_versi_id_template_dokumen_versis_id_fk" FOREIGN KEY ("template_versi_id") REFERENCES "public"."template_dokumen_versis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumen_versis" ADD CONSTRAINT "template_dokumen_versis_template_id_template_dokumens_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template_dokumens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumen_versis" ADD CONSTRAINT "template_dokumen_versis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_batches" ADD CONSTRAINT "sensor_sk_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_batch_id_sensor_sk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sensor_sk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_hasil_media_id_media_id_fk" FOREIGN KEY ("hasil_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dokumen_surats_kode_unique" ON "dokumen_surats" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "dokumen_surats_laporan_idx" ON "dokumen_surats" USING btree ("laporan_id","jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "template_dokumen_versis_unique" ON "template_dokumen_versis" USING btree ("template_id","versi");--> statement-breakpoint
CREATE INDEX "sensor_sk_batches_status_idx" ON "sensor_sk_batches" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_sk_items_unique" ON "sensor_sk_items" USING btree ("batch_id","laporan_id");--> statement-breakpoint
CREATE INDEX "sensor_sk_items_laporan_idx" ON "sensor_sk_items" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "sensor_sk_items_hasil_idx" ON "sensor_sk_items" USING btree ("laporan_id") WHERE "sensor_sk_items"."hasil_media_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "template_dokumens_jenis_unique" ON "template_dokumens" USING btree ("jenis") WHERE deleted_at is null;