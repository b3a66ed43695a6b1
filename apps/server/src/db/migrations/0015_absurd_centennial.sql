CREATE TABLE "eoffice_kirimans" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"langkah" varchar(20) NOT NULL,
	"dokumen_id" integer,
	"status" varchar(20) DEFAULT 'MENUNGGU' NOT NULL,
	"ref" varchar(100),
	"catatan" text,
	"tanggal_putusan" date,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"galat_terakhir" text,
	"coba_lagi_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terkirim_at" timestamp with time zone,
	"diputus_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eoffice_simulator_surats" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(100) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"perihal" varchar(500) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"catatan" text,
	"tanggal" date,
	"diputus_oleh" integer,
	"diputus_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eoffice_kirimans" ADD CONSTRAINT "eoffice_kirimans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eoffice_simulator_surats" ADD CONSTRAINT "eoffice_simulator_surats_diputus_oleh_users_id_fk" FOREIGN KEY ("diputus_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_status_idx" ON "eoffice_kirimans" USING btree ("status","coba_lagi_at");--> statement-breakpoint
CREATE INDEX "eoffice_kirimans_laporan_idx" ON "eoffice_kirimans" USING btree ("laporan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_kirimans_open_unique" ON "eoffice_kirimans" USING btree ("laporan_id","jenis") WHERE status in ('MENUNGGU', 'TERKIRIM');--> statement-breakpoint
CREATE UNIQUE INDEX "eoffice_simulator_surats_kunci_unique" ON "eoffice_simulator_surats" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "eoffice_simulator_surats_status_idx" ON "eoffice_simulator_surats" USING btree ("status");