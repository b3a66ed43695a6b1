CREATE TABLE "riwayat_permintaan_orangs" (
	"id" serial PRIMARY KEY NOT NULL,
	"permintaan_id" integer NOT NULL,
	"urutan" integer NOT NULL,
	"nik" varchar(16),
	"nama" varchar(150),
	"jumlah_laporan" integer DEFAULT 0 NOT NULL,
	"hasil" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "riwayat_permintaans" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_peminta" varchar(255) NOT NULL,
	"nomor_surat" varchar(100) NOT NULL,
	"tanggal_surat" date NOT NULL,
	"perihal" varchar(500) NOT NULL,
	"keterangan" text,
	"sumber" varchar(10) DEFAULT 'FORM' NOT NULL,
	"dicari_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "riwayat_permintaan_orangs" ADD CONSTRAINT "riwayat_permintaan_orangs_permintaan_id_riwayat_permintaans_id_fk" FOREIGN KEY ("permintaan_id") REFERENCES "public"."riwayat_permintaans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riwayat_permintaans" ADD CONSTRAINT "riwayat_permintaans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "riwayat_permintaans" ADD CONSTRAINT "riwayat_permintaans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riwayat_permintaan_orangs_permintaan_idx" ON "riwayat_permintaan_orangs" USING btree ("permintaan_id","urutan");--> statement-breakpoint
CREATE INDEX "riwayat_permintaans_created_idx" ON "riwayat_permintaans" USING btree ("created_at","id");