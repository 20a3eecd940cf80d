-- PL/pgSQL dynamic SQL: EXECUTE [INTO [STRICT]] [USING], format() with %I / %L, RETURN QUERY EXECUTE,
-- FOR ... IN EXECUTE, GET DIAGNOSTICS, FOUND after EXECUTE; RAISE levels reaching the client
-- record: notices
CREATE TABLE items (id integer PRIMARY KEY, name text, price numeric(8,2));
INSERT INTO items VALUES (1, 'apple', 1.50), (2, 'pear', 2.25), (3, 'plum', 0.75), (4, 'fig', 3.00);
CREATE FUNCTION count_rows(tbl text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    n bigint;
BEGIN
    EXECUTE format('SELECT count(*) FROM %I', tbl) INTO n;
    RETURN n;
END $$;
SELECT count_rows('items');
SELECT count_rows('nosuch');
CREATE FUNCTION name_by_id(k integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r text;
BEGIN
    EXECUTE 'SELECT name FROM items WHERE id = $1' INTO STRICT r USING k;
    RETURN r;
END $$;
SELECT name_by_id(2);
SELECT name_by_id(9);
CREATE FUNCTION any_name(lo integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r text;
BEGIN
    EXECUTE 'SELECT name FROM items WHERE id >= $1 ORDER BY id' INTO r USING lo;
    RETURN coalesce(r, 'none');
END $$;
SELECT any_name(1), any_name(9);
CREATE FUNCTION strict_many() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r text;
BEGIN
    EXECUTE 'SELECT name FROM items' INTO STRICT r;
    RETURN r;
END $$;
SELECT strict_many();
CREATE FUNCTION reprice(tbl text, col text, factor numeric) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    n bigint;
    before boolean;
BEGIN
    PERFORM 1 FROM items WHERE false;
    before := FOUND;
    EXECUTE format('UPDATE %I SET %I = %I * $1 WHERE %I > $2', tbl, col, col, col) USING factor, 1.0;
    GET DIAGNOSTICS n = ROW_COUNT;
    RETURN n || ' rows, found ' || FOUND || ' (was ' || before || ')';
END $$;
SELECT reprice('items', 'price', 2);
SELECT id, price FROM items ORDER BY id;
CREATE FUNCTION quoted(v text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    q text;
    r text;
BEGIN
    q := format('SELECT %L::text || %s', v, quote_literal('!'));
    EXECUTE q INTO r;
    RETURN q || ' => ' || r;
END $$;
SELECT quoted('it''s');
SELECT quoted(NULL);
CREATE FUNCTION null_query() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE NULL;
END $$;
SELECT null_query();
CREATE FUNCTION into_insert() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    x integer;
BEGIN
    EXECUTE 'INSERT INTO items VALUES (10, ''kiwi'', 1)' INTO x;
    RETURN x;
END $$;
SELECT into_insert();
SELECT count(*) FROM items;
CREATE FUNCTION insert_returning() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    x integer;
    n integer;
BEGIN
    EXECUTE 'INSERT INTO items VALUES ($1, $2, $3) RETURNING id * 10' INTO x USING 11, 'lime', 0.5;
    GET DIAGNOSTICS n = ROW_COUNT;
    RETURN x + n;
END $$;
SELECT insert_returning();
CREATE FUNCTION make_table(name text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    n integer;
BEGIN
    EXECUTE 'CREATE TABLE ' || quote_ident(name) || ' (a integer)';
    EXECUTE format('INSERT INTO %I SELECT g FROM generate_series(1, 5) g', name);
    GET DIAGNOSTICS n = ROW_COUNT;
    RETURN n;
END $$;
SELECT make_table('Made Here');
SELECT sum(a) FROM "Made Here";
CREATE FUNCTION cheap(maxprice numeric) RETURNS SETOF items LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY EXECUTE 'SELECT * FROM items WHERE price <= $1 ORDER BY id' USING maxprice;
END $$;
CREATE FUNCTION cheap_names(maxprice numeric) RETURNS TABLE (id integer, name text) LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY EXECUTE format('SELECT id, name FROM %I WHERE price <= $1 ORDER BY 1', 'items') USING maxprice;
END $$;
SELECT * FROM cheap_names(3);
CREATE FUNCTION walk(tbl text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    rec record;
    s text := '';
BEGIN
    FOR rec IN EXECUTE 'SELECT id, name FROM ' || quote_ident(tbl) || ' WHERE id < $1 ORDER BY id' USING 4 LOOP
        s := s || rec.id || ':' || rec.name || ' ';
    END LOOP;
    RETURN s || FOUND;
END $$;
SELECT walk('items');
CREATE FUNCTION diag() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    a integer;
    b integer;
    c integer;
BEGIN
    UPDATE items SET name = upper(name) WHERE id <= 2;
    GET DIAGNOSTICS a = ROW_COUNT;
    DELETE FROM items WHERE id > 100;
    GET CURRENT DIAGNOSTICS b := ROW_COUNT;
    PERFORM * FROM items;
    GET DIAGNOSTICS c = ROW_COUNT;
    RETURN a || ',' || b || ',' || c;
END $$;
SELECT diag();
CREATE FUNCTION stacked() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    st text;
    msg text;
BEGIN
    PERFORM 1 / 0;
    RETURN 'no';
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
    RETURN st || ' ' || msg;
END $$;
SELECT stacked();
CREATE FUNCTION stacked_outside() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    st text;
BEGIN
    GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE;
    RETURN st;
END $$;
SELECT stacked_outside();
CREATE FUNCTION talk(x integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RAISE NOTICE 'notice %', x;
    RAISE WARNING 'warning % and %', x, x + 1;
    RAISE INFO 'info %', x;
    RAISE LOG 'log %', x;
    RAISE DEBUG 'debug %', x;
    RAISE NOTICE USING MESSAGE = 'by message ' || x;
    RAISE NOTICE 'with code' USING ERRCODE = '22012';
    RETURN x;
END $$;
SELECT talk(1);
SET client_min_messages = warning;
SELECT talk(2);
SET client_min_messages = error;
SELECT talk(3);
SET client_min_messages = debug1;
SELECT talk(4);
SET client_min_messages = notice;
CREATE FUNCTION talk_then_fail() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RAISE NOTICE 'about to fail';
    RAISE EXCEPTION 'failed';
END $$;
SELECT talk_then_fail();
DO $$ BEGIN RAISE NOTICE 'from DO'; END $$;
CREATE FUNCTION talk_rows() RETURNS SETOF integer LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..3 LOOP
        RAISE NOTICE 'row %', i;
        RETURN NEXT i;
    END LOOP;
END $$;
SELECT * FROM talk_rows();
SELECT * FROM cheap(2);
CREATE TABLE q (a integer);
DO $$ BEGIN EXECUTE 'COMMIT'; END $$;
DO $$ BEGIN EXECUTE 'begin'; END $$;
DO $$ BEGIN EXECUTE 'INSERT INTO q VALUES (1); INSERT INTO q VALUES (2), (3)'; END $$;
DO $$ BEGIN EXECUTE 'INSERT INTO q VALUES ($1); INSERT INTO q VALUES ($1)' USING 4; END $$;
SELECT count(*), sum(a) FROM q;
DO $$ DECLARE r record; BEGIN EXECUTE 'SELECT * FROM q ORDER BY a DESC' INTO r; RAISE NOTICE 'top %', r.a; END $$;
DO LANGUAGE plpgsql $$ BEGIN RAISE NOTICE 'language first'; END $$;
DO $$ BEGIN RAISE 'plain raise %', 5; END $$;
DO $$ BEGIN RAISE division_by_zero; END $$;
DO $$ BEGIN RAISE SQLSTATE '22012'; END $$;
DO $$ BEGIN RAISE unique_violation USING MESSAGE = 'custom text'; END $$;
