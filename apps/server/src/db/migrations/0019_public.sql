CREATE TABLE "dokumen_publiks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"jenis_publikasi_dokumen_id" integer NOT NULL,
	"nomor" varchar(150),
	"tanggal_dokumen" date NOT NULL,
	"ringkasan" text,
	"berkas_url" varchar(1000) NOT NULL,
	"sumber" varchar(50) NOT NULL,
	"tanggal_terbit" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dokumen_publiks" ADD CONSTRAINT "dokumen_publiks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_publiks" ADD CONSTRAINT "dokumen_publiks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dokumen_publiks" ADD CONSTRAINT "dokumen_publiks_jenis_publikasi_dokumen_id_jenis_publikasi_dokumens_id_fk" FOREIGN KEY ("jenis_publikasi_dokumen_id") REFERENCES "public"."jenis_publikasi_dokumens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dokumen_publiks_deleted_at_idx" ON "dokumen_publiks" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "dokumen_publiks_jenis_publikasi_dokumen_id_idx" ON "dokumen_publiks" USING btree ("jenis_publikasi_dokumen_id");
--> statement-breakpoint
-- Content files are addressed by their random storage key instead of their sequential media id (issue 13):
-- every stored /api/konten/berkas/<id> in the public site's content becomes /api/konten/berkas/<storage_key>.
-- URL fields hold the address alone; rich text holds it inside src="…" or href="…" (the closing quote keeps id 1
-- from matching id 12).
DO $$
DECLARE
  m record;
  old_url text;
  new_url text;
BEGIN
  FOR m IN
    SELECT DISTINCT media.id, media.storage_key
    FROM media JOIN mediables ON mediables.media_id = media.id AND mediables.mediable_type = 'konten'
  LOOP
    old_url := '/api/konten/berkas/' || m.id;
    new_url := '/api/konten/berkas/' || m.storage_key;
    UPDATE beritas SET gambar_url = new_url WHERE gambar_url = old_url;
    UPDATE beritas SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE image_sliders SET gambar_url = new_url WHERE gambar_url = old_url;
    UPDATE faqs SET jawaban = replace(jawaban, old_url || '"', new_url || '"') WHERE jawaban LIKE '%' || old_url || '"%';
    UPDATE knowledge_bases SET lampiran_url = new_url WHERE lampiran_url = old_url;
    UPDATE knowledge_bases SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE halaman_publiks SET berkas_url = new_url WHERE berkas_url = old_url;
    UPDATE halaman_publiks SET isi = replace(isi, old_url || '"', new_url || '"') WHERE isi LIKE '%' || old_url || '"%';
    UPDATE konten_materi_sosialisasis SET berkas_url = new_url WHERE berkas_url = old_url;
    UPDATE konten_materi_sosialisasis SET thumbnail_url = new_url WHERE thumbnail_url = old_url;
    UPDATE dokumen_publiks SET berkas_url = new_url WHERE berkas_url = old_url;
  END LOOP;
END $$;
