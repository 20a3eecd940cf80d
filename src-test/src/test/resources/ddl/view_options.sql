-- View and materialized view options: CREATE VIEW ... WITH (security_barrier, security_invoker, check_option), pg_class.reloptions (a CHECK OPTION shows there too), CREATE MATERIALIZED VIEW ... WITH (storage parameters) (planner ddl.StorageParameters, DdlParser#view)
CREATE TABLE t (a int, b text);
CREATE VIEW v1 WITH (security_barrier) AS SELECT * FROM t;
CREATE VIEW v2 WITH (security_barrier = false, security_invoker = true) AS SELECT * FROM t WHERE a > 0;
CREATE VIEW v3 WITH (check_option = local) AS SELECT * FROM t WHERE a > 0;
CREATE VIEW v4 AS SELECT * FROM t WHERE a > 0 WITH CASCADED CHECK OPTION;
CREATE VIEW v5 WITH (fillfactor = 50) AS SELECT * FROM t;
CREATE VIEW v5 WITH (check_option = sometimes) AS SELECT * FROM t;
CREATE VIEW v5 WITH (security_barrier = maybe) AS SELECT * FROM t;
SELECT relname, reloptions FROM pg_class WHERE relname LIKE 'v_' ORDER BY relname;
INSERT INTO v3 VALUES (1, 'x');
INSERT INTO v3 VALUES (-1, 'x');
INSERT INTO v4 VALUES (-2, 'y');
SELECT * FROM v1 ORDER BY a;
CREATE MATERIALIZED VIEW mv WITH (fillfactor = 60, autovacuum_enabled = off) AS SELECT a FROM t;
CREATE MATERIALIZED VIEW mv2 WITH (security_barrier) AS SELECT a FROM t;
SELECT relname, relkind, reloptions FROM pg_class WHERE relname = 'mv';
SELECT * FROM mv;
