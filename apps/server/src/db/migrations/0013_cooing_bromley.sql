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