-- DELETE ... USING a subquery, a VALUES list or a JOIN (parse.DeleteUsingItems: JSqlParser's USING takes table names only), and RETURNING of the USING / FROM items' columns
CREATE TABLE t (id int PRIMARY KEY, g text);
CREATE TABLE u (id int, tag text);
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
INSERT INTO u VALUES (5, 'x'), (6, 'y');
DELETE FROM t USING (SELECT 1 AS i) d WHERE t.id = d.i RETURNING t.*;
DELETE FROM t USING (VALUES (2), (2)) AS d(i) WHERE t.id = d.i RETURNING t.id, d.i;
DELETE FROM t AS x USING (VALUES (3, 'c')) v(i, g) WHERE x.id = v.i AND x.g = v.g;
DELETE FROM t USING u JOIN (VALUES ('x')) w(tag) ON u.tag = w.tag WHERE t.id = u.id RETURNING t.id;
DELETE FROM t USING u, (SELECT 6 AS i) s WHERE t.id = u.id AND u.id = s.i RETURNING t.id, u.tag;
DELETE FROM t USING (SELECT 'using' AS w, ';' AS x) q WHERE t.g = 'where' RETURNING t.id;
WITH k AS (SELECT 4 AS i) DELETE FROM t USING (SELECT i FROM k) s WHERE t.id = s.i RETURNING t.id;
SELECT * FROM t ORDER BY id;
INSERT INTO t VALUES (1, 'a'), (2, 'b');
UPDATE t SET g = s.ng FROM (VALUES (1, 'z')) s(i, ng) WHERE t.id = s.i RETURNING t.id, t.g, s.ng, s.i;
UPDATE t SET g = u.tag FROM u WHERE u.id = 5 AND t.id = 2 RETURNING t.*, u.tag;
