-- IN lists as PostgreSQL deparses them: EXPLAIN after constant folding ('{...}'::type[]), stored definitions before it (ARRAY[...]), a list reading the row as ORs, one value as = (planner expr.ExprText)
CREATE TABLE tin (a int, s text);
CREATE INDEX tin_i ON tin (a) WHERE s IN ('a', 'b');
SELECT pg_get_indexdef('tin_i'::regclass);
CREATE INDEX tin_e ON tin ((a IN (1, 2)));
SELECT pg_get_indexdef('tin_e'::regclass);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE s IN ('a', 'c') AND a NOT IN (1, 2);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE a IN (1, a + 1);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE a NOT IN (1, a + 1);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE a IN (1, NULL);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE s IN ('a''b', 'c d', 'e,f', '', 'NULL', 'x"y');
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE a IN (1.5, 2);
EXPLAIN (COSTS OFF) SELECT * FROM tin WHERE a IN (1);
CREATE TABLE tk (a int PRIMARY KEY, s text);
INSERT INTO tk SELECT g, g::text FROM generate_series(1, 1000) g;
ANALYZE tk;
EXPLAIN (COSTS OFF) SELECT * FROM tk WHERE a IN (1, 2, 3);
SELECT * FROM tk WHERE a IN (1, 2, 3) ORDER BY a;
