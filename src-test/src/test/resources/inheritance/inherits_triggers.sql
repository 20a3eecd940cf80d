-- Triggers and inheritance: UPDATE / DELETE on a parent fire each table's own row triggers (a
-- parent's row triggers are not inherited by its children) and the parent's statement triggers
-- only; ONLY leaves the children out.
CREATE TABLE log (n serial, msg text);
CREATE FUNCTION log_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (msg) VALUES (TG_NAME || ' ' || TG_WHEN || ' ' || TG_OP || ' ' || TG_LEVEL || ' on ' || TG_TABLE_NAME);
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END $$;
CREATE TABLE p (id int, v int);
CREATE TABLE c (extra text) INHERITS (p);
INSERT INTO p VALUES (1, 10);
INSERT INTO c VALUES (2, 20, 'x');
CREATE TRIGGER p_row BEFORE UPDATE OR DELETE ON p FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER c_row AFTER UPDATE OR DELETE ON c FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER p_stmt AFTER UPDATE OR DELETE ON p FOR EACH STATEMENT EXECUTE FUNCTION log_row();
CREATE TRIGGER c_stmt BEFORE UPDATE OR DELETE ON c FOR EACH STATEMENT EXECUTE FUNCTION log_row();
UPDATE p SET v = v + 1;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE ONLY p SET v = v + 1;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DELETE FROM p WHERE id = 2;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE c SET v = 0;
SELECT msg FROM log ORDER BY n;
SELECT * FROM p ORDER BY id;
