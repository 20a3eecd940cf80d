-- Pagila's functions and its last_updated trigger over a few rows (definitions copied from pagila-schema.sql)
CREATE TABLE rental (rental_id integer PRIMARY KEY, inventory_id integer, customer_id integer, return_date timestamp);
CREATE TABLE inventory (inventory_id integer PRIMARY KEY, film_id integer, store_id integer, last_update text DEFAULT 'never');
INSERT INTO inventory (inventory_id, film_id, store_id) VALUES (1, 10, 1), (2, 10, 1), (3, 10, 2), (4, 11, 1);
INSERT INTO rental VALUES (1, 1, 100, '2020-01-01'), (2, 1, 101, NULL), (3, 2, 102, '2020-02-02'), (4, 4, 103, NULL);
CREATE FUNCTION inventory_held_by_customer(p_inventory_id integer) RETURNS integer
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_customer_id INTEGER;
BEGIN

  SELECT customer_id INTO v_customer_id
  FROM rental
  WHERE return_date IS NULL
  AND inventory_id = p_inventory_id;

  RETURN v_customer_id;
END $$;
CREATE FUNCTION inventory_in_stock(p_inventory_id integer) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
DECLARE
    v_rentals INTEGER;
    v_out     INTEGER;
BEGIN
    -- AN ITEM IS IN-STOCK IF THERE ARE EITHER NO ROWS IN THE rental TABLE
    -- FOR THE ITEM OR ALL ROWS HAVE return_date POPULATED

    SELECT count(*) INTO v_rentals
    FROM rental
    WHERE inventory_id = p_inventory_id;

    IF v_rentals = 0 THEN
      RETURN TRUE;
    END IF;

    SELECT COUNT(rental_id) INTO v_out
    FROM inventory LEFT JOIN rental USING(inventory_id)
    WHERE inventory.inventory_id = p_inventory_id
    AND rental.return_date IS NULL;

    IF v_out > 0 THEN
      RETURN FALSE;
    ELSE
      RETURN TRUE;
    END IF;
END $$;
CREATE FUNCTION film_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) RETURNS SETOF integer
    LANGUAGE sql
    AS $_$
     SELECT inventory_id
     FROM inventory
     WHERE film_id = $1
     AND store_id = $2
     AND inventory_in_stock(inventory_id);
$_$;
CREATE FUNCTION film_not_in_stock(p_film_id integer, p_store_id integer, OUT p_film_count integer) RETURNS SETOF integer
    LANGUAGE sql
    AS $_$
    SELECT inventory_id
    FROM inventory
    WHERE film_id = $1
    AND store_id = $2
    AND NOT inventory_in_stock(inventory_id);
$_$;
CREATE FUNCTION last_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.last_update = CURRENT_TIMESTAMP;
    RETURN NEW;
END $$;
SELECT inventory_id, inventory_in_stock(inventory_id), inventory_held_by_customer(inventory_id) FROM inventory ORDER BY 1;
SELECT * FROM film_in_stock(10, 1);
SELECT * FROM film_not_in_stock(10, 1);
SELECT count(*) FROM film_in_stock(11, 1);
CREATE TRIGGER last_updated BEFORE UPDATE ON inventory FOR EACH ROW EXECUTE FUNCTION last_updated();
UPDATE inventory SET store_id = 2 WHERE inventory_id = 4;
SELECT inventory_id, store_id, last_update = 'never' AS untouched FROM inventory ORDER BY 1;
