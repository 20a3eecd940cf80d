-- PL/pgSQL: declarations, assignment, IF, CASE, loops, SELECT INTO, FOUND, RAISE, exception blocks
CREATE TABLE t (id integer PRIMARY KEY, v text);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c');
CREATE FUNCTION sums(n integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
    total bigint := 0;
    i integer;
BEGIN
    FOR i IN 1..n LOOP
        CONTINUE WHEN i % 2 = 0;
        total := total + i;
    END LOOP;
    RETURN total;
END $$;
SELECT sums(10), sums(0);
CREATE FUNCTION classify(x integer) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    IF x < 0 THEN
        RETURN 'negative';
    ELSIF x = 0 THEN
        RETURN 'zero';
    ELSE
        RETURN 'positive';
    END IF;
END $$;
SELECT classify(-3), classify(0), classify(5);
CREATE FUNCTION word(x integer) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    CASE x
        WHEN 1 THEN RETURN 'one';
        WHEN 2, 3 THEN RETURN 'few';
        ELSE RETURN 'many';
    END CASE;
END $$;
SELECT word(1), word(3), word(9);
CREATE FUNCTION countdown(n integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    s text := '';
BEGIN
    WHILE n > 0 LOOP
        s := s || n::text;
        n := n - 1;
    END LOOP;
    LOOP
        s := s || '!';
        EXIT WHEN length(s) > 6;
    END LOOP;
    RETURN s;
END $$;
SELECT countdown(3);
CREATE FUNCTION name_of(k integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
    r text;
BEGIN
    SELECT v INTO r FROM t WHERE id = k;
    IF NOT FOUND THEN
        RETURN 'none';
    END IF;
    RETURN r;
END $$;
SELECT name_of(2), name_of(9);
CREATE FUNCTION strict_name(k integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r text;
BEGIN
    SELECT v INTO STRICT r FROM t WHERE id >= k;
    RETURN r;
END $$;
SELECT strict_name(3);
SELECT strict_name(9);
SELECT strict_name(1);
CREATE FUNCTION concat_all() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    rec record;
    s text := '';
BEGIN
    FOR rec IN SELECT id, v FROM t ORDER BY id LOOP
        s := s || rec.v || rec.id;
    END LOOP;
    RETURN s;
END $$;
SELECT concat_all();
CREATE FUNCTION evens(n integer) RETURNS SETOF integer LANGUAGE plpgsql AS $$
BEGIN
    FOR i IN 1..n LOOP
        IF i % 2 = 0 THEN
            RETURN NEXT i;
        END IF;
    END LOOP;
    RETURN QUERY SELECT id * 100 FROM t ORDER BY id;
    RETURN;
END $$;
SELECT * FROM evens(5);
CREATE FUNCTION checked(x integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    IF x < 0 THEN
        RAISE EXCEPTION 'negative value: %', x USING ERRCODE = '22023';
    END IF;
    IF x = 0 THEN
        RAISE EXCEPTION 'zero % and %%', x;
    END IF;
    RAISE NOTICE 'fine %', x;
    RETURN x;
END $$;
SELECT checked(5);
SELECT checked(-1);
SELECT checked(0);
CREATE FUNCTION safe_div(a integer, b integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RETURN a / b;
EXCEPTION
    WHEN division_by_zero THEN
        RETURN -1;
END $$;
SELECT safe_div(6, 3), safe_div(1, 0);
CREATE FUNCTION undo(k integer) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    BEGIN
        INSERT INTO t VALUES (k, 'new');
        INSERT INTO t VALUES (k, 'dup');
    EXCEPTION WHEN unique_violation THEN
        RETURN 'rolled back: ' || SQLSTATE;
    END;
    RETURN 'kept';
END $$;
SELECT undo(20);
SELECT count(*) FROM t WHERE id = 20;
CREATE FUNCTION no_return(x integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    x := x + 1;
END $$;
SELECT no_return(1);
CREATE FUNCTION bad_syntax() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RETURN 1
END $$;
CREATE PROCEDURE add_row(k integer, val text) LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO t VALUES (k, val);
END $$;
CALL add_row(30, 'thirty');
SELECT v FROM t WHERE id = 30;
