CREATE TABLE "ppg_broadcast_penerimas" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcast_id" integer NOT NULL,
	"email" varchar(320) NOT NULL,
	"nama" varchar(200) NOT NULL,
	"user_id" integer,
	"email_id" bigint,
	"kirim_ulang" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppg_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(200) NOT NULL,
	"isi_html" text NOT NULL,
	"lampiran" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filter" jsonb NOT NULL,
	"tahun" integer NOT NULL,
	"jumlah_penerima" integer,
	"diserahkan" integer DEFAULT 0 NOT NULL,
	"disetujui_at" timestamp with time zone,
	"revisi" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ppg_broadcast_penerimas" ADD CONSTRAINT "ppg_broadcast_penerimas_broadcast_id_ppg_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."ppg_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_broadcast_penerimas" ADD CONSTRAINT "ppg_broadcast_penerimas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_broadcast_penerimas" ADD CONSTRAINT "ppg_broadcast_penerimas_email_id_trx_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."trx_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_broadcasts" ADD CONSTRAINT "ppg_broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppg_broadcasts" ADD CONSTRAINT "ppg_broadcasts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ppg_broadcast_penerimas_unique" ON "ppg_broadcast_penerimas" USING btree ("broadcast_id","email");--> statement-breakpoint
CREATE INDEX "ppg_broadcast_penerimas_email_idx" ON "ppg_broadcast_penerimas" USING btree ("broadcast_id","email_id");--> statement-breakpoint
CREATE INDEX "ppg_broadcasts_tahun_idx" ON "ppg_broadcasts" USING btree ("tahun");