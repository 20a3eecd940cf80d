-- Triggers fired by UPDATE ... FROM, DELETE ... USING and UPDATE / DELETE through a partitioned table
-- (row and statement level, BEFORE / AFTER, NEW changed or NULL returned by a BEFORE trigger,
-- row movement between partitions)
CREATE TABLE log (n serial, msg text);
CREATE FUNCTION log_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO log (msg) VALUES (TG_WHEN || ' ' || TG_OP || ' ' || OLD.id);
        RETURN OLD;
    ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO log (msg) VALUES (TG_WHEN || ' ' || TG_OP || ' ' || OLD.id || ':' || OLD.qty || '->' || NEW.qty);
    ELSE
        INSERT INTO log (msg) VALUES (TG_WHEN || ' ' || TG_OP || ' ' || NEW.id || ':' || NEW.qty);
    END IF;
    RETURN NEW;
END $$;
CREATE FUNCTION log_stmt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (msg) VALUES (TG_WHEN || ' ' || TG_OP || ' statement on ' || TG_TABLE_NAME);
    RETURN NULL;
END $$;
CREATE FUNCTION cap_qty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.qty > 100 THEN
        NEW.qty := 100;
    END IF;
    IF NEW.qty < 0 THEN
        RETURN NULL;
    END IF;
    RETURN NEW;
END $$;
CREATE TABLE stock (id integer PRIMARY KEY, qty integer);
CREATE TABLE delta (id integer, change integer);
INSERT INTO stock VALUES (1, 10), (2, 20), (3, 30), (4, 40);
INSERT INTO delta VALUES (1, 5), (2, 500), (3, -100), (1, 7);
CREATE TRIGGER a_cap BEFORE UPDATE ON stock FOR EACH ROW EXECUTE FUNCTION cap_qty();
CREATE TRIGGER b_before_row BEFORE UPDATE OR DELETE ON stock FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER c_after_row AFTER UPDATE OR DELETE ON stock FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER d_stmt_before BEFORE UPDATE OR DELETE ON stock FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
CREATE TRIGGER e_stmt_after AFTER UPDATE OR DELETE ON stock FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
UPDATE stock s SET qty = s.qty + d.change FROM delta d WHERE d.id = s.id AND d.id IN (2, 3);
SELECT * FROM stock ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE stock SET qty = qty + 1 FROM (SELECT id FROM delta WHERE id = 1) d WHERE d.id = stock.id;
SELECT * FROM stock ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE stock SET qty = 0 FROM delta WHERE false;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DELETE FROM stock s USING delta d WHERE d.id = s.id AND d.id = 1 RETURNING s.id;
SELECT * FROM stock ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
CREATE FUNCTION keep_three() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.id = 3 THEN
        RETURN NULL;
    END IF;
    RETURN OLD;
END $$;
CREATE TRIGGER a_keep BEFORE DELETE ON stock FOR EACH ROW EXECUTE FUNCTION keep_three();
CREATE TABLE gone (k integer);
INSERT INTO gone VALUES (3), (4);
DELETE FROM stock USING gone v WHERE stock.id = v.k;
SELECT * FROM stock ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
CREATE TABLE orders (id integer, region text, qty integer) PARTITION BY LIST (region);
CREATE TABLE orders_east PARTITION OF orders FOR VALUES IN ('east');
CREATE TABLE orders_west PARTITION OF orders FOR VALUES IN ('west');
INSERT INTO orders VALUES (1, 'east', 5), (2, 'east', 6), (3, 'west', 7);
CREATE TRIGGER a_cap BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION cap_qty();
CREATE TRIGGER b_before_row BEFORE UPDATE OR DELETE OR INSERT ON orders FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER c_after_row AFTER UPDATE OR DELETE OR INSERT ON orders FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER d_stmt_before BEFORE UPDATE OR DELETE OR INSERT ON orders FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
CREATE TRIGGER e_stmt_after AFTER UPDATE OR DELETE OR INSERT ON orders FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
UPDATE orders SET qty = qty * 100 WHERE id IN (1, 3);
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE orders SET qty = -1 WHERE id = 2;
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE orders SET region = 'west', qty = qty + 1 WHERE id = 2;
SELECT 'east' AS part, * FROM orders_east UNION ALL SELECT 'west', * FROM orders_west ORDER BY 2;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DELETE FROM orders WHERE qty > 50;
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
CREATE FUNCTION log_where() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (msg) VALUES (TG_WHEN || ' ' || TG_OP || ' ' || TG_LEVEL || ' on ' || TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
    IF TG_OP = 'DELETE' THEN
        RETURN OLD;
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER f_where BEFORE INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION log_where();
INSERT INTO orders VALUES (8, 'east', 1);
UPDATE orders SET qty = 2 WHERE id = 8;
UPDATE orders SET region = 'west' WHERE id = 8;
DELETE FROM orders WHERE id = 8;
SELECT msg FROM log WHERE msg LIKE '% on %' ORDER BY n;
CREATE FUNCTION old_in_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD IS NULL THEN
        INSERT INTO log (msg) VALUES ('old is null');
    END IF;
    INSERT INTO log (msg) VALUES (OLD.id);
    RETURN NEW;
END $$;
CREATE TRIGGER g_old BEFORE INSERT ON stock FOR EACH ROW EXECUTE FUNCTION old_in_insert();
INSERT INTO stock VALUES (50, 1);
SELECT msg FROM log WHERE msg LIKE 'old%';
