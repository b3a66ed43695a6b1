CREATE TABLE "halaman_publiks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"judul" varchar(255) NOT NULL,
	"isi" text NOT NULL,
	"berkas_url" varchar(1000),
	"is_published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "konten_materi_sosialisasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"materi_sosialisasi_id" integer NOT NULL,
	"judul" varchar(255) NOT NULL,
	"jenis" varchar(50) NOT NULL,
	"berkas_url" varchar(1000),
	"video_url" varchar(1000),
	"thumbnail_url" varchar(1000),
	"urutan" integer
);
--> statement-breakpoint
CREATE TABLE "materi_sosialisasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"deskripsi" text,
	"tanggal_terbit" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"urutan" integer
);
--> statement-breakpoint
CREATE TABLE "mobile_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"pesan" text NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD COLUMN "lampiran_url" varchar(1000);--> statement-breakpoint
ALTER TABLE "halaman_publiks" ADD CONSTRAINT "halaman_publiks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halaman_publiks" ADD CONSTRAINT "halaman_publiks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konten_materi_sosialisasis" ADD CONSTRAINT "konten_materi_sosialisasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konten_materi_sosialisasis" ADD CONSTRAINT "konten_materi_sosialisasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konten_materi_sosialisasis" ADD CONSTRAINT "konten_materi_sosialisasis_materi_sosialisasi_id_materi_sosialisasis_id_fk" FOREIGN KEY ("materi_sosialisasi_id") REFERENCES "public"."materi_sosialisasis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_sosialisasis" ADD CONSTRAINT "materi_sosialisasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materi_sosialisasis" ADD CONSTRAINT "materi_sosialisasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_infos" ADD CONSTRAINT "mobile_infos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_infos" ADD CONSTRAINT "mobile_infos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "halaman_publiks_deleted_at_idx" ON "halaman_publiks" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "konten_materi_sosialisasis_deleted_at_idx" ON "konten_materi_sosialisasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "konten_materi_sosialisasis_materi_sosialisasi_id_idx" ON "konten_materi_sosialisasis" USING btree ("materi_sosialisasi_id");--> statement-breakpoint
CREATE INDEX "materi_sosialisasis_deleted_at_idx" ON "materi_sosialisasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "mobile_infos_deleted_at_idx" ON "mobile_infos" USING btree ("deleted_at");