CREATE TABLE "job_schedules" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"cron" varchar(100) NOT NULL,
	"payload" jsonb,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"payload" jsonb,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"backoff_seconds" integer DEFAULT 30 NOT NULL,
	"singleton_key" varchar(200),
	"once_key" varchar(200),
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after","id") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_unique" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_once_unique" ON "jobs" USING btree ("name","once_key");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("status","finished_at");