-- PL/pgSQL cursors (bound and refcursor variables, OPEN / FETCH / MOVE / CLOSE, FOR over a cursor),
-- %TYPE and %ROWTYPE declarations, record variables and their fields, %TYPE parameters
-- record: notices
CREATE TABLE emp (id integer PRIMARY KEY, name text NOT NULL, dept text, salary numeric(10,2));
INSERT INTO emp VALUES (1, 'ann', 'eng', 100), (2, 'bob', 'eng', 80), (3, 'cid', 'ops', 70), (4, 'dee', 'ops', 90), (5, 'eve', 'hr', 60);
CREATE FUNCTION walk_bound() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR FOR SELECT id, name FROM emp ORDER BY id;
    r record;
    s text := '';
BEGIN
    OPEN c;
    LOOP
        FETCH c INTO r;
        EXIT WHEN NOT FOUND;
        s := s || r.id || r.name || ' ';
    END LOOP;
    CLOSE c;
    RETURN s;
END $$;
SELECT walk_bound();
CREATE FUNCTION by_dept(d text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR (dd text) FOR SELECT name FROM emp WHERE dept = dd ORDER BY name;
    n text;
    s text := '';
BEGIN
    OPEN c(d);
    FETCH c INTO n;
    WHILE FOUND LOOP
        s := s || n || ',';
        FETCH NEXT FROM c INTO n;
    END LOOP;
    CLOSE c;
    RETURN s;
END $$;
SELECT by_dept('eng'), by_dept('ops'), by_dept('none');
CREATE FUNCTION scroll_about() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c SCROLL CURSOR FOR SELECT id FROM emp ORDER BY id;
    x integer;
    s text := '';
BEGIN
    OPEN c;
    FETCH LAST FROM c INTO x;
    s := s || 'last=' || x;
    FETCH PRIOR FROM c INTO x;
    s := s || ' prior=' || x;
    FETCH FIRST FROM c INTO x;
    s := s || ' first=' || x;
    FETCH ABSOLUTE 3 FROM c INTO x;
    s := s || ' abs3=' || x;
    FETCH RELATIVE -1 FROM c INTO x;
    s := s || ' rel-1=' || x;
    FETCH ABSOLUTE -2 FROM c INTO x;
    s := s || ' abs-2=' || x;
    FETCH RELATIVE 0 FROM c INTO x;
    s := s || ' rel0=' || x;
    MOVE LAST IN c;
    FETCH c INTO x;
    s := s || ' after-last=' || coalesce(x::text, 'null') || ' ' || FOUND;
    FETCH BACKWARD FROM c INTO x;
    s := s || ' backward=' || x;
    MOVE FIRST FROM c;
    MOVE FORWARD 2 FROM c;
    FETCH c INTO x;
    s := s || ' fwd2=' || x;
    MOVE ABSOLUTE 9 FROM c;
    s := s || ' moved9=' || FOUND;
    MOVE BACKWARD ALL FROM c;
    FETCH c INTO x;
    s := s || ' backall=' || x;
    CLOSE c;
    RETURN s;
END $$;
SELECT scroll_about();
CREATE FUNCTION move_count() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR FOR SELECT id FROM emp ORDER BY id;
    n integer;
    x integer;
BEGIN
    OPEN c;
    MOVE FORWARD ALL FROM c;
    GET DIAGNOSTICS n = ROW_COUNT;
    FETCH PRIOR FROM c INTO x;
    RETURN n || ' ' || x || ' ' || FOUND;
END $$;
SELECT move_count();
CREATE FUNCTION for_cursor(lim numeric) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR (m numeric) FOR SELECT * FROM emp WHERE salary >= m ORDER BY salary DESC;
    s text := '';
BEGIN
    FOR e IN c(lim) LOOP
        s := s || e.name || '=' || e.salary || ' ';
    END LOOP;
    RETURN s;
END $$;
SELECT for_cursor(80), for_cursor(1000);
CREATE FUNCTION unbound(dynamic boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c refcursor := 'mycursor';
    n text;
    s text := '';
BEGIN
    IF dynamic THEN
        OPEN c FOR EXECUTE format('SELECT name FROM %I WHERE id > $1 ORDER BY id', 'emp') USING 3;
    ELSE
        OPEN c FOR SELECT name FROM emp WHERE id <= 2 ORDER BY id;
    END IF;
    LOOP
        FETCH c INTO n;
        EXIT WHEN NOT FOUND;
        s := s || n || ' ';
    END LOOP;
    CLOSE c;
    RETURN c || ': ' || s;
END $$;
SELECT unbound(false), unbound(true);
CREATE FUNCTION open_names(k integer) RETURNS refcursor LANGUAGE plpgsql AS $$
DECLARE
    c refcursor := 'names_cursor';
BEGIN
    OPEN c FOR SELECT name FROM emp WHERE id >= k ORDER BY id;
    RETURN c;
END $$;
CREATE FUNCTION drain(c refcursor) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    n text;
    s text := '';
BEGIN
    LOOP
        FETCH c INTO n;
        EXIT WHEN NOT FOUND;
        s := s || n || ' ';
    END LOOP;
    CLOSE c;
    RETURN s;
END $$;
SELECT drain(open_names(3));
SELECT open_names(4);
CREATE FUNCTION twice_open() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR FOR SELECT 1;
BEGIN
    OPEN c;
    OPEN c;
    RETURN 'no';
END $$;
SELECT twice_open();
CREATE FUNCTION fetch_closed() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR FOR SELECT 1;
    x integer;
BEGIN
    FETCH c INTO x;
    RETURN 'no';
END $$;
SELECT fetch_closed();
CREATE FUNCTION fetch_null() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c refcursor;
    x integer;
BEGIN
    FETCH c INTO x;
    RETURN 'no';
END $$;
SELECT fetch_null();
CREATE FUNCTION types_of(k integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    n emp.name%TYPE;
    s public.emp.salary%TYPE;
    k2 k%TYPE := k * 2;
    copy_of n%TYPE := 'x';
BEGIN
    SELECT name, salary INTO n, s FROM emp WHERE id = k;
    RETURN n || ' ' || s || ' ' || k2 || ' ' || copy_of || ' ' || pg_typeof(s) || ' ' || pg_typeof(k2);
END $$;
SELECT types_of(1);
CREATE FUNCTION row_of(k integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    e emp%ROWTYPE;
    f emp;
BEGIN
    SELECT * INTO e FROM emp WHERE id = k;
    f.id := e.id + 100;
    f.name := upper(e.name);
    f.salary := e.salary * 2;
    RETURN e.name || '/' || e.dept || '/' || e.salary || ' ' || f.id || f.name || coalesce(f.dept, '-') || f.salary;
END $$;
SELECT row_of(3), row_of(99);
CREATE FUNCTION row_partial(k integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    e emp%ROWTYPE;
BEGIN
    SELECT id, name INTO e FROM emp WHERE id = k;
    RETURN e.id || ' ' || e.name || ' ' || coalesce(e.dept, 'null');
END $$;
SELECT row_partial(2);
CREATE FUNCTION row_insert(k integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    e emp%ROWTYPE;
BEGIN
    SELECT * INTO e FROM emp WHERE id = k;
    e.id := e.id + 10;
    INSERT INTO emp VALUES (e.id, e.name, e.dept, e.salary);
    RETURN e.id;
END $$;
SELECT row_insert(5);
SELECT * FROM emp WHERE id = 15;
CREATE FUNCTION rec_unassigned() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r record;
BEGIN
    RETURN r.name;
END $$;
SELECT rec_unassigned();
CREATE FUNCTION rec_nofield() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    r record;
BEGIN
    SELECT id INTO r FROM emp WHERE id = 1;
    RETURN r.nosuch;
END $$;
SELECT rec_nofield();
CREATE FUNCTION bad_type() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    x nosuch%ROWTYPE;
BEGIN
    RETURN 'no';
END $$;
CREATE FUNCTION alias_param(integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
    v ALIAS FOR $1;
BEGIN
    RETURN v * 3;
END $$;
SELECT alias_param(7);
CREATE FUNCTION emps_in(d text) RETURNS SETOF emp LANGUAGE plpgsql AS $$
DECLARE
    e emp%ROWTYPE;
BEGIN
    FOR e IN SELECT * FROM emp WHERE dept = d ORDER BY id LOOP
        e.salary := e.salary + 1;
        RETURN NEXT e;
    END LOOP;
    RETURN QUERY SELECT * FROM emp WHERE id = 1;
END $$;
SELECT * FROM emps_in('ops');
SELECT name, salary FROM emps_in('eng') WHERE salary > 90 ORDER BY name;
CREATE FUNCTION all_emps() RETURNS SETOF emp LANGUAGE sql STABLE AS $$ SELECT * FROM emp ORDER BY id DESC LIMIT 2 $$;
SELECT id, name FROM all_emps();
CREATE FUNCTION salary_of(k emp.id%TYPE) RETURNS emp.salary%TYPE LANGUAGE plpgsql AS $$
BEGIN
    RETURN (SELECT salary FROM emp WHERE id = k);
END $$;
SELECT salary_of(4), pg_typeof(salary_of(4));
CREATE FUNCTION bad_ref1(k nosuch.id%TYPE) RETURNS integer LANGUAGE sql RETURN 1;
CREATE FUNCTION bad_ref2(k emp.nosuch%TYPE) RETURNS integer LANGUAGE sql RETURN 1;
CREATE FUNCTION named_args() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    c CURSOR (lo numeric, d text) FOR SELECT name FROM emp WHERE salary >= lo AND dept = d ORDER BY name;
    n text;
    s text := '';
BEGIN
    OPEN c(d := 'eng', lo := 90);
    FETCH c INTO n;
    s := s || n;
    CLOSE c;
    FOR r IN c(80, d := 'ops') LOOP
        s := s || ' ' || r.name;
    END LOOP;
    RETURN s;
END $$;
SELECT named_args();
