-- Chains of JOIN ... USING and NATURAL joins, FULL ones included: a later USING names the merged column of an earlier FULL JOIN USING (planner bind.Scope, plan.JoinBinder)
CREATE TABLE ujc1 (name text, n int);
CREATE TABLE ujc2 (name text, n int);
CREATE TABLE ujc3 (name text, n int);
INSERT INTO ujc1 VALUES ('a', 1), ('b', 2), (NULL, 9);
INSERT INTO ujc2 VALUES ('a', 3), ('c', 4);
INSERT INTO ujc3 VALUES ('a', 5), ('d', 6), ('c', 7);
SELECT * FROM ujc1 FULL JOIN ujc2 USING (name) FULL JOIN ujc3 USING (name) ORDER BY name, 2, 3, 4;
SELECT * FROM (ujc1 FULL JOIN ujc2 USING (name)) FULL JOIN ujc3 USING (name) ORDER BY name, 2, 3, 4;
SELECT name, ujc1.n, ujc3.n FROM ujc1 FULL JOIN ujc2 USING (name) LEFT JOIN ujc3 USING (name) ORDER BY name, 2, 3;
SELECT * FROM ujc1 JOIN ujc2 USING (name) FULL JOIN ujc3 USING (name) ORDER BY name, 2, 3, 4;
SELECT * FROM ujc1 NATURAL FULL JOIN ujc2 NATURAL FULL JOIN ujc3 ORDER BY name, n;
SELECT count(*) FROM ujc1 FULL JOIN ujc2 USING (name) FULL JOIN ujc3 USING (name) WHERE name IS NOT NULL;
