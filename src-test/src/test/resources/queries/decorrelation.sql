-- Scalar subqueries with an aggregate in WHERE (issue 11): Lanin may join them as grouped derived
-- tables (cost-based); the rows must be PostgreSQL's, which always runs them per row. Each query
-- also runs with OFFSET 0 in the subquery, which keeps it a SubPlan in Lanin: same rows (metamorphic).
CREATE TABLE dept (id int PRIMARY KEY, name text, budget numeric);
CREATE TABLE emp (id int PRIMARY KEY, dept int, salary numeric, bonus int, grade text);
INSERT INTO dept VALUES (1, 'eng', 1000), (2, 'ops', 500), (3, 'sales', NULL), (4, 'empty', 10), (5, NULL, 70);
INSERT INTO emp SELECT g, CASE WHEN g % 17 = 0 THEN NULL ELSE g % 4 + 1 END,
  CASE WHEN g % 13 = 0 THEN NULL ELSE (g * 37) % 200 END, (g * 7) % 11 - 3,
  CASE g % 3 WHEN 0 THEN 'a' WHEN 1 THEN 'b' ELSE NULL END FROM generate_series(1, 300) g;
INSERT INTO emp VALUES (1001, 4, NULL, NULL, 'a'), (1002, 4, NULL, 5, NULL);
ANALYZE dept;
ANALYZE emp;
SELECT count(*), sum(id) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept);
SELECT count(*), sum(id) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept OFFSET 0);
SELECT count(*), sum(id) FROM emp e1 WHERE salary <= (SELECT 0.5 * max(salary) + 10 FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade = 'a');
SELECT count(*), sum(id) FROM emp e1 WHERE salary <= (SELECT 0.5 * max(salary) + 10 FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade = 'a' OFFSET 0);
SELECT count(*), sum(id) FROM emp e1 WHERE bonus = (SELECT min(bonus) FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade = e1.grade);
SELECT count(*), sum(id) FROM emp e1 WHERE bonus = (SELECT min(bonus) FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade = e1.grade OFFSET 0);
SELECT count(*), sum(id) FROM emp e1 WHERE (SELECT sum(bonus) FROM emp e2 WHERE e1.dept = e2.dept AND e2.id < 100) < bonus * 40;
SELECT count(*), sum(id) FROM emp e1 WHERE (SELECT sum(bonus) FROM emp e2 WHERE e1.dept = e2.dept AND e2.id < 100 OFFSET 0) < bonus * 40;
SELECT d.name, count(*) FROM dept d, emp e WHERE e.dept = d.id AND e.salary >= (SELECT avg(salary) FROM emp x WHERE x.dept = d.id) GROUP BY d.name ORDER BY 1;
SELECT d.name, count(*) FROM dept d, emp e WHERE e.dept = d.id AND e.salary >= (SELECT avg(salary) FROM emp x WHERE x.dept = d.id OFFSET 0) GROUP BY d.name ORDER BY 1;
SELECT d.id, d.name FROM dept d WHERE d.budget > (SELECT sum(salary) / 10 FROM emp WHERE emp.dept = d.id) ORDER BY 1;
SELECT d.id, d.name FROM dept d WHERE d.budget < (SELECT max(salary) * 5 FROM emp WHERE emp.dept = d.id) ORDER BY 1;
SELECT d.id, d.name FROM dept d WHERE d.budget < (SELECT max(salary) * 5 FROM emp WHERE emp.dept = d.id OFFSET 0) ORDER BY 1;
SELECT d.id FROM dept d WHERE 0 = (SELECT count(*) FROM emp WHERE emp.dept = d.id) ORDER BY 1;
SELECT d.id FROM dept d WHERE (SELECT max(salary) FROM emp WHERE emp.dept = d.id) IS NULL ORDER BY 1;
SELECT d.id FROM dept d WHERE d.budget <> (SELECT avg(salary) FROM emp WHERE emp.dept = d.id AND emp.salary BETWEEN 10 AND 100) ORDER BY 1;
SELECT d.id FROM dept d WHERE d.budget <> (SELECT avg(salary) FROM emp WHERE emp.dept = d.id AND emp.salary BETWEEN 10 AND 100 OFFSET 0) ORDER BY 1;
SELECT e1.id FROM emp e1 WHERE e1.id < 40 AND e1.salary > (SELECT avg(e2.salary) FROM emp e2, dept d WHERE e2.dept = d.id AND d.id = e1.dept AND d.name LIKE 'e%') ORDER BY 1;
SELECT e1.id FROM emp e1 WHERE e1.id < 40 AND e1.salary > (SELECT avg(e2.salary) FROM emp e2, dept d WHERE e2.dept = d.id AND d.id = e1.dept AND d.name LIKE 'e%' OFFSET 0) ORDER BY 1;
SELECT count(*) FROM emp e1 LEFT JOIN dept d ON d.id = e1.dept WHERE e1.salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = d.id);
SELECT count(*) FROM emp e1 LEFT JOIN dept d ON d.id = e1.dept WHERE e1.salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = d.id OFFSET 0);
SELECT count(*) FROM emp e1 WHERE e1.salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept) AND e1.bonus > (SELECT avg(bonus) FROM emp e3 WHERE e3.grade = e1.grade);
SELECT count(*) FROM emp e1 WHERE e1.salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept OFFSET 0) AND e1.bonus > (SELECT avg(bonus) FROM emp e3 WHERE e3.grade = e1.grade OFFSET 0);
SELECT id FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept) ORDER BY salary DESC, id LIMIT 5;
SELECT dept, count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept) GROUP BY dept ORDER BY dept;
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept) OR bonus > 5;
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE dept = e1.dept);
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.nope);
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept AND 1 / (e2.bonus + 3) > 0);
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade IN ('a', 'b') AND e2.bonus IS NOT NULL);
SELECT count(*) FROM emp e1 WHERE salary > (SELECT avg(salary) FROM emp e2 WHERE e2.dept = e1.dept AND e2.grade IN ('a', 'b') AND e2.bonus IS NOT NULL OFFSET 0);
