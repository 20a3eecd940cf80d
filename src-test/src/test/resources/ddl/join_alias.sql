-- An alias on a parenthesised join names its columns, as * lists them, and hides the relations inside (planner plan.FromBinder)
CREATE TABLE j1 (i int, j int, t text);
CREATE TABLE j2 (i int, k int);
INSERT INTO j1 VALUES (1, 4, 'one'), (2, 3, 'two'), (3, 2, 'three');
INSERT INTO j2 VALUES (1, -1), (2, 2), (3, -3), (5, -5);
SELECT * FROM (j1 CROSS JOIN j2) AS tx ORDER BY 1, 4 LIMIT 3;
SELECT ii, tt, kk FROM (j1 CROSS JOIN j2) AS tx (ii, jj, tt, ii2, kk) ORDER BY 1, 3 LIMIT 4;
SELECT tx.ii, tx.jj, tx.kk FROM (j1 t1 (a, b, c) CROSS JOIN j2 t2 (d, e)) AS tx (ii, jj, tt, ii2, kk) ORDER BY 1, 3 LIMIT 4;
SELECT * FROM (j1 JOIN j2 USING (i)) AS x ORDER BY i;
SELECT x.i, x.t, x.k FROM (j1 JOIN j2 USING (i)) AS x WHERE x.k > 0;
SELECT * FROM (j1 JOIN j2 USING (i)) AS x WHERE j1.t = 'one';
SELECT * FROM (j1 JOIN j2 USING (i)) AS x (a, b, c, d) ORDER BY a;
SELECT * FROM (j1 JOIN j2 USING (i)) AS x (a, b, c, d, e);
SELECT * FROM (j1 LEFT JOIN j2 ON j1.i = j2.i + 10) AS x (a, b, c, d, e) ORDER BY a;
SELECT count(*) FROM j2 y JOIN (j1 x CROSS JOIN j1 z) w ON y.i = w.i;
SELECT y.k, w.t FROM j2 y JOIN (j1 x JOIN j1 z USING (i)) w ON y.i = w.i ORDER BY 1;
SELECT * FROM j2 y JOIN (j1 x CROSS JOIN j1 z) w ON y.i = x.i;
SELECT w.* FROM (j1 NATURAL JOIN j2) w ORDER BY i;
DROP TABLE j1, j2;
