-- Temporary views: CREATE TEMP VIEW, and a view over a temporary table or view, which PostgreSQL makes
-- temporary (with a NOTICE) in the session's pg_temp schema; a temporary view named with a permanent
-- schema is 42P16; a materialized view may not read temporary relations (0A000).
CREATE TABLE perm (a integer);
INSERT INTO perm VALUES (1), (2), (3);
CREATE TEMP TABLE tmp (a integer);
INSERT INTO tmp VALUES (2), (3), (4);
CREATE VIEW v1 AS SELECT * FROM tmp;
CREATE VIEW v2 AS SELECT p.a FROM perm p JOIN tmp t USING (a);
CREATE TEMP VIEW v3 AS SELECT * FROM perm;
CREATE TEMPORARY VIEW v4 AS SELECT 1 AS x;
CREATE LOCAL TEMP VIEW v5 AS SELECT 1 AS x;
CREATE VIEW public.v6 AS SELECT * FROM tmp;
CREATE TEMP VIEW public.v7 AS SELECT 1;
CREATE VIEW v8 AS SELECT (SELECT count(*) FROM tmp) AS n;
CREATE OR REPLACE VIEW v1 AS SELECT a, a * 10 AS b FROM tmp;
CREATE VIEW pg_temp.v9 AS SELECT 1 AS x;
CREATE VIEW v10 AS SELECT * FROM v3;
CREATE VIEW plain AS SELECT * FROM perm;
SELECT schemaname LIKE 'pg_temp%', viewname FROM pg_views WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 2;
SELECT relname, relpersistence FROM pg_class WHERE relname IN ('v1', 'v3', 'v9', 'plain', 'perm', 'tmp') ORDER BY 1;
SELECT * FROM v1 ORDER BY a;
SELECT * FROM v2 ORDER BY a;
SELECT * FROM v3 ORDER BY a;
SELECT * FROM pg_temp.v4;
SELECT n FROM v8;
SELECT * FROM v10 ORDER BY a;
CREATE MATERIALIZED VIEW mv AS SELECT * FROM v3;
CREATE MATERIALIZED VIEW mv AS SELECT * FROM tmp;
DROP TABLE tmp;
DROP TABLE tmp CASCADE;
SELECT viewname FROM pg_views WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1;
DROP VIEW v3;
DROP VIEW v3 CASCADE;
SELECT viewname FROM pg_views WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1;
CREATE TEMP VIEW plain AS SELECT 42 AS shadow;
SELECT * FROM plain;
SELECT * FROM public.plain ORDER BY a;
