CREATE TABLE "login_throttles" (
	"key" varchar(250) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"username" varchar(100),
	"ip" varchar(100),
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
CREATE INDEX "login_throttles_expires_idx" ON "login_throttles" USING btree ("expires_at");