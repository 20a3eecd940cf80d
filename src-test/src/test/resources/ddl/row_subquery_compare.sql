-- A row constructor compared with a row subquery, (a, b) op (SELECT x, y ...): field by field against its one row (planner bind.RowValues, plan.SelectPlanner.rowFields)
CREATE TABLE rsc (f1 int, f2 int, f3 text);
INSERT INTO rsc VALUES (1, 2, 'a'), (2, 3, 'b'), (3, 3, 'c'), (NULL, 1, 'd');
SELECT ROW(1, 2) = (SELECT 1, 2), (1, 2) <> (SELECT 1, 3), (1, 2) < (SELECT 1, 3), (2, 1) >= (SELECT 1, 9);
SELECT (SELECT 1, 2) = ROW(1, 2);
SELECT ROW(1, 2) = (SELECT f1, f2) AS eq FROM rsc ORDER BY f3;
SELECT ROW(1, 2) = (SELECT 3, 4) AS eq FROM rsc ORDER BY f3;
SELECT f3 FROM rsc x WHERE (f1, f2) = (SELECT f1, f2 FROM rsc y WHERE y.f3 = x.f3) ORDER BY f3;
SELECT f3, (f1, f2) < (SELECT max(f1), max(f2) FROM rsc) FROM rsc ORDER BY f3;
SELECT (1, 2) = (SELECT 1, 2 WHERE false);
SELECT (1, 2) = (SELECT f1, f2 FROM rsc);
SELECT (1, 2) = (SELECT 1);
SELECT (1, 2) = (SELECT 1, 2, 3);
SELECT (SELECT 1, 2);
