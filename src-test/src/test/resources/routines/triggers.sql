-- Triggers: BEFORE/AFTER, ROW/STATEMENT, NEW/OLD, TG_ variables, skipping rows, WHEN, enable/disable
CREATE TABLE t (id integer PRIMARY KEY, v text, n integer DEFAULT 0, stamp text);
CREATE TABLE audit (seq serial, op text, id integer, info text);
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.stamp = 'touched';
    NEW.n := NEW.n + 1;
    RETURN NEW;
END $$;
CREATE TRIGGER t_touch BEFORE UPDATE ON t FOR EACH ROW EXECUTE FUNCTION touch();
INSERT INTO t (id, v) VALUES (1, 'a'), (2, 'b');
UPDATE t SET v = v || 'x' WHERE id = 1;
SELECT * FROM t ORDER BY id;
CREATE FUNCTION log_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO audit (op, id, info) VALUES (TG_OP, OLD.id, TG_TABLE_NAME || ' ' || TG_WHEN || ' ' || TG_LEVEL);
        RETURN OLD;
    END IF;
    IF NEW.v = 'skip' THEN
        RETURN NULL;
    END IF;
    INSERT INTO audit (op, id, info) VALUES (TG_OP, NEW.id, TG_NAME || ' ' || TG_WHEN);
    RETURN NEW;
END $$;
CREATE TRIGGER a_before BEFORE INSERT OR DELETE ON t FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER z_after AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION log_row();
INSERT INTO t (id, v) VALUES (3, 'c'), (4, 'skip');
DELETE FROM t WHERE id = 2;
SELECT op, id, info FROM audit ORDER BY seq;
SELECT id, v FROM t ORDER BY id;
CREATE TRIGGER a_before BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE OR REPLACE TRIGGER a_before BEFORE DELETE ON t FOR EACH ROW EXECUTE FUNCTION log_row();
INSERT INTO t (id, v) VALUES (5, 'skip');
SELECT id, v FROM t ORDER BY id;
ALTER TABLE t DISABLE TRIGGER z_after;
INSERT INTO t (id, v) VALUES (6, 'f');
SELECT count(*) FROM audit;
ALTER TABLE t ENABLE TRIGGER z_after;
ALTER TABLE t DISABLE TRIGGER nosuch;
CREATE FUNCTION big_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO audit (op, id, info) VALUES ('when', NEW.id, 'big');
    RETURN NEW;
END $$;
CREATE TRIGGER w AFTER INSERT ON t FOR EACH ROW WHEN (NEW.id > 100) EXECUTE FUNCTION big_only();
INSERT INTO t (id, v) VALUES (7, 'g'), (101, 'h');
SELECT op, id FROM audit WHERE op = 'when';
CREATE FUNCTION stmt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO audit (op, id, info) VALUES ('stmt', NULL, TG_OP || ' ' || TG_LEVEL);
    RETURN NULL;
END $$;
CREATE TRIGGER s AFTER UPDATE ON t FOR EACH STATEMENT EXECUTE FUNCTION stmt();
UPDATE t SET v = v WHERE id > 1000;
SELECT op, info FROM audit WHERE op = 'stmt';
CREATE FUNCTION deny() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'no deletes on %', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER d BEFORE DELETE ON t FOR EACH STATEMENT EXECUTE FUNCTION deny();
DELETE FROM t;
SELECT count(*) FROM t;
DROP TRIGGER d ON t;
DROP TRIGGER d ON t;
DROP TRIGGER IF EXISTS d ON t;
CREATE TRIGGER bad BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION nosuch();
CREATE FUNCTION not_trigger() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;
CREATE TRIGGER bad BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION not_trigger();
CREATE TRIGGER bad BEFORE INSERT ON nosuch FOR EACH ROW EXECUTE FUNCTION touch();
SELECT touch();
DROP FUNCTION log_row();
DROP FUNCTION log_row() CASCADE;
SELECT tgname FROM pg_trigger ORDER BY 1;
ALTER TABLE t RENAME TO t2;
UPDATE t2 SET v = 'renamed' WHERE id = 1;
SELECT v, n, stamp FROM t2 WHERE id = 1;
DROP TABLE t2;
CREATE TABLE t2 (id integer PRIMARY KEY, v text, n integer DEFAULT 0, stamp text);
INSERT INTO t2 (id, v) VALUES (1, 'a');
UPDATE t2 SET v = 'b';
SELECT v, n, stamp FROM t2;
SELECT count(*) FROM pg_trigger;
