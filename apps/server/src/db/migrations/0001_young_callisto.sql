CREATE TABLE "bentuk_kegiatans" (
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
CREATE TABLE "beritas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"slug" varchar(255) NOT NULL,
	"kategori_berita_id" integer NOT NULL,
	"ringkasan" text,
	"isi" text NOT NULL,
	"gambar_url" varchar(1000),
	"tanggal_terbit" date NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidangs" (
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
CREATE TABLE "checklist_kelengkapan_peristiwas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"jenis_peristiwa_id" integer NOT NULL,
	"checklist_kelengkapan_id" integer NOT NULL,
	"is_wajib" boolean DEFAULT true NOT NULL,
	"keterangan" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "checklist_kelengkapans" (
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
CREATE TABLE "dampak_kerugians" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"nilai" integer NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "djkn_kpknls" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"jenis" varchar(50) NOT NULL,
	"provinsi_id" integer,
	"kota_kabupaten_id" integer,
	"alamat" text,
	"telepon" varchar(50),
	"email" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"pertanyaan" varchar(500) NOT NULL,
	"jawaban" text NOT NULL,
	"kategori" varchar(100),
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grups" (
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
CREATE TABLE "hari_liburs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"tanggal" date NOT NULL,
	"nama" varchar(255) NOT NULL,
	"jenis" varchar(50) NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "hubungan_pemberi_penerimas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"is_keluarga" boolean DEFAULT false NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"gambar_url" varchar(1000) NOT NULL,
	"tautan" varchar(1000),
	"deskripsi" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instansi_upgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"instansi_id" integer NOT NULL,
	"upg_id" integer NOT NULL,
	"keterangan" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instansis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"singkatan" varchar(50),
	"klasifikasi_instansi_id" integer,
	"bidang_id" integer,
	"provinsi_id" integer,
	"kota_kabupaten_id" integer,
	"alamat" text,
	"telepon" varchar(50),
	"email" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis_kegiatans" (
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
CREATE TABLE "jenis_nomor_lains" (
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
CREATE TABLE "jenis_objeks" (
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
CREATE TABLE "jenis_penerimaans" (
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
CREATE TABLE "jenis_peristiwas" (
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
CREATE TABLE "jenis_publikasi_dokumens" (
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
CREATE TABLE "kalenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"tahun" integer NOT NULL,
	"nama" varchar(255) NOT NULL,
	"dasar_hukum" varchar(255),
	"tanggal_penetapan" date,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "kategori_beritas" (
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
CREATE TABLE "kategori_status_laporans" (
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
CREATE TABLE "kecamatans" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(8) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"kota_kabupaten_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kelompoks" (
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
CREATE TABLE "klasifikasi_instansis" (
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
CREATE TABLE "klasifikasi_risikos" (
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
CREATE TABLE "knowledge_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"judul" varchar(255) NOT NULL,
	"kategori" varchar(100),
	"isi" text NOT NULL,
	"tautan" varchar(1000),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kondisi_unsur_nls" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"unsur_nl_id" integer NOT NULL,
	"nama" varchar(255) NOT NULL,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kontaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"nama" varchar(255) NOT NULL,
	"jabatan" varchar(255),
	"alamat" text,
	"telepon" varchar(50),
	"email" varchar(255),
	"whatsapp" varchar(50),
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kota_kabupatens" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(5) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"provinsi_id" integer NOT NULL,
	"jenis" varchar(50),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kriteria_intervensis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"bobot" numeric(20, 2),
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kriteria_skor_monevs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"skor_min" numeric(20, 2) NOT NULL,
	"skor_max" numeric(20, 2) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"mata_uang_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"nilai" numeric(20, 2) NOT NULL,
	"sumber" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "kurs_pajaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"mata_uang_id" integer NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"nilai" numeric(20, 2) NOT NULL,
	"nomor_kmk" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_risikos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"batas_bawah" numeric(20, 2) NOT NULL,
	"batas_atas" numeric(20, 2) NOT NULL,
	"warna" varchar(20),
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"penandatangan_sk" varchar(50) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lokasi_objek_gratifikasis" (
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
CREATE TABLE "master_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"versi" varchar(20) NOT NULL,
	"platform" varchar(50) NOT NULL,
	"tanggal_rilis" date,
	"catatan" text,
	"is_latest" boolean DEFAULT false NOT NULL,
	"is_wajib_update" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mata_uangs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(3) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"simbol" varchar(10),
	"digit_desimal" integer,
	"kode_numerik" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_laporans" (
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
CREATE TABLE "metode_penerimaan_ogs" (
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
CREATE TABLE "moduls" (
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
CREATE TABLE "negaras" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(2) NOT NULL,
	"kode_alpha3" varchar(3),
	"nama" varchar(255) NOT NULL,
	"nama_inggris" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_monevs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"bobot" numeric(20, 2),
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter_nls" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"nilai" numeric(20, 2) NOT NULL,
	"satuan" varchar(50) NOT NULL,
	"berlaku_mulai" date,
	"keterangan" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penyebab_risikos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"klasifikasi_risiko_id" integer,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "probabilitas_risikos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"nilai" integer NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinsis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(2) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referensis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kategori" varchar(50) NOT NULL,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekomendasi_intervensis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"level_risiko_id" integer,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rekomendasi_objeks" (
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
CREATE TABLE "status_informasis" (
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
CREATE TABLE "status_kedinasans" (
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
CREATE TABLE "status_laporans" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"kategori_status_laporan_id" integer,
	"warna" varchar(20),
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_unit_kerjas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"unit_kerja_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_kepatuhan_instansis" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"instansi_id" integer NOT NULL,
	"tahun" integer NOT NULL,
	"target" numeric(20, 2) NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "template_dokumens" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"jenis" varchar(50) NOT NULL,
	"konten" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tims" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"grup_id" integer NOT NULL,
	"keterangan" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_kerjas" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"instansi_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsur_nls" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"batas_per_pemberi" numeric(20, 2),
	"batas_per_tahun" numeric(20, 2),
	"dasar_hukum" varchar(255),
	"berlaku_mulai" date,
	"keterangan" text,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"instansi_id" integer NOT NULL,
	"sk_nomor" varchar(100),
	"sk_tanggal" date,
	"email" varchar(255),
	"telepon" varchar(50),
	"alamat" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wfl_re_procdefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"versi" integer NOT NULL,
	"keterangan" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wfl_re_sequences" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"procdef_id" integer NOT NULL,
	"from_taskdef_id" integer NOT NULL,
	"to_taskdef_id" integer NOT NULL,
	"kondisi" varchar(50) NOT NULL,
	"keterangan" text
);
--> statement-breakpoint
CREATE TABLE "wfl_re_taskdefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"procdef_id" integer NOT NULL,
	"kode" varchar(10) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"role_name" varchar(50) NOT NULL,
	"urutan" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bentuk_kegiatans" ADD CONSTRAINT "bentuk_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bentuk_kegiatans" ADD CONSTRAINT "bentuk_kegiatans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beritas" ADD CONSTRAINT "beritas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beritas" ADD CONSTRAINT "beritas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beritas" ADD CONSTRAINT "beritas_kategori_berita_id_kategori_beritas_id_fk" FOREIGN KEY ("kategori_berita_id") REFERENCES "public"."kategori_beritas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidangs" ADD CONSTRAINT "bidangs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidangs" ADD CONSTRAINT "bidangs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapan_peristiwas" ADD CONSTRAINT "checklist_kelengkapan_peristiwas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapan_peristiwas" ADD CONSTRAINT "checklist_kelengkapan_peristiwas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapan_peristiwas" ADD CONSTRAINT "checklist_kelengkapan_peristiwas_jenis_peristiwa_id_jenis_peristiwas_id_fk" FOREIGN KEY ("jenis_peristiwa_id") REFERENCES "public"."jenis_peristiwas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapan_peristiwas" ADD CONSTRAINT "checklist_kelengkapan_peristiwas_checklist_kelengkapan_id_checklist_kelengkapans_id_fk" FOREIGN KEY ("checklist_kelengkapan_id") REFERENCES "public"."checklist_kelengkapans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapans" ADD CONSTRAINT "checklist_kelengkapans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_kelengkapans" ADD CONSTRAINT "checklist_kelengkapans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dampak_kerugians" ADD CONSTRAINT "dampak_kerugians_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dampak_kerugians" ADD CONSTRAINT "dampak_kerugians_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "djkn_kpknls" ADD CONSTRAINT "djkn_kpknls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "djkn_kpknls" ADD CONSTRAINT "djkn_kpknls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "djkn_kpknls" ADD CONSTRAINT "djkn_kpknls_provinsi_id_provinsis_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "djkn_kpknls" ADD CONSTRAINT "djkn_kpknls_kota_kabupaten_id_kota_kabupatens_id_fk" FOREIGN KEY ("kota_kabupaten_id") REFERENCES "public"."kota_kabupatens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grups" ADD CONSTRAINT "grups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grups" ADD CONSTRAINT "grups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hari_liburs" ADD CONSTRAINT "hari_liburs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hari_liburs" ADD CONSTRAINT "hari_liburs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubungan_pemberi_penerimas" ADD CONSTRAINT "hubungan_pemberi_penerimas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubungan_pemberi_penerimas" ADD CONSTRAINT "hubungan_pemberi_penerimas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_sliders" ADD CONSTRAINT "image_sliders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_sliders" ADD CONSTRAINT "image_sliders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_upgs" ADD CONSTRAINT "instansi_upgs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_upgs" ADD CONSTRAINT "instansi_upgs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_upgs" ADD CONSTRAINT "instansi_upgs_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_upgs" ADD CONSTRAINT "instansi_upgs_upg_id_upgs_id_fk" FOREIGN KEY ("upg_id") REFERENCES "public"."upgs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_klasifikasi_instansi_id_klasifikasi_instansis_id_fk" FOREIGN KEY ("klasifikasi_instansi_id") REFERENCES "public"."klasifikasi_instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_bidang_id_bidangs_id_fk" FOREIGN KEY ("bidang_id") REFERENCES "public"."bidangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_provinsi_id_provinsis_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansis" ADD CONSTRAINT "instansis_kota_kabupaten_id_kota_kabupatens_id_fk" FOREIGN KEY ("kota_kabupaten_id") REFERENCES "public"."kota_kabupatens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_kegiatans" ADD CONSTRAINT "jenis_kegiatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_kegiatans" ADD CONSTRAINT "jenis_kegiatans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_nomor_lains" ADD CONSTRAINT "jenis_nomor_lains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_nomor_lains" ADD CONSTRAINT "jenis_nomor_lains_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_objeks" ADD CONSTRAINT "jenis_objeks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_objeks" ADD CONSTRAINT "jenis_objeks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_penerimaans" ADD CONSTRAINT "jenis_penerimaans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_penerimaans" ADD CONSTRAINT "jenis_penerimaans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD CONSTRAINT "jenis_peristiwas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD CONSTRAINT "jenis_peristiwas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_publikasi_dokumens" ADD CONSTRAINT "jenis_publikasi_dokumens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_publikasi_dokumens" ADD CONSTRAINT "jenis_publikasi_dokumens_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kalenders" ADD CONSTRAINT "kalenders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kalenders" ADD CONSTRAINT "kalenders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kategori_beritas" ADD CONSTRAINT "kategori_beritas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kategori_beritas" ADD CONSTRAINT "kategori_beritas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kategori_status_laporans" ADD CONSTRAINT "kategori_status_laporans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kategori_status_laporans" ADD CONSTRAINT "kategori_status_laporans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kecamatans" ADD CONSTRAINT "kecamatans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kecamatans" ADD CONSTRAINT "kecamatans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kecamatans" ADD CONSTRAINT "kecamatans_kota_kabupaten_id_kota_kabupatens_id_fk" FOREIGN KEY ("kota_kabupaten_id") REFERENCES "public"."kota_kabupatens"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelompoks" ADD CONSTRAINT "kelompoks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelompoks" ADD CONSTRAINT "kelompoks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_instansis" ADD CONSTRAINT "klasifikasi_instansis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_instansis" ADD CONSTRAINT "klasifikasi_instansis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_risikos" ADD CONSTRAINT "klasifikasi_risikos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klasifikasi_risikos" ADD CONSTRAINT "klasifikasi_risikos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kondisi_unsur_nls" ADD CONSTRAINT "kondisi_unsur_nls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kondisi_unsur_nls" ADD CONSTRAINT "kondisi_unsur_nls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kondisi_unsur_nls" ADD CONSTRAINT "kondisi_unsur_nls_unsur_nl_id_unsur_nls_id_fk" FOREIGN KEY ("unsur_nl_id") REFERENCES "public"."unsur_nls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kontaks" ADD CONSTRAINT "kontaks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kontaks" ADD CONSTRAINT "kontaks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kota_kabupatens" ADD CONSTRAINT "kota_kabupatens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kota_kabupatens" ADD CONSTRAINT "kota_kabupatens_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kota_kabupatens" ADD CONSTRAINT "kota_kabupatens_provinsi_id_provinsis_id_fk" FOREIGN KEY ("provinsi_id") REFERENCES "public"."provinsis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kriteria_intervensis" ADD CONSTRAINT "kriteria_intervensis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kriteria_intervensis" ADD CONSTRAINT "kriteria_intervensis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kriteria_skor_monevs" ADD CONSTRAINT "kriteria_skor_monevs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kriteria_skor_monevs" ADD CONSTRAINT "kriteria_skor_monevs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs" ADD CONSTRAINT "kurs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs" ADD CONSTRAINT "kurs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs" ADD CONSTRAINT "kurs_mata_uang_id_mata_uangs_id_fk" FOREIGN KEY ("mata_uang_id") REFERENCES "public"."mata_uangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs_pajaks" ADD CONSTRAINT "kurs_pajaks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs_pajaks" ADD CONSTRAINT "kurs_pajaks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kurs_pajaks" ADD CONSTRAINT "kurs_pajaks_mata_uang_id_mata_uangs_id_fk" FOREIGN KEY ("mata_uang_id") REFERENCES "public"."mata_uangs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_risikos" ADD CONSTRAINT "level_risikos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_risikos" ADD CONSTRAINT "level_risikos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lokasi_objek_gratifikasis" ADD CONSTRAINT "lokasi_objek_gratifikasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lokasi_objek_gratifikasis" ADD CONSTRAINT "lokasi_objek_gratifikasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_versions" ADD CONSTRAINT "master_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_versions" ADD CONSTRAINT "master_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_uangs" ADD CONSTRAINT "mata_uangs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mata_uangs" ADD CONSTRAINT "mata_uangs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_laporans" ADD CONSTRAINT "media_laporans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_laporans" ADD CONSTRAINT "media_laporans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metode_penerimaan_ogs" ADD CONSTRAINT "metode_penerimaan_ogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metode_penerimaan_ogs" ADD CONSTRAINT "metode_penerimaan_ogs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moduls" ADD CONSTRAINT "moduls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moduls" ADD CONSTRAINT "moduls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negaras" ADD CONSTRAINT "negaras_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negaras" ADD CONSTRAINT "negaras_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_monevs" ADD CONSTRAINT "parameter_monevs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_monevs" ADD CONSTRAINT "parameter_monevs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_nls" ADD CONSTRAINT "parameter_nls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_nls" ADD CONSTRAINT "parameter_nls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_risikos" ADD CONSTRAINT "penyebab_risikos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_risikos" ADD CONSTRAINT "penyebab_risikos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyebab_risikos" ADD CONSTRAINT "penyebab_risikos_klasifikasi_risiko_id_klasifikasi_risikos_id_fk" FOREIGN KEY ("klasifikasi_risiko_id") REFERENCES "public"."klasifikasi_risikos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probabilitas_risikos" ADD CONSTRAINT "probabilitas_risikos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "probabilitas_risikos" ADD CONSTRAINT "probabilitas_risikos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinsis" ADD CONSTRAINT "provinsis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinsis" ADD CONSTRAINT "provinsis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referensis" ADD CONSTRAINT "referensis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referensis" ADD CONSTRAINT "referensis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekomendasi_intervensis" ADD CONSTRAINT "rekomendasi_intervensis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekomendasi_intervensis" ADD CONSTRAINT "rekomendasi_intervensis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekomendasi_intervensis" ADD CONSTRAINT "rekomendasi_intervensis_level_risiko_id_level_risikos_id_fk" FOREIGN KEY ("level_risiko_id") REFERENCES "public"."level_risikos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekomendasi_objeks" ADD CONSTRAINT "rekomendasi_objeks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rekomendasi_objeks" ADD CONSTRAINT "rekomendasi_objeks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_informasis" ADD CONSTRAINT "status_informasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_informasis" ADD CONSTRAINT "status_informasis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_kedinasans" ADD CONSTRAINT "status_kedinasans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_kedinasans" ADD CONSTRAINT "status_kedinasans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_laporans" ADD CONSTRAINT "status_laporans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_laporans" ADD CONSTRAINT "status_laporans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_laporans" ADD CONSTRAINT "status_laporans_kategori_status_laporan_id_kategori_status_laporans_id_fk" FOREIGN KEY ("kategori_status_laporan_id") REFERENCES "public"."kategori_status_laporans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_unit_kerjas" ADD CONSTRAINT "sub_unit_kerjas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_unit_kerjas" ADD CONSTRAINT "sub_unit_kerjas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_unit_kerjas" ADD CONSTRAINT "sub_unit_kerjas_unit_kerja_id_unit_kerjas_id_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerjas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_kepatuhan_instansis" ADD CONSTRAINT "target_kepatuhan_instansis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_kepatuhan_instansis" ADD CONSTRAINT "target_kepatuhan_instansis_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_kepatuhan_instansis" ADD CONSTRAINT "target_kepatuhan_instansis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumens" ADD CONSTRAINT "template_dokumens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_dokumens" ADD CONSTRAINT "template_dokumens_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tims" ADD CONSTRAINT "tims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tims" ADD CONSTRAINT "tims_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tims" ADD CONSTRAINT "tims_grup_id_grups_id_fk" FOREIGN KEY ("grup_id") REFERENCES "public"."grups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_kerjas" ADD CONSTRAINT "unit_kerjas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_kerjas" ADD CONSTRAINT "unit_kerjas_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_kerjas" ADD CONSTRAINT "unit_kerjas_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsur_nls" ADD CONSTRAINT "unsur_nls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsur_nls" ADD CONSTRAINT "unsur_nls_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgs" ADD CONSTRAINT "upgs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgs" ADD CONSTRAINT "upgs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgs" ADD CONSTRAINT "upgs_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_procdefs" ADD CONSTRAINT "wfl_re_procdefs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_procdefs" ADD CONSTRAINT "wfl_re_procdefs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD CONSTRAINT "wfl_re_sequences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD CONSTRAINT "wfl_re_sequences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD CONSTRAINT "wfl_re_sequences_procdef_id_wfl_re_procdefs_id_fk" FOREIGN KEY ("procdef_id") REFERENCES "public"."wfl_re_procdefs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD CONSTRAINT "wfl_re_sequences_from_taskdef_id_wfl_re_taskdefs_id_fk" FOREIGN KEY ("from_taskdef_id") REFERENCES "public"."wfl_re_taskdefs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD CONSTRAINT "wfl_re_sequences_to_taskdef_id_wfl_re_taskdefs_id_fk" FOREIGN KEY ("to_taskdef_id") REFERENCES "public"."wfl_re_taskdefs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD CONSTRAINT "wfl_re_taskdefs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD CONSTRAINT "wfl_re_taskdefs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD CONSTRAINT "wfl_re_taskdefs_procdef_id_wfl_re_procdefs_id_fk" FOREIGN KEY ("procdef_id") REFERENCES "public"."wfl_re_procdefs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bentuk_kegiatans_deleted_at_idx" ON "bentuk_kegiatans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bentuk_kegiatans_kode_unique" ON "bentuk_kegiatans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "beritas_deleted_at_idx" ON "beritas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beritas_slug_unique" ON "beritas" USING btree ("slug") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "beritas_kategori_berita_id_idx" ON "beritas" USING btree ("kategori_berita_id");--> statement-breakpoint
CREATE INDEX "bidangs_deleted_at_idx" ON "bidangs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bidangs_kode_unique" ON "bidangs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "checklist_kelengkapan_peristiwas_deleted_at_idx" ON "checklist_kelengkapan_peristiwas" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "checklist_kelengkapan_peristiwas_jenis_peristiwa_id_idx" ON "checklist_kelengkapan_peristiwas" USING btree ("jenis_peristiwa_id");--> statement-breakpoint
CREATE INDEX "checklist_kelengkapan_peristiwas_checklist_kelengkapan_id_idx" ON "checklist_kelengkapan_peristiwas" USING btree ("checklist_kelengkapan_id");--> statement-breakpoint
CREATE INDEX "checklist_kelengkapans_deleted_at_idx" ON "checklist_kelengkapans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_kelengkapans_kode_unique" ON "checklist_kelengkapans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "dampak_kerugians_deleted_at_idx" ON "dampak_kerugians" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dampak_kerugians_kode_unique" ON "dampak_kerugians" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "djkn_kpknls_deleted_at_idx" ON "djkn_kpknls" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "djkn_kpknls_kode_unique" ON "djkn_kpknls" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "djkn_kpknls_provinsi_id_idx" ON "djkn_kpknls" USING btree ("provinsi_id");--> statement-breakpoint
CREATE INDEX "djkn_kpknls_kota_kabupaten_id_idx" ON "djkn_kpknls" USING btree ("kota_kabupaten_id");--> statement-breakpoint
CREATE INDEX "faqs_deleted_at_idx" ON "faqs" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "grups_deleted_at_idx" ON "grups" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grups_kode_unique" ON "grups" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "hari_liburs_deleted_at_idx" ON "hari_liburs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hari_liburs_tanggal_unique" ON "hari_liburs" USING btree ("tanggal") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "hubungan_pemberi_penerimas_deleted_at_idx" ON "hubungan_pemberi_penerimas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hubungan_pemberi_penerimas_kode_unique" ON "hubungan_pemberi_penerimas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "image_sliders_deleted_at_idx" ON "image_sliders" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "instansi_upgs_deleted_at_idx" ON "instansi_upgs" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "instansi_upgs_instansi_id_idx" ON "instansi_upgs" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "instansi_upgs_upg_id_idx" ON "instansi_upgs" USING btree ("upg_id");--> statement-breakpoint
CREATE INDEX "instansis_deleted_at_idx" ON "instansis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instansis_kode_unique" ON "instansis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "instansis_klasifikasi_instansi_id_idx" ON "instansis" USING btree ("klasifikasi_instansi_id");--> statement-breakpoint
CREATE INDEX "instansis_bidang_id_idx" ON "instansis" USING btree ("bidang_id");--> statement-breakpoint
CREATE INDEX "instansis_provinsi_id_idx" ON "instansis" USING btree ("provinsi_id");--> statement-breakpoint
CREATE INDEX "instansis_kota_kabupaten_id_idx" ON "instansis" USING btree ("kota_kabupaten_id");--> statement-breakpoint
CREATE INDEX "jenis_kegiatans_deleted_at_idx" ON "jenis_kegiatans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_kegiatans_kode_unique" ON "jenis_kegiatans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_nomor_lains_deleted_at_idx" ON "jenis_nomor_lains" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_nomor_lains_kode_unique" ON "jenis_nomor_lains" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_objeks_deleted_at_idx" ON "jenis_objeks" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_objeks_kode_unique" ON "jenis_objeks" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_penerimaans_deleted_at_idx" ON "jenis_penerimaans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_penerimaans_kode_unique" ON "jenis_penerimaans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_peristiwas_deleted_at_idx" ON "jenis_peristiwas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_peristiwas_kode_unique" ON "jenis_peristiwas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "jenis_publikasi_dokumens_deleted_at_idx" ON "jenis_publikasi_dokumens" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_publikasi_dokumens_kode_unique" ON "jenis_publikasi_dokumens" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kalenders_deleted_at_idx" ON "kalenders" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kalenders_tahun_unique" ON "kalenders" USING btree ("tahun") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kategori_beritas_deleted_at_idx" ON "kategori_beritas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kategori_beritas_kode_unique" ON "kategori_beritas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kategori_status_laporans_deleted_at_idx" ON "kategori_status_laporans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kategori_status_laporans_kode_unique" ON "kategori_status_laporans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kecamatans_deleted_at_idx" ON "kecamatans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kecamatans_kode_unique" ON "kecamatans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kecamatans_kota_kabupaten_id_idx" ON "kecamatans" USING btree ("kota_kabupaten_id");--> statement-breakpoint
CREATE INDEX "kelompoks_deleted_at_idx" ON "kelompoks" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kelompoks_kode_unique" ON "kelompoks" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "klasifikasi_instansis_deleted_at_idx" ON "klasifikasi_instansis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "klasifikasi_instansis_kode_unique" ON "klasifikasi_instansis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "klasifikasi_risikos_deleted_at_idx" ON "klasifikasi_risikos" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "klasifikasi_risikos_kode_unique" ON "klasifikasi_risikos" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "knowledge_bases_deleted_at_idx" ON "knowledge_bases" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "kondisi_unsur_nls_deleted_at_idx" ON "kondisi_unsur_nls" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "kondisi_unsur_nls_unsur_nl_id_idx" ON "kondisi_unsur_nls" USING btree ("unsur_nl_id");--> statement-breakpoint
CREATE INDEX "kontaks_deleted_at_idx" ON "kontaks" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "kota_kabupatens_deleted_at_idx" ON "kota_kabupatens" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kota_kabupatens_kode_unique" ON "kota_kabupatens" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kota_kabupatens_provinsi_id_idx" ON "kota_kabupatens" USING btree ("provinsi_id");--> statement-breakpoint
CREATE INDEX "kriteria_intervensis_deleted_at_idx" ON "kriteria_intervensis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kriteria_intervensis_kode_unique" ON "kriteria_intervensis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kriteria_skor_monevs_deleted_at_idx" ON "kriteria_skor_monevs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kriteria_skor_monevs_kode_unique" ON "kriteria_skor_monevs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "kurs_deleted_at_idx" ON "kurs" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "kurs_mata_uang_id_idx" ON "kurs" USING btree ("mata_uang_id");--> statement-breakpoint
CREATE INDEX "kurs_pajaks_deleted_at_idx" ON "kurs_pajaks" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "kurs_pajaks_mata_uang_id_idx" ON "kurs_pajaks" USING btree ("mata_uang_id");--> statement-breakpoint
CREATE INDEX "level_risikos_deleted_at_idx" ON "level_risikos" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "level_risikos_kode_unique" ON "level_risikos" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "levels_deleted_at_idx" ON "levels" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_kode_unique" ON "levels" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "lokasi_objek_gratifikasis_deleted_at_idx" ON "lokasi_objek_gratifikasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lokasi_objek_gratifikasis_kode_unique" ON "lokasi_objek_gratifikasis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "master_versions_deleted_at_idx" ON "master_versions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "mata_uangs_deleted_at_idx" ON "mata_uangs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mata_uangs_kode_unique" ON "mata_uangs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "media_laporans_deleted_at_idx" ON "media_laporans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_laporans_kode_unique" ON "media_laporans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "metode_penerimaan_ogs_deleted_at_idx" ON "metode_penerimaan_ogs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "metode_penerimaan_ogs_kode_unique" ON "metode_penerimaan_ogs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "moduls_deleted_at_idx" ON "moduls" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "moduls_kode_unique" ON "moduls" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "negaras_deleted_at_idx" ON "negaras" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "negaras_kode_unique" ON "negaras" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "parameter_monevs_deleted_at_idx" ON "parameter_monevs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_monevs_kode_unique" ON "parameter_monevs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "parameter_nls_deleted_at_idx" ON "parameter_nls" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_nls_kode_unique" ON "parameter_nls" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "penyebab_risikos_deleted_at_idx" ON "penyebab_risikos" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "penyebab_risikos_kode_unique" ON "penyebab_risikos" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "penyebab_risikos_klasifikasi_risiko_id_idx" ON "penyebab_risikos" USING btree ("klasifikasi_risiko_id");--> statement-breakpoint
CREATE INDEX "probabilitas_risikos_deleted_at_idx" ON "probabilitas_risikos" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "probabilitas_risikos_kode_unique" ON "probabilitas_risikos" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "provinsis_deleted_at_idx" ON "provinsis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provinsis_kode_unique" ON "provinsis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "referensis_deleted_at_idx" ON "referensis" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "rekomendasi_intervensis_deleted_at_idx" ON "rekomendasi_intervensis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rekomendasi_intervensis_kode_unique" ON "rekomendasi_intervensis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "rekomendasi_intervensis_level_risiko_id_idx" ON "rekomendasi_intervensis" USING btree ("level_risiko_id");--> statement-breakpoint
CREATE INDEX "rekomendasi_objeks_deleted_at_idx" ON "rekomendasi_objeks" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rekomendasi_objeks_kode_unique" ON "rekomendasi_objeks" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "status_informasis_deleted_at_idx" ON "status_informasis" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_informasis_kode_unique" ON "status_informasis" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "status_kedinasans_deleted_at_idx" ON "status_kedinasans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_kedinasans_kode_unique" ON "status_kedinasans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "status_laporans_deleted_at_idx" ON "status_laporans" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "status_laporans_kode_unique" ON "status_laporans" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "status_laporans_kategori_status_laporan_id_idx" ON "status_laporans" USING btree ("kategori_status_laporan_id");--> statement-breakpoint
CREATE INDEX "sub_unit_kerjas_deleted_at_idx" ON "sub_unit_kerjas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_unit_kerjas_kode_unique" ON "sub_unit_kerjas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "sub_unit_kerjas_unit_kerja_id_idx" ON "sub_unit_kerjas" USING btree ("unit_kerja_id");--> statement-breakpoint
CREATE INDEX "target_kepatuhan_instansis_deleted_at_idx" ON "target_kepatuhan_instansis" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "target_kepatuhan_instansis_instansi_id_idx" ON "target_kepatuhan_instansis" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "template_dokumens_deleted_at_idx" ON "template_dokumens" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "template_dokumens_kode_unique" ON "template_dokumens" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tims_deleted_at_idx" ON "tims" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tims_kode_unique" ON "tims" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tims_grup_id_idx" ON "tims" USING btree ("grup_id");--> statement-breakpoint
CREATE INDEX "unit_kerjas_deleted_at_idx" ON "unit_kerjas" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_kerjas_kode_unique" ON "unit_kerjas" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "unit_kerjas_instansi_id_idx" ON "unit_kerjas" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "unsur_nls_deleted_at_idx" ON "unsur_nls" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unsur_nls_kode_unique" ON "unsur_nls" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "upgs_deleted_at_idx" ON "upgs" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "upgs_kode_unique" ON "upgs" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "upgs_instansi_id_idx" ON "upgs" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "wfl_re_procdefs_deleted_at_idx" ON "wfl_re_procdefs" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "wfl_re_sequences_deleted_at_idx" ON "wfl_re_sequences" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "wfl_re_sequences_procdef_id_idx" ON "wfl_re_sequences" USING btree ("procdef_id");--> statement-breakpoint
CREATE INDEX "wfl_re_sequences_from_taskdef_id_idx" ON "wfl_re_sequences" USING btree ("from_taskdef_id");--> statement-breakpoint
CREATE INDEX "wfl_re_sequences_to_taskdef_id_idx" ON "wfl_re_sequences" USING btree ("to_taskdef_id");--> statement-breakpoint
CREATE INDEX "wfl_re_taskdefs_deleted_at_idx" ON "wfl_re_taskdefs" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "wfl_re_taskdefs_procdef_id_idx" ON "wfl_re_taskdefs" USING btree ("procdef_id");