CREATE TABLE "pembayaran_notifikasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" varchar(64) NOT NULL,
	"va" varchar(20) NOT NULL,
	"jumlah" numeric(20, 2) NOT NULL,
	"mata_uang" varchar(3) NOT NULL,
	"dibayar_at" timestamp with time zone NOT NULL,
	"sumber" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"alasan" text,
	"tagihan_id" integer,
	"entri_id" bigint,
	"klasifikasi" varchar(20),
	"selisih" numeric(20, 2),
	"duplikat" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piutang_entris" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tagihan_id" integer NOT NULL,
	"pelapor_id" integer NOT NULL,
	"mata_uang" varchar(3) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"jumlah" numeric(20, 2) NOT NULL,
	"tanggal" date NOT NULL,
	"kurs" numeric(20, 4),
	"kurs_tanggal" date,
	"referensi" varchar(64),
	"membatalkan_id" bigint,
	"memulihkan_id" bigint,
	"keterangan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piutang_tagihans" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"rincian_id" integer NOT NULL,
	"pelapor_id" integer NOT NULL,
	"nomor" varchar(100) NOT NULL,
	"tahun" integer NOT NULL,
	"urut" integer NOT NULL,
	"tanggal" date NOT NULL,
	"tanggal_keputusan" date NOT NULL,
	"va" varchar(20) NOT NULL,
	"mata_uang" varchar(3) DEFAULT 'IDR' NOT NULL,
	"nilai" numeric(20, 2) NOT NULL,
	"mata_uang_asal" varchar(3) NOT NULL,
	"nilai_asal" numeric(20, 2) NOT NULL,
	"kurs" numeric(20, 4) NOT NULL,
	"kurs_tanggal" date,
	"keterangan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekon_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_file" varchar(255) NOT NULL,
	"sumber" varchar(20) NOT NULL,
	"periode_dari" date,
	"periode_sampai" date,
	"status" varchar(20) NOT NULL,
	"jumlah_baris" integer DEFAULT 0 NOT NULL,
	"jumlah_error" integer DEFAULT 0 NOT NULL,
	"ringkasan" jsonb,
	"created_by" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekon_hasils" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"referensi" varchar(100) NOT NULL,
	"va" varchar(40) NOT NULL,
	"baris" integer,
	"entri_id" bigint,
	"jumlah_rekening" numeric(20, 2),
	"jumlah_buku" numeric(20, 2),
	"selisih" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekon_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"baris" integer NOT NULL,
	"tanggal" varchar(40) NOT NULL,
	"va" varchar(40) NOT NULL,
	"jumlah" varchar(40) NOT NULL,
	"referensi" varchar(100) NOT NULL,
	"errors" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pembayaran_notifikasis" ADD CONSTRAINT "pembayaran_notifikasis_tagihan_id_piutang_tagihans_id_fk" FOREIGN KEY ("tagihan_id") REFERENCES "public"."piutang_tagihans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piutang_entris" ADD CONSTRAINT "piutang_entris_tagihan_id_piutang_tagihans_id_fk" FOREIGN KEY ("tagihan_id") REFERENCES "public"."piutang_tagihans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piutang_tagihans" ADD CONSTRAINT "piutang_tagihans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piutang_tagihans" ADD CONSTRAINT "piutang_tagihans_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piutang_tagihans" ADD CONSTRAINT "piutang_tagihans_pelapor_id_pelapors_id_fk" FOREIGN KEY ("pelapor_id") REFERENCES "public"."pelapors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piutang_tagihans" ADD CONSTRAINT "piutang_tagihans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekon_batches" ADD CONSTRAINT "rekon_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekon_batches" ADD CONSTRAINT "rekon_batches_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekon_hasils" ADD CONSTRAINT "rekon_hasils_batch_id_rekon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."rekon_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekon_rows" ADD CONSTRAINT "rekon_rows_batch_id_rekon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."rekon_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pembayaran_notifikasis_nid_uq" ON "pembayaran_notifikasis" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "pembayaran_notifikasis_status_idx" ON "pembayaran_notifikasis" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "piutang_entris_debitur_idx" ON "piutang_entris" USING btree ("pelapor_id","mata_uang","tanggal");--> statement-breakpoint
CREATE INDEX "piutang_entris_tagihan_idx" ON "piutang_entris" USING btree ("tagihan_id");--> statement-breakpoint
CREATE INDEX "piutang_entris_tanggal_idx" ON "piutang_entris" USING btree ("tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "piutang_entris_batal_uq" ON "piutang_entris" USING btree ("membatalkan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "piutang_entris_referensi_uq" ON "piutang_entris" USING btree ("referensi") WHERE "piutang_entris"."jenis" = 'BAYAR' and "piutang_entris"."memulihkan_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "piutang_tagihans_va_uq" ON "piutang_tagihans" USING btree ("va");--> statement-breakpoint
CREATE UNIQUE INDEX "piutang_tagihans_nomor_uq" ON "piutang_tagihans" USING btree ("nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "piutang_tagihans_rincian_uq" ON "piutang_tagihans" USING btree ("rincian_id");--> statement-breakpoint
CREATE INDEX "piutang_tagihans_pelapor_idx" ON "piutang_tagihans" USING btree ("pelapor_id","mata_uang");--> statement-breakpoint
CREATE INDEX "piutang_tagihans_laporan_idx" ON "piutang_tagihans" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "rekon_hasils_batch_idx" ON "rekon_hasils" USING btree ("batch_id","status","id");--> statement-breakpoint
CREATE INDEX "rekon_rows_batch_idx" ON "rekon_rows" USING btree ("batch_id","baris");
--> statement-breakpoint
-- The receivables ledger is append-only: an entry is never edited or removed; a cancellation is a reversing entry.
CREATE OR REPLACE FUNCTION piutang_entris_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'piutang_entris is append-only (% refused)', TG_OP USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER piutang_entris_no_update BEFORE UPDATE OR DELETE ON piutang_entris
  FOR EACH ROW EXECUTE FUNCTION piutang_entris_append_only();
--> statement-breakpoint
ALTER TABLE piutang_entris ADD CONSTRAINT piutang_entris_tanda_ck CHECK (
  (jenis = 'TAGIHAN' AND jumlah > 0) OR (jenis = 'BAYAR' AND jumlah < 0) OR (jenis = 'BATAL' AND membatalkan_id IS NOT NULL)
);
