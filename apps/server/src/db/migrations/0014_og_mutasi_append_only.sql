-- Custom SQL migration file, put your code below! --
-- A movement is a fact: once written it is never changed (deletes come only with the object itself).
CREATE OR REPLACE FUNCTION og_mutasis_no_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'og_mutasis is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER og_mutasis_append_only BEFORE UPDATE ON og_mutasis FOR EACH ROW EXECUTE FUNCTION og_mutasis_no_update();
