-- REINDEX ... CONCURRENTLY (the keyword and the option): the indexes are rebuilt as REINDEX rebuilds them, and PostgreSQL's refusals inside a transaction block and for SYSTEM (planner ddl.ReindexExecutor)
CREATE TABLE rc_t (id int PRIMARY KEY, v text UNIQUE, n int);
CREATE INDEX rc_n ON rc_t (n) WHERE n > 0;
INSERT INTO rc_t SELECT g, 'v' || g, g % 7 FROM generate_series(1, 200) g;
REINDEX TABLE CONCURRENTLY rc_t;
REINDEX INDEX CONCURRENTLY rc_n;
REINDEX (CONCURRENTLY) TABLE rc_t;
REINDEX (CONCURRENTLY true) INDEX rc_t_pkey;
REINDEX (CONCURRENTLY false) INDEX rc_t_pkey;
SELECT count(*) FROM rc_t WHERE n = 3;
SELECT id FROM rc_t WHERE v = 'v42';
INSERT INTO rc_t VALUES (1, 'dup', 1);
BEGIN;
REINDEX TABLE CONCURRENTLY rc_t;
ROLLBACK;
REINDEX SYSTEM CONCURRENTLY postgres;
REINDEX (CONCURRENTLY) SYSTEM postgres;
REINDEX TABLE CONCURRENTLY rc_nosuch;
SELECT indexrelid::regclass::text, indisvalid, indisready FROM pg_index WHERE indrelid = 'rc_t'::regclass ORDER BY 1;
