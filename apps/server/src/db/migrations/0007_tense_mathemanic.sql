CREATE TABLE "nl_penilaians" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"rincian_id" integer NOT NULL,
	"tingkat" varchar(20) NOT NULL,
	"unsur_nl_id" integer,
	"usulan_unsur_nl_id" integer,
	"alasan" text,
	"user_id" integer,
	"role_name" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aturan_internals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"kode" varchar(50) NOT NULL,
	"nama" varchar(255) NOT NULL,
	"isi" text NOT NULL,
	"dasar_hukum" varchar(255),
	"berlaku_mulai" date,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laporan_nomor_surats" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"tahun" integer NOT NULL,
	"urut" integer NOT NULL,
	"nomor" varchar(100) NOT NULL,
	"tanggal" date NOT NULL,
	"dibatalkan_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lha_status_kepemilikans" (
	"rincian_id" integer NOT NULL,
	"tingkat" varchar(20) NOT NULL,
	"laporan_id" integer NOT NULL,
	"status" varchar(30) NOT NULL,
	"nilai_negara" numeric(20, 2),
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lha_status_kepemilikans_rincian_id_tingkat_pk" PRIMARY KEY("rincian_id","tingkat")
);
--> statement-breakpoint
CREATE TABLE "og_status_kepemilikans" (
	"rincian_id" integer PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"status" varchar(30) NOT NULL,
	"nilai_negara" numeric(20, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"from_step" varchar(30),
	"to_step" varchar(30) NOT NULL,
	"decision" varchar(50),
	"actor_user_id" integer,
	"actor_role" varchar(100),
	"fields" jsonb,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" integer NOT NULL,
	"proses_kode" varchar(50) NOT NULL,
	"proses_versi" integer NOT NULL,
	"step" varchar(30) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"peran" varchar(100),
	"holder_user_id" integer,
	"holder_tim_id" integer,
	"holder_grup_id" integer,
	"grup_id" integer,
	"tim_id" integer,
	"anggota_user_id" integer,
	"last_decision" varchar(50),
	"step_since" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date,
	"clock_started_on" date,
	"clock_due_on" date,
	"clock_done_on" date,
	"paused_since" date,
	"paused_hk" integer DEFAULT 0 NOT NULL,
	"reminded_due_on" date,
	"escalated_due_on" date,
	"konten" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "grup_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tim_id" integer;--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "status_penomoran" varchar(20);--> statement-breakpoint
ALTER TABLE "laporans" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "hubungan_pemberi_penerimas" ADD COLUMN "unsur_nl_id" integer;--> statement-breakpoint
ALTER TABLE "jenis_objeks" ADD COLUMN "is_uang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD COLUMN "unsur_nl_id" integer;--> statement-breakpoint
ALTER TABLE "unsur_nls" ADD COLUMN "hanya_bukan_uang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wfl_re_sequences" ADD COLUMN "syarat" varchar(200);--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD COLUMN "lingkup" varchar(50) DEFAULT 'peran' NOT NULL;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD COLUMN "periode_hk" integer;--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD COLUMN "status_laporan" varchar(50);--> statement-breakpoint
ALTER TABLE "wfl_re_taskdefs" ADD COLUMN "formulir" varchar(50);--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD CONSTRAINT "aturan_internals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD CONSTRAINT "aturan_internals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_nomor_surats" ADD CONSTRAINT "laporan_nomor_surats_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_nomor_surats" ADD CONSTRAINT "laporan_nomor_surats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_status_kepemilikans" ADD CONSTRAINT "lha_status_kepemilikans_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_status_kepemilikans" ADD CONSTRAINT "lha_status_kepemilikans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_status_kepemilikans" ADD CONSTRAINT "lha_status_kepemilikans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_status_kepemilikans" ADD CONSTRAINT "og_status_kepemilikans_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_status_kepemilikans" ADD CONSTRAINT "og_status_kepemilikans_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_events" ADD CONSTRAINT "wf_events_instance_id_wf_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_events" ADD CONSTRAINT "wf_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instances" ADD CONSTRAINT "wf_instances_anggota_user_id_users_id_fk" FOREIGN KEY ("anggota_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nl_penilaians_rincian_tingkat_unique" ON "nl_penilaians" USING btree ("rincian_id","tingkat");--> statement-breakpoint
CREATE INDEX "nl_penilaians_laporan_idx" ON "nl_penilaians" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "aturan_internals_deleted_at_idx" ON "aturan_internals" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aturan_internals_kode_unique" ON "aturan_internals" USING btree ("kode") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "laporan_nomor_surats_nomor_unique" ON "laporan_nomor_surats" USING btree ("jenis","tahun","urut");--> statement-breakpoint
CREATE INDEX "laporan_nomor_surats_laporan_idx" ON "laporan_nomor_surats" USING btree ("laporan_id","jenis");--> statement-breakpoint
CREATE INDEX "lha_status_kepemilikans_laporan_idx" ON "lha_status_kepemilikans" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "og_status_kepemilikans_laporan_idx" ON "og_status_kepemilikans" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "wf_events_instance_idx" ON "wf_events" USING btree ("instance_id","id");--> statement-breakpoint
CREATE INDEX "wf_events_actor_idx" ON "wf_events" USING btree ("actor_user_id","instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instances_subject_unique" ON "wf_instances" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "wf_instances_holder_user_idx" ON "wf_instances" USING btree ("subject_type","peran","holder_user_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_holder_tim_idx" ON "wf_instances" USING btree ("subject_type","peran","holder_tim_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_holder_grup_idx" ON "wf_instances" USING btree ("subject_type","peran","holder_grup_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_grup_idx" ON "wf_instances" USING btree ("subject_type","grup_id") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_due_idx" ON "wf_instances" USING btree ("due_on") WHERE "wf_instances"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "wf_instances_step_idx" ON "wf_instances" USING btree ("subject_type","step");--> statement-breakpoint
ALTER TABLE "hubungan_pemberi_penerimas" ADD CONSTRAINT "hubungan_pemberi_penerimas_unsur_nl_id_unsur_nls_id_fk" FOREIGN KEY ("unsur_nl_id") REFERENCES "public"."unsur_nls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD CONSTRAINT "jenis_peristiwas_unsur_nl_id_unsur_nls_id_fk" FOREIGN KEY ("unsur_nl_id") REFERENCES "public"."unsur_nls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hubungan_pemberi_penerimas_unsur_nl_id_idx" ON "hubungan_pemberi_penerimas" USING btree ("unsur_nl_id");--> statement-breakpoint
CREATE INDEX "jenis_peristiwas_unsur_nl_id_idx" ON "jenis_peristiwas" USING btree ("unsur_nl_id");
--> statement-breakpoint
-- The default process installed before issue 10 gains its scopes, periods, statuses and forms (rows never configured).
UPDATE "wfl_re_taskdefs" t SET "lingkup" = v.lingkup, "periode_hk" = v.periode_hk, "status_laporan" = v.status, "formulir" = v.formulir
FROM (VALUES
  ('draft', 'pelapor', NULL::integer, 'DRAFT', NULL),
  ('save', 'pelapor', NULL::integer, 'TERKIRIM', NULL),
  ('distribusi', 'peran', 2::integer, 'TERKIRIM', 'distribusi-grup'),
  ('distribusi-f', 'grup', 2::integer, 'DISTRIBUSI', 'distribusi-anggota'),
  ('f30', 'anggota', 3::integer, 'VERIFIKASI', 'verifikasi-informasi'),
  ('f34', 'tim', 2::integer, 'VERIFIKASI', NULL),
  ('f38', 'grup', 2::integer, 'VERIFIKASI', NULL),
  ('f31', 'anggota', 3::integer, 'REVIEW_NL', 'negative-list'),
  ('f35', 'tim', 2::integer, 'REVIEW_NL', 'negative-list'),
  ('f39', 'grup', 2::integer, 'REVIEW_NL', 'negative-list'),
  ('f33', 'anggota', 3::integer, 'VERIFIKASI', 'kelengkapan'),
  ('f37', 'tim', 2::integer, 'VERIFIKASI', NULL),
  ('f3b', 'grup', 2::integer, 'VERIFIKASI', 'persetujuan-kelengkapan'),
  ('f3g', 'pelapor', 20::integer, 'PERMINTAAN_KELENGKAPAN', NULL),
  ('f40', 'pelapor', 20::integer, 'KONFIRMASI_KESESUAIAN', NULL),
  ('f60', 'anggota', 10::integer, 'ANALISIS', 'lha'),
  ('f61', 'tim', 3::integer, 'ANALISIS', 'lha'),
  ('f63', 'grup', 3::integer, 'ANALISIS', 'lha'),
  ('f80', 'peran', 3::integer, 'ANALISIS', NULL),
  ('f83', 'peran', 2::integer, 'ANALISIS', 'selesai-riksa'),
  ('f70', 'peran', 2::integer, 'PENETAPAN_SK', NULL),
  ('f72', 'peran', 2::integer, 'PENETAPAN_SK', NULL),
  ('f74', 'peran', 3::integer, 'PENETAPAN_SK', NULL),
  ('f7A', 'peran', 1::integer, 'PENETAPAN_SK', 'penomoran'),
  ('f7E', 'peran', 1::integer, 'PENETAPAN_SK', 'penomoran'),
  ('f5a', 'peran', 2::integer, 'TIDAK_DITINDAKLANJUTI', 'alasan'),
  ('f5z', 'peran', 2::integer, 'TIDAK_DITINDAKLANJUTI', 'alasan'),
  ('f51', 'tim', 2::integer, 'TIDAK_DITINDAKLANJUTI', 'sp3'),
  ('f52', 'grup', 2::integer, 'TIDAK_DITINDAKLANJUTI', NULL),
  ('f54', 'peran', 2::integer, 'TIDAK_DITINDAKLANJUTI', NULL),
  ('f56', 'peran', 2::integer, 'TIDAK_DITINDAKLANJUTI', NULL),
  ('f5D', 'peran', 1::integer, 'TIDAK_DITINDAKLANJUTI', 'penomoran'),
  ('selesai', 'peran', NULL::integer, 'SELESAI', NULL),
  ('sp3-selesai', 'peran', NULL::integer, 'TIDAK_DITINDAKLANJUTI', NULL)
) AS v(kode, lingkup, periode_hk, status, formulir), "wfl_re_procdefs" p
WHERE p.id = t.procdef_id AND p.kode = 'GRATIFIKASI' AND p.versi = 1 AND t.kode = v.kode AND t.status_laporan IS NULL;
--> statement-breakpoint
UPDATE "wfl_re_sequences" s SET "syarat" = v.syarat
FROM (VALUES
  ('f39', 'f5a', 'semua_nl', 'semua_nl=ya'),
  ('f39', 'f33', 'setuju', 'semua_nl=tidak'),
  ('f70', 'f7A', 'ditandatangani_direktur', 'penandatangan=direktur'),
  ('f70', 'f72', 'teruskan', 'penandatangan!=direktur'),
  ('f72', 'f7A', 'ditandatangani_deputi', 'penandatangan=deputi'),
  ('f72', 'f74', 'teruskan', 'penandatangan=pimpinan')
) AS v(from_kode, to_kode, kondisi, syarat), "wfl_re_taskdefs" a, "wfl_re_taskdefs" b, "wfl_re_procdefs" p
WHERE p.kode = 'GRATIFIKASI' AND p.versi = 1 AND s.procdef_id = p.id AND a.id = s.from_taskdef_id AND b.id = s.to_taskdef_id
  AND a.kode = v.from_kode AND b.kode = v.to_kode AND s.kondisi = v.kondisi AND s.syarat IS NULL;
--> statement-breakpoint
-- A step waiting on the reporter is held by the member who may record an answer received outside the app.
UPDATE "wfl_re_taskdefs" t SET "role_name" = 'anggota_tim' FROM "wfl_re_procdefs" p
WHERE p.id = t.procdef_id AND p.kode = 'GRATIFIKASI' AND p.versi = 1 AND t.kode IN ('f3g', 'f40') AND t.role_name = 'individu';
--> statement-breakpoint
-- Reports already sent to the KPK wait for distribution on the engine.
INSERT INTO "wf_instances" ("subject_type", "subject_id", "proses_kode", "proses_versi", "step", "peran")
SELECT 'laporan', l.id, 'GRATIFIKASI', 1, 'distribusi', 'koordinator' FROM "laporans" l
WHERE l.status = 'TERKIRIM' AND l.deleted_at IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "laporans" SET "step" = 'distribusi' WHERE "status" = 'TERKIRIM' AND "deleted_at" IS NULL;
--> statement-breakpoint
-- The negative-list mapping of the catalogues, for databases seeded before it existed (rows never configured).
UPDATE "jenis_peristiwas" j SET "unsur_nl_id" = u.id FROM "unsur_nls" u
WHERE j.unsur_nl_id IS NULL AND u.deleted_at IS NULL AND (
  (j.kode IN ('PERNIKAHAN', 'KELAHIRAN', 'UPACARA_ADAT') AND u.kode = 'UPACARA') OR (j.kode = 'MUSIBAH' AND u.kode = 'MUSIBAH'));
--> statement-breakpoint
UPDATE "hubungan_pemberi_penerimas" h SET "unsur_nl_id" = u.id FROM "unsur_nls" u
WHERE h.unsur_nl_id IS NULL AND u.deleted_at IS NULL AND (
  (h.kode IN ('KELUARGA_INTI', 'KELUARGA') AND u.kode = 'KELUARGA') OR (h.kode = 'REKAN_KERJA' AND u.kode = 'REKAN_KERJA'));
--> statement-breakpoint
UPDATE "jenis_objeks" SET "is_uang" = true WHERE "kode" IN ('UANG_TUNAI', 'UANG_TRANSFER', 'VOUCHER', 'SURAT_BERHARGA');
--> statement-breakpoint
UPDATE "unsur_nls" SET "hanya_bukan_uang" = true WHERE "kode" IN ('REKAN_KERJA', 'PROMOSI');
