-- COMMIT / ROLLBACK [AND CHAIN] inside PL/pgSQL procedures: allowed when CALL (or DO) runs alone in auto-commit,
-- also in procedures it CALLs; 2D000 inside a transaction block, inside a function, or inside a block with an
-- EXCEPTION clause. A new transaction starts at once and the rest of the procedure runs in it.
CREATE TABLE log (v integer, note text);
CREATE PROCEDURE p_commit() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (1, 'kept'); COMMIT; INSERT INTO log VALUES (2, 'rolled back'); ROLLBACK; INSERT INTO log VALUES (3, 'kept by the CALL'); END $$;
CALL p_commit();
SELECT * FROM log ORDER BY v;
BEGIN;
CALL p_commit();
ROLLBACK;
SELECT count(*) FROM log;
CREATE PROCEDURE p_loop() LANGUAGE plpgsql AS $$ BEGIN FOR i IN 10..14 LOOP INSERT INTO log VALUES (i, 'loop'); IF i % 2 = 0 THEN COMMIT; ELSE ROLLBACK; END IF; END LOOP; END $$;
CALL p_loop();
SELECT v FROM log WHERE note = 'loop' ORDER BY v;
CREATE PROCEDURE p_sub() LANGUAGE plpgsql AS $$ BEGIN BEGIN COMMIT; EXCEPTION WHEN division_by_zero THEN NULL; END; END $$;
CALL p_sub();
CREATE PROCEDURE p_sub_rb() LANGUAGE plpgsql AS $$ BEGIN BEGIN ROLLBACK; EXCEPTION WHEN division_by_zero THEN NULL; END; END $$;
CALL p_sub_rb();
CREATE FUNCTION f_commit() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN COMMIT; RETURN 1; END $$;
SELECT f_commit();
CREATE FUNCTION f_calls() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN CALL p_commit(); RETURN 1; END $$;
SELECT f_calls();
CREATE PROCEDURE p_outer() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (20, 'outer'); CALL p_inner(); ROLLBACK; END $$;
CREATE PROCEDURE p_inner() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (21, 'inner'); COMMIT; END $$;
CALL p_outer();
SELECT v, note FROM log WHERE v >= 20 ORDER BY v;
DO $$ BEGIN INSERT INTO log VALUES (30, 'do'); COMMIT; INSERT INTO log VALUES (31, 'do'); ROLLBACK; END $$;
SELECT v FROM log WHERE note = 'do';
CREATE PROCEDURE p_chain() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (40, 'chain'); COMMIT AND CHAIN; INSERT INTO log VALUES (41, 'chain'); ROLLBACK AND NO CHAIN; END $$;
CALL p_chain();
SELECT v FROM log WHERE note = 'chain';
CREATE PROCEDURE p_sql() LANGUAGE sql AS $$ COMMIT $$;
CALL p_sql();
CREATE PROCEDURE p_after_error() LANGUAGE plpgsql AS $$ BEGIN INSERT INTO log VALUES (50, 'committed before the error'); COMMIT; INSERT INTO log VALUES (51, 'lost'); PERFORM 1 / 0; END $$;
CALL p_after_error();
SELECT v FROM log WHERE v >= 50;
CREATE PROCEDURE p_now() LANGUAGE plpgsql AS $$ DECLARE t0 timestamptz := now(); BEGIN PERFORM pg_sleep(0.01); COMMIT; IF now() > t0 THEN INSERT INTO log VALUES (60, 'now moved on'); END IF; END $$;
CALL p_now();
SELECT v, note FROM log WHERE v = 60;
