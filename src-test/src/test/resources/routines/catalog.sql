-- User routines and triggers in pg_proc, pg_trigger, information_schema.triggers
CREATE TABLE t (id integer PRIMARY KEY, v text);
CREATE FUNCTION f1(a integer, b text DEFAULT 'x') RETURNS text LANGUAGE sql STABLE AS $$ SELECT b || a $$;
CREATE FUNCTION f2(integer) RETURNS SETOF integer LANGUAGE sql STRICT AS $$ SELECT $1 $$;
CREATE FUNCTION tr() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE PROCEDURE p1(integer) LANGUAGE sql AS $$ SELECT 1 $$;
CREATE TRIGGER trg BEFORE INSERT OR UPDATE ON t FOR EACH ROW EXECUTE FUNCTION tr();
CREATE TRIGGER trs AFTER DELETE ON t FOR EACH STATEMENT EXECUTE FUNCTION tr();
SELECT proname, prokind, pronargs, pronargdefaults, provolatile, proretset, proisstrict FROM pg_proc WHERE proname IN ('f1', 'f2', 'tr', 'p1') ORDER BY 1;
SELECT tgname, tgtype, tgenabled, tgnargs FROM pg_trigger ORDER BY 1;
ALTER TABLE t DISABLE TRIGGER trs;
SELECT tgname, tgenabled FROM pg_trigger ORDER BY 1;
SELECT trigger_name, event_manipulation, event_object_table, action_order, action_statement, action_orientation, action_timing FROM information_schema.triggers ORDER BY 1, 2;
DROP FUNCTION f2(integer);
SELECT count(*) FROM pg_proc WHERE proname = 'f2';
