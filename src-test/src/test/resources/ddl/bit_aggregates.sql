-- bit_and, bit_or, bit_xor over smallint, integer and bigint (func.Aggregates)
CREATE TABLE b (g int, s smallint, i int, l bigint);
INSERT INTO b VALUES (1, 12, 12, 12), (1, 10, 10, 10), (1, NULL, NULL, NULL), (2, 7, -1, 9223372036854775807), (3, NULL, NULL, NULL);
SELECT g, bit_and(s), bit_or(s), bit_xor(s), bit_and(i), bit_or(i), bit_xor(i), bit_and(l), bit_or(l), bit_xor(l) FROM b GROUP BY g ORDER BY g;
SELECT pg_typeof(bit_and(s)), pg_typeof(bit_or(i)), pg_typeof(bit_xor(l)) FROM b;
SELECT bit_and(x), bit_or(x), bit_xor(x) FROM generate_series(1, 7) x;
SELECT bit_xor(DISTINCT i) FROM (VALUES (3), (3), (5)) v(i);
SELECT bit_or(i) FILTER (WHERE i > 3) FROM (VALUES (1), (4), (8)) v(i);
SELECT bit_and(x) OVER (ORDER BY x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM (VALUES (7), (3), (5)) v(x);
SELECT bit_and(1.5);
