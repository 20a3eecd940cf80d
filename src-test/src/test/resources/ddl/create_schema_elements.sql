-- CREATE SCHEMA with schema elements: tables, views, indexes, sequences, triggers and GRANTs made in the new schema, in PostgreSQL's order (planner ddl.SchemaElements)
CREATE SCHEMA IF NOT EXISTS se1 CREATE TABLE t (a int);
CREATE SCHEMA se2 CREATE FUNCTION f() RETURNS int LANGUAGE sql AS 'select 1';
CREATE SCHEMA se3 CREATE TABLE other.t (a int);
SELECT count(*) FROM pg_namespace WHERE nspname IN ('se1', 'se2', 'se3');
CREATE SCHEMA se4
  CREATE VIEW v AS SELECT a, b FROM t WHERE a > 0
  CREATE TABLE t (a int PRIMARY KEY, b text)
  CREATE INDEX t_b ON t (b)
  CREATE SEQUENCE sq START 10
  CREATE TABLE u (a int REFERENCES t, n int DEFAULT nextval('sq'))
  GRANT SELECT ON t TO PUBLIC;
INSERT INTO se4.t VALUES (1, 'x'), (-1, 'y');
INSERT INTO se4.u (a) VALUES (1);
SELECT * FROM se4.v;
SELECT * FROM se4.u;
SELECT relname, relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE nspname = 'se4' ORDER BY relname;
SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'se4' ORDER BY indexname;
SELECT table_schema, table_name FROM information_schema.tables WHERE table_name IN ('t', 'u', 'v') AND table_schema LIKE 'se%' ORDER BY 2;
CREATE SCHEMA se5 CREATE TABLE se5.p (a int PRIMARY KEY) CREATE TABLE c (a int REFERENCES se5.p);
SELECT count(*) FROM se5.c;
CREATE SCHEMA se6 CREATE TABLE t (a int) CREATE TABLE t (b int);
SELECT count(*) FROM pg_namespace WHERE nspname = 'se6';
CREATE SCHEMA se7 CREATE TABLE parted (a int) PARTITION BY LIST (a) CREATE TABLE parted_1 PARTITION OF parted FOR VALUES IN (1);
INSERT INTO se7.parted VALUES (1);
SELECT tableoid::regclass, a FROM se7.parted;
SHOW search_path;
DROP SCHEMA se4, se5, se7 CASCADE;
CREATE SCHEMA se8;
SET search_path = se8, public;
CREATE SEQUENCE s8 START 5;
CREATE TABLE t8 (a int DEFAULT nextval('s8'), b int DEFAULT nextval('S8'::regclass));
RESET search_path;
INSERT INTO se8.t8 DEFAULT VALUES;
SELECT * FROM se8.t8;
DROP SCHEMA se8 CASCADE;
