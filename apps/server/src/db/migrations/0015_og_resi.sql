CREATE TABLE "og_resis" (
	"id" serial PRIMARY KEY NOT NULL,
	"laporan_id" integer NOT NULL,
	"nomor_resi" varchar(100) NOT NULL,
	"kurir" varchar(100) NOT NULL,
	"media_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'DIKIRIM' NOT NULL,
	"catatan_verifikasi" text,
	"created_by" integer,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "og_resis" ADD CONSTRAINT "og_resis_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "og_resis_laporan_idx" ON "og_resis" USING btree ("laporan_id");