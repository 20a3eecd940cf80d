-- ONLY on a FROM item after JOIN or a comma: that parent is read without its descendants, the
-- other items as written (PostgreSQL's relation_expr: ONLY name, ONLY (name), with an alias).
CREATE TABLE p (id int, v text);
CREATE TABLE c (extra int) INHERITS (p);
CREATE TABLE g (more int) INHERITS (c);
INSERT INTO p VALUES (1, 'p1'), (2, 'p2');
INSERT INTO c VALUES (3, 'c3', 30);
INSERT INTO g VALUES (4, 'g4', 40, 400);
CREATE TABLE k (id int);
INSERT INTO k VALUES (1), (2), (3), (4);
SELECT k.id, p.v FROM k JOIN ONLY p ON p.id = k.id ORDER BY 1;
SELECT k.id, x.v FROM k JOIN ONLY p AS x ON x.id = k.id ORDER BY 1;
SELECT k.id, x.v FROM k LEFT JOIN ONLY p x ON x.id = k.id ORDER BY 1;
SELECT k.id, x.v FROM k JOIN p x ON x.id = k.id ORDER BY 1;
SELECT k.id, p.v FROM k, ONLY p WHERE p.id = k.id ORDER BY 1;
SELECT k.id, y.a FROM k, ONLY c y(a, b) WHERE y.a = k.id ORDER BY 1;
SELECT k.id, c.v FROM k JOIN ONLY (c) ON c.id = k.id ORDER BY 1;
SELECT k.id, q.v FROM k JOIN ONLY (public.c) q USING (id) ORDER BY 1;
SELECT count(*) FROM ONLY p JOIN ONLY p p2 ON p2.id = p.id;
SELECT count(*) FROM p JOIN ONLY c ON c.id = p.id CROSS JOIN ONLY g;
SELECT k.id FROM k WHERE EXISTS (SELECT 1 FROM k k2 JOIN ONLY p ON p.id = k2.id WHERE k2.id = k.id) ORDER BY 1;
SELECT k.id, p.v FROM k NATURAL JOIN ONLY p ORDER BY 1;
SELECT * FROM k JOIN ONLY nosuch ON true;
