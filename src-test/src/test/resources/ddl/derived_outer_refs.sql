-- A subquery in FROM sees the enclosing query levels (not the FROM items beside it): scalar, EXISTS, IN and LATERAL subqueries whose derived tables read the outer row (planner plan.FromBinder.derived)
CREATE TABLE dor_t (a int, b text);
INSERT INTO dor_t VALUES (1, 'one'), (2, 'two'), (3, 'three');
CREATE TABLE dor_u (a int, n int);
INSERT INTO dor_u VALUES (1, 10), (1, 11), (2, 20), (4, 40);
SELECT a, (SELECT c FROM (SELECT dor_t.a * 2 AS c) s) FROM dor_t ORDER BY a;
SELECT a, (SELECT sum(v) FROM (SELECT dor_t.a * g AS v FROM generate_series(1, 3) g) s) FROM dor_t ORDER BY a;
SELECT a, (SELECT count(*) FROM (SELECT * FROM dor_u WHERE dor_u.a = dor_t.a) s JOIN dor_t t2 ON t2.a = s.a) FROM dor_t ORDER BY a;
SELECT a FROM dor_t WHERE EXISTS (SELECT 1 FROM (SELECT dor_t.a AS x) s WHERE x = 2) ORDER BY a;
SELECT a FROM dor_t WHERE NOT EXISTS (SELECT 1 FROM (SELECT n FROM dor_u WHERE dor_u.a = dor_t.a) s WHERE n > 10) ORDER BY a;
SELECT a FROM dor_t WHERE a IN (SELECT x FROM (SELECT dor_t.a + 1 AS x UNION ALL SELECT dor_t.a) s) ORDER BY a;
SELECT t.a, ss.* FROM dor_t t, LATERAL (SELECT * FROM (SELECT t.a + 10 AS b, t.b AS name) s) ss ORDER BY t.a;
SELECT t.a, ss.total FROM dor_t t LEFT JOIN LATERAL (SELECT sum(n) AS total FROM (SELECT n FROM dor_u u WHERE u.a = t.a) s) ss ON true ORDER BY t.a;
SELECT t.a, (SELECT max(m) FROM (SELECT (SELECT max(n) FROM dor_u WHERE dor_u.a <= t.a) AS m) s) FROM dor_t t ORDER BY t.a;
SELECT a, (SELECT string_agg(w, ',' ORDER BY w) FROM (SELECT b AS w FROM dor_t t2 WHERE t2.a < t1.a) s) FROM dor_t t1 ORDER BY a;
SELECT * FROM dor_t, (SELECT dor_t.a) s;
SELECT * FROM dor_t t, (SELECT t.a) s;
