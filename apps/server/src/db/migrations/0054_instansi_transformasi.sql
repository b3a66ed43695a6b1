CREATE TABLE "instansi_transformasis" (
	"id" serial PRIMARY KEY NOT NULL,
	"instansi_id" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"target_instansi_id" integer NOT NULL,
	"unit_kerja_id" integer,
	"ringkasan" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instansi_transformasis" ADD CONSTRAINT "instansi_transformasis_instansi_id_instansis_id_fk" FOREIGN KEY ("instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_transformasis" ADD CONSTRAINT "instansi_transformasis_target_instansi_id_instansis_id_fk" FOREIGN KEY ("target_instansi_id") REFERENCES "public"."instansis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_transformasis" ADD CONSTRAINT "instansi_transformasis_unit_kerja_id_unit_kerjas_id_fk" FOREIGN KEY ("unit_kerja_id") REFERENCES "public"."unit_kerjas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instansi_transformasis" ADD CONSTRAINT "instansi_transformasis_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instansi_transformasis_instansi_unique" ON "instansi_transformasis" USING btree ("instansi_id");