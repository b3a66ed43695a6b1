CREATE TABLE "seed_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" char(64) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
