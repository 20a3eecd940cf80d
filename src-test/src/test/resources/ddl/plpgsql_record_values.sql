-- A PL/pgSQL record variable named in an expression is its row as a record value: RETURN COALESCE(NEW, OLD), to_jsonb(OLD), NEW IS DISTINCT FROM OLD in audit triggers; a record column is 42P16 (planner routine.pl.PlRunner)
CREATE TABLE acct (id int PRIMARY KEY, owner text, balance numeric(10,2));
CREATE TABLE acct_audit (n serial, op text, old_row jsonb, new_row jsonb, changed boolean, same boolean);
CREATE FUNCTION acct_audit_trig() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO acct_audit (op, old_row, new_row, changed, same)
    VALUES (TG_OP, to_jsonb(OLD), row_to_json(NEW)::jsonb, NEW IS DISTINCT FROM OLD, NEW = OLD);
  RETURN COALESCE(NEW, OLD);
END $$;
CREATE TRIGGER acct_audit_row BEFORE INSERT OR UPDATE OR DELETE ON acct FOR EACH ROW EXECUTE FUNCTION acct_audit_trig();
INSERT INTO acct VALUES (1, 'ann', 10.50), (2, 'bob', NULL);
UPDATE acct SET balance = balance + 1 WHERE id = 1;
UPDATE acct SET owner = owner WHERE id = 1;
DELETE FROM acct WHERE id = 2;
SELECT * FROM acct ORDER BY id;
SELECT n, op, old_row, new_row, changed, same FROM acct_audit ORDER BY n;
CREATE FUNCTION acct_skip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS NOT DISTINCT FROM OLD THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER acct_skip_row BEFORE UPDATE ON acct FOR EACH ROW EXECUTE FUNCTION acct_skip();
UPDATE acct SET owner = 'ann' WHERE id = 1;
UPDATE acct SET owner = 'anne' WHERE id = 1;
SELECT count(*) FROM acct_audit;
CREATE FUNCTION acct_bad() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN ROW(1); END $$;
CREATE TRIGGER acct_bad_row BEFORE INSERT ON acct FOR EACH ROW EXECUTE FUNCTION acct_bad();
INSERT INTO acct VALUES (3, 'cy', 1);
DROP TRIGGER acct_bad_row ON acct;
CREATE FUNCTION acct_json() RETURNS SETOF jsonb LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, owner FROM acct ORDER BY id LOOP
    RETURN NEXT to_jsonb(r);
  END LOOP;
END $$;
SELECT * FROM acct_json();
CREATE FUNCTION acct_unassigned() RETURNS text LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  RETURN to_jsonb(r)::text;
END $$;
SELECT acct_unassigned();
CREATE TABLE rec_col (x record);
CREATE TABLE rec_arr (x record[]);
CREATE TABLE rec_ok (x int);
ALTER TABLE rec_ok ADD COLUMN y record;
SELECT ROW(1, 'a')::record;
SELECT NULL::record IS NULL;
DROP TABLE acct, acct_audit, rec_ok;
DROP FUNCTION acct_audit_trig(), acct_skip(), acct_bad(), acct_json(), acct_unassigned();
