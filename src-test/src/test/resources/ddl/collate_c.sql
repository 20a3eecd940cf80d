-- COLLATE naming a code point order collation ("C", "POSIX", ucs_basic, "default" whose lc_collate is C) in queries and DML (cache.CollateClauses)
CREATE TABLE t (id int PRIMARY KEY, g text);
INSERT INTO t VALUES (1, 'b'), (2, 'a'), (3, 'B'), (4, 'ä'), (5, 'Z');
SELECT g FROM t ORDER BY g COLLATE "C";
SELECT g COLLATE "C" FROM t ORDER BY 1;
SELECT g FROM t ORDER BY g COLLATE "POSIX" DESC;
SELECT 'a' COLLATE "C" < 'b', 'a' < 'b' COLLATE "POSIX", 'x' COLLATE pg_catalog."C" = 'x', 'y' COLLATE "default" = 'y', 'z' COLLATE ucs_basic;
SELECT * FROM t WHERE g = 'a' COLLATE "C";
SELECT max(g COLLATE "C"), min(g) FROM t;
SELECT g FROM t WHERE g COLLATE "C" > 'a' ORDER BY g;
UPDATE t SET g = upper(g) WHERE g COLLATE "C" BETWEEN 'a' AND 'b' RETURNING id, g;
CREATE VIEW v AS SELECT g COLLATE "C" AS g FROM t;
SELECT * FROM v ORDER BY g;
