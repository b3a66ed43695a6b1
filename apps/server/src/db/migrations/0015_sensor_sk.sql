CREATE TABLE "sensor_sk_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"judul" varchar(200) NOT NULL,
	"status" varchar(20) NOT NULL,
	"diterbitkan_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_sk_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"laporan_id" integer NOT NULL,
	"nomor_sk" varchar(100),
	"temuan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abaikan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tambahan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sumber_sha256" varchar(64),
	"hasil_media_id" integer,
	"hasil_sha256" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "sensor_sk_batches" ADD CONSTRAINT "sensor_sk_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_batch_id_sensor_sk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sensor_sk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_laporan_id_laporans_id_fk" FOREIGN KEY ("laporan_id") REFERENCES "public"."laporans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_sk_items" ADD CONSTRAINT "sensor_sk_items_hasil_media_id_media_id_fk" FOREIGN KEY ("hasil_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensor_sk_batches_status_idx" ON "sensor_sk_batches" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_sk_items_unique" ON "sensor_sk_items" USING btree ("batch_id","laporan_id");--> statement-breakpoint
CREATE INDEX "sensor_sk_items_laporan_idx" ON "sensor_sk_items" USING btree ("laporan_id");--> statement-breakpoint
CREATE INDEX "sensor_sk_items_hasil_idx" ON "sensor_sk_items" USING btree ("laporan_id") WHERE "sensor_sk_items"."hasil_media_id" is not null;