CREATE TABLE "audit_chain_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"requested_by" integer,
	"chains_total" integer DEFAULT 0 NOT NULL,
	"chains_done" integer DEFAULT 0 NOT NULL,
	"rows_checked" bigint DEFAULT 0 NOT NULL,
	"rows_unchained" bigint DEFAULT 0 NOT NULL,
	"broken_id" bigint,
	"message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_chain_heads" (
	"chain" smallint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" char(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain" smallint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" char(64);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" char(64);--> statement-breakpoint
ALTER TABLE "audit_chain_checks" ADD CONSTRAINT "audit_chain_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_chain_idx" ON "audit_logs" USING btree ("chain","chain_seq");--> statement-breakpoint
-- The tamper-evident audit trail (issue 28 §3). A row's hash covers the previous row's hash and the row's content;
-- rows join one of 64 chains by their connection (pg_backend_pid), so concurrent writers lock different heads.
CREATE FUNCTION audit_row_hash(prev text, a audit_logs) RETURNS char(64) LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(a.id, a.chain, a.chain_seq, a.user_id, a.role_name,
    a.action, a.entity, a.entity_id, a.before, a.after, a.ip, a.request_id,
    (extract(epoch FROM a.created_at) * 1000000)::bigint)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION audit_logs_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head audit_chain_heads%ROWTYPE;
BEGIN
  SELECT * INTO head FROM audit_chain_heads WHERE chain = pg_backend_pid() % 64 FOR UPDATE;
  NEW.chain := head.chain;
  NEW.chain_seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.hash := audit_row_hash(head.hash, NEW);
  UPDATE audit_chain_heads SET seq = NEW.chain_seq, hash = NEW.hash WHERE chain = head.chain;
  RETURN NEW;
END
$$;--> statement-breakpoint
INSERT INTO audit_chain_heads (chain, seq, hash) SELECT g, 0, repeat('0', 64) FROM generate_series(0, 63) AS g;--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION audit_logs_chain();
