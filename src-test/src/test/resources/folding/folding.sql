-- Shapes from SQLite's sqllogictest random/ folders that PostgreSQL 15 answers and that raise an
-- error if every part of the condition is evaluated for every row.
CREATE TABLE tab0 (col0 integer, col1 integer, col2 integer);
INSERT INTO tab0 VALUES (83, 0, 38), (26, 0, 79), (43, 81, 24), (0, 5, 0), (NULL, 3, 2);
CREATE TABLE tab1 (col0 integer, col1 integer, col2 integer);
INSERT INTO tab1 VALUES (22, 6, 8), (28, 57, 45), (82, 44, 71), (100000, 100000, 100000);
-- a comparison with a NULL constant is NULL: the whole WHERE is a constant and no row is read
SELECT col2 FROM tab0 WHERE NOT col0 NOT BETWEEN NULL AND col0 / 0;
SELECT * FROM tab0 WHERE NOT col0 NOT BETWEEN (NULL) AND col0 / - col2 / (0);
SELECT * FROM tab0 WHERE NOT 44 NOT BETWEEN col2 / - 0 AND NULL;
SELECT * FROM tab1 WHERE NOT - col0 * 92 * 10 * col2 * 99 * col2 <= 18 / CAST(NULL AS integer);
SELECT col1 + col0 FROM tab0 WHERE 17 + col0 - col0 * 74 * col2 / col1 * CAST(NULL AS integer) IS NOT NULL;
SELECT * FROM tab0 WHERE NOT col1 / col1 + col0 * 92 * col2 NOT BETWEEN col1 AND NULL;
SELECT col1 FROM tab0 WHERE NOT NULL NOT BETWEEN col1 AND NULL OR NOT col0 = 40 / col1 + CAST(NULL AS integer);
SELECT count(*) FROM tab0 WHERE col0 / col1 > 1 AND NULL;
SELECT count(*) FROM tab0 WHERE col0 / col1 > 1 AND 1 = 2;
SELECT col0 FROM tab0 WHERE col0 / col1 > 1 AND (1 = 2 OR NULL);
-- NOT IN with items that read columns: one comparison each, the constant items together
SELECT * FROM tab0 WHERE (col2 / 1 * col1) NOT IN (col2 + - col0 / 0, - 1, - CAST(NULL AS integer));
SELECT * FROM tab0 WHERE col1 NOT IN (col0 / col1, NULL);
-- AND-ed conditions: the cheaper first, stopping at the first that is not true
SELECT col0 FROM tab0 WHERE col0 / col1 > 1 AND col1 <> 0 ORDER BY col0;
SELECT col0 FROM tab0 WHERE col0 * col0 * col0 * col0 / col1 > 0 AND col1 > 10 ORDER BY col0;
SELECT col0 FROM tab1 WHERE col1 * col1 * col2 * col0 * 77 * col0 IS NOT NULL AND NOT col0 BETWEEN 35 * - col2 AND NULL;
-- constant HAVING: a NULL or FALSE one skips the scan, a TRUE one is dropped
SELECT col2 FROM tab0 WHERE col2 / col1 IS NOT NULL GROUP BY col2 HAVING NULL IS NOT NULL;
SELECT col1 FROM tab0 WHERE NOT col0 * col0 <> col0 * 50 / - col1 GROUP BY col1, col0 HAVING NOT NULL = NULL;
SELECT 21 * NULLIF(- 70, - col2) FROM tab0 GROUP BY col2, col0, col1 HAVING 54 / - col1 * - CAST(NULL AS integer) + col1 IS NULL ORDER BY 1;
SELECT count(*) FROM tab0 WHERE col0 / col1 = 1 HAVING 1 = 0;
SELECT count(*) FROM tab0 WHERE col0 / col1 = 1 HAVING NULL;
-- select lists: NULL constants, CASE arms never taken, COALESCE past its first constant
SELECT - col1 / - avg(col1) * - CAST(NULL AS integer) * 97 FROM tab0 GROUP BY col0, col1;
SELECT 6 * 43 - 35 / count(DISTINCT CAST(NULL AS integer)) * - CAST(NULL AS integer);
SELECT 7 * - NULLIF(6, 90 * 90 - CASE 74 WHEN 30 THEN NULL ELSE max(col0) / 0 * 94 * - CAST(NULL AS integer) END) FROM tab0;
SELECT 88 + 43 * sum(col0) / - 0 * 33 * CASE CAST(NULL AS integer) WHEN 8 THEN 2 WHEN max(- 13) THEN NULL END + count(*) FROM tab0;
SELECT - 45 - NULLIF(- 96, max(- 63) * 22 * 74 * 16 * 46 * 84 * 99 * CAST(NULL AS real) + count(*)) FROM tab1;
SELECT CASE 1 WHEN 2 THEN col0 / 0 ELSE col0 END FROM tab0 ORDER BY 1;
SELECT COALESCE(NULL, 7, col0 / 0) FROM tab0;
SELECT col0 * NULL, NULL - col1, CAST(NULL AS integer) / col1 FROM tab0 LIMIT 1;
-- constants are computed once; NULL tests of constants
SELECT col0 FROM tab0 WHERE col0 > 40 + 2 ORDER BY col0;
SELECT col0 FROM tab0 WHERE (NULL + 1) IS NULL AND col0 = 43;
SELECT col0 FROM tab0 WHERE 5 IS NULL;
-- errors PostgreSQL raises too (the division is reached)
SELECT col0 / col1 FROM tab0 ORDER BY 1;
SELECT count(*) FROM tab0 WHERE col0 / col1 > 1 OR NULL;
SELECT count(*) FROM tab1 WHERE col0 * col1 * col2 > 0;
