-- PL/pgSQL FOREACH over arrays (with SLICE 1 over a two-dimensional array), its errors, and variables
-- of nested blocks
CREATE FUNCTION total(xs integer[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    x integer;
    s integer := 0;
BEGIN
    FOREACH x IN ARRAY xs LOOP
        CONTINUE WHEN x IS NULL;
        EXIT WHEN x < 0;
        s := s + x;
    END LOOP;
    RETURN s;
END $$;
SELECT total(ARRAY[1, 2, 3]), total('{}'), total(ARRAY[4, NULL, 5]), total(ARRAY[1, -1, 7]), total(ARRAY[[1, 2], [3, 4]]);
SELECT total(NULL);
CREATE FUNCTION joined(words text[]) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    w text;
    out text := '';
BEGIN
    FOREACH w IN ARRAY words LOOP
        out := out || upper(w) || '.';
    END LOOP;
    RETURN out;
END $$;
SELECT joined(string_to_array('a,b,c', ','));
CREATE FUNCTION rows_of(m integer[]) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r integer[];
    out text := '';
BEGIN
    FOREACH r SLICE 1 IN ARRAY m LOOP
        out := out || array_to_string(r, '+') || ';';
    END LOOP;
    RETURN out;
END $$;
SELECT rows_of(ARRAY[[1, 2, 3], [4, 5, 6]]);
CREATE FUNCTION not_array() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    x integer;
BEGIN
    FOREACH x IN ARRAY 42 LOOP
        RETURN x;
    END LOOP;
    RETURN 0;
END $$;
SELECT not_array();
CREATE FUNCTION shadow() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    x integer := 1;
    y integer := 10;
    s text := '';
BEGIN
    DECLARE
        x integer := 2;
        z integer := 100;
    BEGIN
        x := x + 1;
        y := y + 1;
        s := s || x || ',' || y || ',' || z || ' ';
        DECLARE
            y text := 'inner';
        BEGIN
            s := s || y || ' ';
        END;
        s := s || y || ' ';
    END;
    RETURN s || x || ',' || y;
END $$;
SELECT shadow();
CREATE FUNCTION shadow_handler() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    x text := 'outer';
BEGIN
    DECLARE
        x text := 'inner';
    BEGIN
        PERFORM 1 / 0;
    EXCEPTION WHEN division_by_zero THEN
        RETURN 'caught with ' || x;
    END;
    RETURN x;
END $$;
SELECT shadow_handler();
CREATE FUNCTION checked_div(a integer, b integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    ASSERT b IS NOT NULL;
    ASSERT b <> 0, 'divisor must not be zero, got ' || b;
    RETURN a / b;
END $$;
SELECT checked_div(10, 2);
SELECT checked_div(1, 0);
SELECT checked_div(1, NULL);
CREATE FUNCTION caught_assert() RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    ASSERT false;
    RETURN 'no';
EXCEPTION WHEN assert_failure THEN
    RETURN 'caught ' || SQLSTATE || ' ' || SQLERRM;
END $$;
SELECT caught_assert();
