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
ALTER TABLE "hubungan_pemberi_penerimas" ADD COLUMN "unsur_nl_id" integer;--> statement-breakpoint
ALTER TABLE "jenis_objeks" ADD COLUMN "is_uang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD COLUMN "unsur_nl_id" integer;--> statement-breakpoint
ALTER TABLE "unsur_nls" ADD COLUMN "hanya_bukan_uang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_rincian_id_rincian_laporans_id_fk" FOREIGN KEY ("rincian_id") REFERENCES "public"."rincian_laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nl_penilaians" ADD CONSTRAINT "nl_penilaians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nl_penilaians_rincian_tingkat_unique" ON "nl_penilaians" USING btree ("rincian_id","tingkat");--> statement-breakpoint
CREATE INDEX "nl_penilaians_laporan_idx" ON "nl_penilaians" USING btree ("laporan_id");--> statement-breakpoint
ALTER TABLE "hubungan_pemberi_penerimas" ADD CONSTRAINT "hubungan_pemberi_penerimas_unsur_nl_id_unsur_nls_id_fk" FOREIGN KEY ("unsur_nl_id") REFERENCES "public"."unsur_nls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jenis_peristiwas" ADD CONSTRAINT "jenis_peristiwas_unsur_nl_id_unsur_nls_id_fk" FOREIGN KEY ("unsur_nl_id") REFERENCES "public"."unsur_nls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hubungan_pemberi_penerimas_unsur_nl_id_idx" ON "hubungan_pemberi_penerimas" USING btree ("unsur_nl_id");--> statement-breakpoint
CREATE INDEX "jenis_peristiwas_unsur_nl_id_idx" ON "jenis_peristiwas" USING btree ("unsur_nl_id");