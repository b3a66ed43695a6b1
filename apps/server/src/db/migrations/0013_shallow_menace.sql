CREATE TABLE "lha_aturan_internals" (
	"laporan_id" integer NOT NULL,
	"aturan_internal_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lha_aturan_internals_laporan_id_aturan_internal_id_pk" PRIMARY KEY("laporan_id","aturan_internal_id")
);
--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD COLUMN "instansi_id" integer;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_aturan_internal_id_aturan_internals_id_fk" FOREIGN KEY ("aturan_internal_id") REFERENCES "public"."aturan_internals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lha_aturan_internals" ADD CONSTRAINT "lha_aturan_internals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lha_aturan_internals_aturan_idx" ON "lha_aturan_internals" USING btree ("aturan_internal_id");--> statement-breakpoint
ALTER TABLE "aturan_internals" ADD CONSTRAINT "aturan_internals_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aturan_internals_instansi_id_idx" ON "aturan_internals" USING btree ("instansi_id");