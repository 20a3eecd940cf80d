-- Row triggers of partitions fire for rows written through the partitioned parent, and the
-- parent's row triggers act as clones on each partition (fired in name order with the
-- partition's own, TG_TABLE_NAME the partition); statement triggers fire on the named table
-- only. Row movement: BEFORE UPDATE, BEFORE DELETE on the source, BEFORE INSERT on the
-- destination, AFTER DELETE, AFTER INSERT. Partitions with columns in another order.
CREATE TABLE log (n serial, msg text);
CREATE FUNCTION log_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO log (msg) VALUES (TG_NAME || ' ' || TG_WHEN || ' ' || TG_OP || ' on ' || TG_TABLE_NAME || ' ' || OLD.id);
        RETURN OLD;
    ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO log (msg) VALUES (TG_NAME || ' ' || TG_WHEN || ' ' || TG_OP || ' on ' || TG_TABLE_NAME || ' ' || OLD.id || ':' || OLD.qty || '->' || NEW.qty);
    ELSE
        INSERT INTO log (msg) VALUES (TG_NAME || ' ' || TG_WHEN || ' ' || TG_OP || ' on ' || TG_TABLE_NAME || ' ' || NEW.id || ':' || NEW.qty);
    END IF;
    RETURN NEW;
END $$;
CREATE FUNCTION log_stmt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO log (msg) VALUES (TG_NAME || ' ' || TG_WHEN || ' ' || TG_OP || ' statement on ' || TG_TABLE_NAME);
    RETURN NULL;
END $$;
CREATE FUNCTION double_qty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.qty := NEW.qty * 2;
    RETURN NEW;
END $$;
CREATE FUNCTION skip_negative() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.qty < 0 THEN
        RETURN NULL;
    END IF;
    RETURN NEW;
END $$;
CREATE FUNCTION to_west() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.region := 'west';
    RETURN NEW;
END $$;
CREATE TABLE orders (id integer, region text, qty integer) PARTITION BY LIST (region);
CREATE TABLE orders_east PARTITION OF orders FOR VALUES IN ('east');
CREATE TABLE orders_west (qty integer, region text, id integer);
ALTER TABLE orders ATTACH PARTITION orders_west FOR VALUES IN ('west');
CREATE TRIGGER b_east BEFORE INSERT OR UPDATE OR DELETE ON orders_east FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER y_east_after AFTER INSERT OR UPDATE OR DELETE ON orders_east FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER c_west_double BEFORE INSERT ON orders_west FOR EACH ROW EXECUTE FUNCTION double_qty();
CREATE TRIGGER d_west BEFORE INSERT OR UPDATE OR DELETE ON orders_west FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER z_west_after AFTER INSERT OR UPDATE OR DELETE ON orders_west FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER s_east_stmt BEFORE INSERT OR UPDATE OR DELETE ON orders_east FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
INSERT INTO orders VALUES (1, 'east', 10), (2, 'west', 20), (3, 'east', 30) RETURNING *;
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
CREATE TRIGGER a_parent BEFORE INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER x_parent_after AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER p_parent_stmt AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH STATEMENT EXECUTE FUNCTION log_stmt();
INSERT INTO orders VALUES (4, 'west', 5);
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
INSERT INTO orders_east VALUES (5, 'east', 50);
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE orders SET qty = qty + 1 WHERE id IN (1, 2);
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE orders SET region = 'west' WHERE id = 3 RETURNING *;
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DELETE FROM orders WHERE id IN (1, 4);
SELECT * FROM orders ORDER BY id;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
UPDATE orders_west SET qty = 0 WHERE id = 2;
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
CREATE TRIGGER e_skip BEFORE INSERT ON orders_east FOR EACH ROW EXECUTE FUNCTION skip_negative();
INSERT INTO orders VALUES (6, 'east', -1), (7, 'west', -1) RETURNING id, qty;
SELECT * FROM orders ORDER BY id;
DELETE FROM log;
CREATE TRIGGER f_move BEFORE INSERT ON orders_east FOR EACH ROW EXECUTE FUNCTION to_west();
INSERT INTO orders VALUES (8, 'east', 1);
INSERT INTO orders_east VALUES (8, 'east', 1);
SELECT * FROM orders ORDER BY id;
DROP TRIGGER f_move ON orders_east;
DELETE FROM log;
CREATE TABLE orders_north PARTITION OF orders FOR VALUES IN ('north');
INSERT INTO orders VALUES (9, 'north', 3);
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DROP TRIGGER a_parent ON orders;
INSERT INTO orders VALUES (10, 'north', 4);
SELECT msg FROM log ORDER BY n;
DELETE FROM log;
DROP TRIGGER b_east ON orders_east;
CREATE TABLE subs (id integer, region text, qty integer) PARTITION BY LIST (region);
CREATE TABLE subs_a PARTITION OF subs FOR VALUES IN ('a') PARTITION BY RANGE (id);
CREATE TABLE subs_a1 PARTITION OF subs_a FOR VALUES FROM (0) TO (100);
CREATE TRIGGER t_top BEFORE INSERT ON subs FOR EACH ROW EXECUTE FUNCTION log_row();
CREATE TRIGGER t_mid BEFORE INSERT ON subs_a FOR EACH ROW EXECUTE FUNCTION double_qty();
CREATE TRIGGER t_leaf AFTER INSERT ON subs_a1 FOR EACH ROW EXECUTE FUNCTION log_row();
INSERT INTO subs VALUES (1, 'a', 7) RETURNING *;
INSERT INTO subs_a VALUES (2, 'a', 8);
SELECT msg FROM log ORDER BY n;
