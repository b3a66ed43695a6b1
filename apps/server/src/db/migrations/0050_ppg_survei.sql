CREATE TABLE "ppg_survei_bagians" (
	"id" serial PRIMARY KEY NOT NULL,
	"survei_id" integer NOT NULL,
	"judul" varchar(255) NOT NULL,
	"urutan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_survei_jawabans" (
	"id" serial PRIMARY KEY NOT NULL,
	"penugasan_id" integer NOT NULL,
	"survei_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"jawaban" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dikirim_pada" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_survei_penugasans" (
	"id" serial PRIMARY KEY NOT NULL,
	"sesi_id" integer NOT NULL,
	"instansi_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_survei_pertanyaans" (
	"id" serial PRIMARY KEY NOT NULL,
	"survei_id" integer NOT NULL,
	"bagian_id" integer NOT NULL,
	"teks" text NOT NULL,
	"tipe" varchar(30) NOT NULL,
	"wajib" boolean DEFAULT false NOT NULL,
	"opsi" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"batas_min" double precision,
	"batas_max" double precision,
	"urutan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_survei_riwayats" (
	"id" serial PRIMARY KEY NOT NULL,
	"survei_id" integer NOT NULL,
	"aksi" varchar(30) NOT NULL,
	"keterangan" text NOT NULL,
	"data" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_survei_sesis" (
	"id" serial PRIMARY KEY NOT NULL,
	"survei_id" integer NOT NULL,
	"nama" varchar(255) NOT NULL,
	"dibuka_pada" timestamp with time zone NOT NULL,
	"ditutup_pada" timestamp with time zone NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_surveis" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(255) NOT NULL,
	"deskripsi" text,
	"jenis" varchar(30) NOT NULL,
	"induk_id" integer,
	"versi_ke" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ppg_survei_bagians" ADD CONSTRAINT "ppg_survei_bagians_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_penugasan_id_ppg_survei_penugasans_id_fk" FOREIGN KEY ("penugasan_id") REFERENCES "public"."ppg_survei_penugasans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_jawabans" ADD CONSTRAINT "ppg_survei_jawabans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_penugasans" ADD CONSTRAINT "ppg_survei_penugasans_sesi_id_ppg_survei_sesis_id_fk" FOREIGN KEY ("sesi_id") REFERENCES "public"."ppg_survei_sesis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_penugasans" ADD CONSTRAINT "ppg_survei_penugasans_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_penugasans" ADD CONSTRAINT "ppg_survei_penugasans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_pertanyaans" ADD CONSTRAINT "ppg_survei_pertanyaans_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_pertanyaans" ADD CONSTRAINT "ppg_survei_pertanyaans_bagian_id_ppg_survei_bagians_id_fk" FOREIGN KEY ("bagian_id") REFERENCES "public"."ppg_survei_bagians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_riwayats" ADD CONSTRAINT "ppg_survei_riwayats_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_riwayats" ADD CONSTRAINT "ppg_survei_riwayats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_sesis" ADD CONSTRAINT "ppg_survei_sesis_survei_id_ppg_surveis_id_fk" FOREIGN KEY ("survei_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_sesis" ADD CONSTRAINT "ppg_survei_sesis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_survei_sesis" ADD CONSTRAINT "ppg_survei_sesis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_surveis" ADD CONSTRAINT "ppg_surveis_induk_id_ppg_surveis_id_fk" FOREIGN KEY ("induk_id") REFERENCES "public"."ppg_surveis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_surveis" ADD CONSTRAINT "ppg_surveis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_surveis" ADD CONSTRAINT "ppg_surveis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppg_survei_bagians_survei_idx" ON "ppg_survei_bagians" USING btree ("survei_id","urutan");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_survei_jawabans_penugasan_unique" ON "ppg_survei_jawabans" USING btree ("penugasan_id");--> statement-breakpoint
CREATE INDEX "ppg_survei_jawabans_survei_idx" ON "ppg_survei_jawabans" USING btree ("survei_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_survei_penugasans_unique" ON "ppg_survei_penugasans" USING btree ("sesi_id","instansi_id");--> statement-breakpoint
CREATE INDEX "ppg_survei_penugasans_instansi_idx" ON "ppg_survei_penugasans" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "ppg_survei_pertanyaans_survei_idx" ON "ppg_survei_pertanyaans" USING btree ("survei_id","bagian_id","urutan");--> statement-breakpoint
CREATE INDEX "ppg_survei_riwayats_survei_idx" ON "ppg_survei_riwayats" USING btree ("survei_id","id");--> statement-breakpoint
CREATE INDEX "ppg_survei_sesis_survei_idx" ON "ppg_survei_sesis" USING btree ("survei_id","dibuka_pada");--> statement-breakpoint
CREATE INDEX "ppg_surveis_updated_idx" ON "ppg_surveis" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_surveis_induk_unique" ON "ppg_surveis" USING btree ("induk_id");