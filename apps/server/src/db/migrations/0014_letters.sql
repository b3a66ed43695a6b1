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
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_nomor_surat_id_laporan_nomor_surats_id_fk" FOREIGN KEY ("nomor_surat_id") REFERENCES "public"."laporan_nomor_surats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_template_versi_id_template_dokumen_versis_id_fk" FOREIGN KEY ("template_versi_id") REFERENCES "public"."template_dokumen_versis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_surats" ADD CONSTRAINT "dokumen_surats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumen_versis" ADD CONSTRAINT "template_dokumen_versis_template_id_template_dokumens_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."template_dokumens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumen_versis" ADD CONSTRAINT "template_dokumen_versis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dokumen_surats_kode_unique" ON "dokumen_surats" USING btree ("kode");--> statement-breakpoint
CREATE INDEX "dokumen_surats_laporan_idx" ON "dokumen_surats" USING btree ("laporan_id","jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "template_dokumen_versis_unique" ON "template_dokumen_versis" USING btree ("template_id","versi");