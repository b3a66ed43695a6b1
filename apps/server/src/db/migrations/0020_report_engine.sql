CREATE TABLE "report_filter_simpans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report_key" varchar(60) NOT NULL,
	"nama" varchar(100) NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_refreshes" (
	"nama" varchar(50) PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"baris" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_ringkasans" (
	"tahun" integer NOT NULL,
	"bulan" smallint NOT NULL,
	"instansi_id" integer,
	"unit_kerja_id" integer,
	"provinsi_id" integer,
	"status" varchar(50) NOT NULL,
	"kanal" varchar(20) NOT NULL,
	"rentang" smallint NOT NULL,
	"jumlah" integer NOT NULL,
	"nilai" numeric(22, 2) NOT NULL,
	"terlambat" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_filter_simpans" ADD CONSTRAINT "report_filter_simpans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_filter_simpans_unique" ON "report_filter_simpans" USING btree ("user_id","report_key","nama");--> statement-breakpoint
CREATE INDEX "report_ringkasans_tahun_idx" ON "report_ringkasans" USING btree ("tahun","bulan");