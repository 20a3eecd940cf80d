-- GROUPING SETS, ROLLUP, CUBE and grouping() (issue 15); each rollup is also checked against the UNION ALL of its GROUP BYs
CREATE TABLE sales (region text, city text, product text, qty int, price numeric(6,2));
INSERT INTO sales VALUES ('north', 'oslo', 'tea', 3, 2.50), ('north', 'oslo', 'coffee', 5, 3.00), ('north', 'bergen', 'tea', 1, 2.50),
  ('south', 'rome', 'tea', 2, 2.75), ('south', 'rome', 'coffee', 7, 3.10), ('south', 'milan', 'coffee', 4, 3.20),
  ('south', NULL, 'tea', 6, 2.60), (NULL, NULL, 'water', 9, 1.00);
SELECT region, city, sum(qty) FROM sales GROUP BY ROLLUP (region, city) ORDER BY region, city, 3;
SELECT region, city, sum(qty), count(*) FROM sales GROUP BY CUBE (region, city) ORDER BY region, city, 3;
SELECT region, product, sum(qty) FROM sales GROUP BY GROUPING SETS ((region, product), (region), ()) ORDER BY 1, 2, 3;
SELECT region, product, sum(qty) FROM sales GROUP BY GROUPING SETS (region, product) ORDER BY 1, 2, 3;
SELECT region, city, product, sum(qty) FROM sales GROUP BY region, ROLLUP (city, product) ORDER BY 1, 2, 3, 4;
SELECT region, city, product, sum(qty) FROM sales GROUP BY ROLLUP (region, (city, product)) ORDER BY 1, 2, 3, 4;
SELECT region, city, product, sum(qty) FROM sales GROUP BY ROLLUP (region), CUBE (product) ORDER BY 1, 2, 3, 4;
SELECT region, product, count(*) FROM sales GROUP BY GROUPING SETS ((region), ROLLUP (product)) ORDER BY 1, 2, 3;
SELECT region, product, count(*) FROM sales GROUP BY region, GROUPING SETS ((product), ()) ORDER BY 1, 2, 3;
SELECT region, count(*) FROM sales GROUP BY GROUPING SETS ((region), (region)) ORDER BY 1, 2;
SELECT count(*), sum(qty) FROM sales GROUP BY ();
SELECT count(*) FROM sales WHERE qty > 100 GROUP BY ();
SELECT region, count(*) FROM sales WHERE qty > 100 GROUP BY ROLLUP (region);
SELECT region, count(*) FROM sales WHERE qty > 100 GROUP BY GROUPING SETS ((region), ());
SELECT count(*) FROM sales GROUP BY GROUPING SETS (());
SELECT region, city, grouping(region), grouping(city), grouping(region, city), grouping(city, region), sum(qty) FROM sales GROUP BY ROLLUP (region, city) ORDER BY 1, 2, 5, 7;
SELECT region, product, grouping(region, product) AS g, sum(qty) FROM sales GROUP BY CUBE (region, product) ORDER BY g, 1, 2;
SELECT CASE WHEN grouping(region) = 1 THEN 'all regions' ELSE region END AS r, sum(qty) FROM sales GROUP BY ROLLUP (region) ORDER BY 1;
SELECT region, grouping(region) FROM sales GROUP BY region ORDER BY 1;
SELECT region, city, sum(qty) FROM sales GROUP BY ROLLUP (region, city) HAVING sum(qty) > 8 ORDER BY 1, 2, 3;
SELECT region, city, sum(qty) FROM sales GROUP BY ROLLUP (region, city) HAVING grouping(city) = 1 ORDER BY 1, 2, 3;
SELECT region, sum(qty) FROM sales GROUP BY CUBE (region) HAVING count(*) > 1 ORDER BY 1, 2;
SELECT region, sum(qty * price) AS revenue, avg(price), min(product), max(qty) FROM sales GROUP BY ROLLUP (region) ORDER BY 1, 2;
SELECT region, count(DISTINCT product), string_agg(product, ',' ORDER BY product) FROM sales GROUP BY ROLLUP (region) ORDER BY 1, 2;
SELECT region, sum(qty) FILTER (WHERE product = 'tea') FROM sales GROUP BY ROLLUP (region) ORDER BY 1, 2;
SELECT lower(region), sum(qty) FROM sales GROUP BY ROLLUP (lower(region)) ORDER BY 1, 2;
SELECT region AS r, sum(qty) FROM sales GROUP BY ROLLUP (r) ORDER BY 1, 2;
SELECT region, city, sum(qty) FROM sales GROUP BY ROLLUP (1, 2) ORDER BY 1, 2, 3;
SELECT region, sum(qty), rank() OVER (ORDER BY sum(qty) DESC) FROM sales GROUP BY ROLLUP (region) ORDER BY 1, 2;
SELECT * FROM (SELECT region, city, sum(qty) AS s FROM sales GROUP BY CUBE (region, city)) c WHERE s > 10 ORDER BY 1, 2, 3;
SELECT count(*) FROM (SELECT region, city, product FROM sales GROUP BY CUBE (region, city, product)) c;
SELECT region, city FROM sales GROUP BY ROLLUP (region);
SELECT region, grouping(city) FROM sales GROUP BY ROLLUP (region);
SELECT grouping(region) FROM sales;
SELECT region FROM sales WHERE grouping(region) = 0 GROUP BY ROLLUP (region);
SELECT region, sum(qty) FROM sales GROUP BY ROLLUP (region) ORDER BY 1, 2 LIMIT 2;
SELECT region, city, sum(qty) FROM sales GROUP BY ROLLUP (region, city)
  EXCEPT ALL
  (SELECT region, city, sum(qty) FROM sales GROUP BY region, city UNION ALL SELECT region, NULL, sum(qty) FROM sales GROUP BY region UNION ALL SELECT NULL, NULL, sum(qty) FROM sales);
SELECT count(*) FROM (SELECT region, city, sum(qty) FROM sales GROUP BY CUBE (region, city)) c;
SELECT count(*) FROM (SELECT region, city, sum(qty) FROM sales GROUP BY region, city UNION ALL SELECT region, NULL, sum(qty) FROM sales GROUP BY region UNION ALL SELECT NULL, city, sum(qty) FROM sales GROUP BY city UNION ALL SELECT NULL, NULL, sum(qty) FROM sales) u;
SELECT region, product, sum(qty) FROM sales GROUP BY CUBE (region, product)
  EXCEPT ALL
  (SELECT region, product, sum(qty) FROM sales GROUP BY region, product UNION ALL SELECT region, NULL, sum(qty) FROM sales GROUP BY region UNION ALL SELECT NULL, product, sum(qty) FROM sales GROUP BY product UNION ALL SELECT NULL, NULL, sum(qty) FROM sales);
