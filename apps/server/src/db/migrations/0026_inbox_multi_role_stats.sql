-- How rare an instance with several roles is (cardinality(perans) > 1): without these statistics PostgreSQL guesses a
-- third of the table, costs the inbox's multi-role branch at hundreds of rows and never keeps a reusable plan for
-- the waiting page (every call planned afresh, 4 ms planning for 1 ms of work).
CREATE STATISTICS IF NOT EXISTS "wf_instances_multi_role_stat" ON (cardinality("perans")) FROM "wf_instances";--> statement-breakpoint
ANALYZE "wf_instances";
