-- boolean IS [NOT] UNKNOWN (IS [NOT] NULL of a boolean; other types refused as for IS TRUE) (planner bind.PredicateBinder)
CREATE TABLE u (id int, b boolean);
INSERT INTO u VALUES (1, true), (2, false), (3, NULL);
SELECT id, b IS UNKNOWN, b IS NOT UNKNOWN, (b AND true) IS UNKNOWN FROM u ORDER BY id;
SELECT id FROM u WHERE b IS UNKNOWN;
SELECT id FROM u WHERE NOT (b IS NOT UNKNOWN) OR id = 1 ORDER BY id;
SELECT NULL IS UNKNOWN, (1 < 2) IS NOT UNKNOWN, (NULL::int < 2) IS UNKNOWN;
SELECT 1 IS UNKNOWN;
SELECT 'true' IS UNKNOWN;
DROP TABLE u;
