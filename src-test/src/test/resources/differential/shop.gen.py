# Generates shop.sql (run from this folder: python3 shop.gen.py). Seeded, so the output is stable.
import random
r = random.Random(42)
out = []
w = out.append
w("-- Differential script: a small shop. Schema and data first, then queries.")
w("-- Statements end with ';' at the end of a line. A '-- name: x' line names the next query (used by deviations).")
w("-- Generated once (seed 42) and checked in; queries must be deterministic: ORDER BY on unique keys, or no ORDER BY (multiset).")
w("")
w("CREATE TABLE customers (id integer PRIMARY KEY, name varchar(40) NOT NULL, city text, tier char(1), joined date NOT NULL);")
w("CREATE TABLE products (id integer PRIMARY KEY, title text NOT NULL, category text NOT NULL, price numeric(8,2) NOT NULL, weight_kg double precision, active boolean NOT NULL);")
w("CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer NOT NULL, placed date NOT NULL, status text NOT NULL, discount numeric(4,2));")
w("CREATE TABLE order_items (order_id integer NOT NULL, line integer NOT NULL, product_id integer NOT NULL, qty integer NOT NULL, unit_price numeric(8,2) NOT NULL, PRIMARY KEY (order_id, line));")
w("CREATE INDEX orders_customer ON orders (customer_id);")
w("")
first = ["ada","ben","cleo","dan","eva","finn","gus","hana","ivan","jo","kai","lena","mo","nina","otto","pia","quin","rosa","sam","tea"]
last = ["smith","berg","novak","costa","ito","kim","moreau","silva","weber","ross"]
cities = ["oslo","lima","kyiv","pune","cork",None]
tiers = ["a","b","c",None]
rows=[]
for i in range(1,61):
    name = f"{r.choice(first)} {r.choice(last)}"
    city = r.choice(cities); tier = r.choice(tiers)
    d = f"2023-{r.randint(1,12):02d}-{r.randint(1,28):02d}"
    rows.append(f"({i}, '{name}', {repr(city) if city else 'NULL'}, {repr(tier) if tier else 'NULL'}, '{d}')")
w("INSERT INTO customers VALUES\n  " + ",\n  ".join(rows) + ";")
cats = ["books","games","tools","food","garden"]
adj = ["red","big","old","smart","tiny","fast","green","soft"]
noun = ["lamp","chair","kit","book","box","drill","tea","seed","ball","pen"]
rows=[]; prices={}
for i in range(1,41):
    p = r.randint(99, 25000)/100
    prices[i]=p
    wt = None if r.random()<0.15 else round(r.uniform(0.1, 20), 3)
    rows.append(f"({i}, '{r.choice(adj)} {r.choice(noun)} {i}', '{r.choice(cats)}', {p:.2f}, {wt if wt is not None else 'NULL'}, {str(r.random()<0.8).lower()})")
w("INSERT INTO products VALUES\n  " + ",\n  ".join(rows) + ";")
statuses = ["new","paid","shipped","cancelled"]
rows=[]
for i in range(1,201):
    c = r.randint(1,60)
    d = f"2024-{r.randint(1,6):02d}-{r.randint(1,28):02d}"
    disc = None if r.random()<0.6 else r.choice([0.05,0.10,0.15,0.25])
    rows.append(f"({i}, {c}, '{d}', '{r.choice(statuses)}', {('%.2f'%disc) if disc else 'NULL'})")
w("INSERT INTO orders VALUES\n  " + ",\n  ".join(rows) + ";")
rows=[]
for o in range(1,201):
    for line in range(1, r.randint(1,4)+1):
        pid = r.randint(1,40)
        rows.append(f"({o}, {line}, {pid}, {r.randint(1,9)}, {prices[pid]:.2f})")
for k in range(0, len(rows), 100):
    w("INSERT INTO order_items VALUES\n  " + ",\n  ".join(rows[k:k+100]) + ";")
w("")
qs = r"""
-- name: count_items
SELECT count(*), count(DISTINCT order_id) FROM order_items;
-- name: customers_in_oslo
SELECT id, name FROM customers WHERE city = 'oslo' ORDER BY id;
-- name: customers_no_city
SELECT id, name, tier FROM customers WHERE city IS NULL;
-- name: customers_by_name_like
SELECT id, name FROM customers WHERE name LIKE 'a%' OR name LIKE '%ss' ORDER BY name, id;
-- name: customers_joined_h2
SELECT id, joined FROM customers WHERE joined BETWEEN '2023-07-01' AND '2023-12-31' ORDER BY joined DESC, id;
-- name: tier_nulls_last
SELECT id, tier FROM customers ORDER BY tier, id;
-- name: tier_nulls_first_desc
SELECT id, tier FROM customers ORDER BY tier DESC, id DESC LIMIT 15;
-- name: products_expensive
SELECT id, title, price FROM products WHERE price > 150 ORDER BY price DESC, id;
-- name: products_by_category
SELECT category, count(*), min(price), max(price), sum(price) FROM products GROUP BY category;
-- name: products_avg_price_rounded
SELECT category, round(avg(price), 2) FROM products GROUP BY category ORDER BY category;
-- name: products_inactive
SELECT id, title FROM products WHERE NOT active;
-- name: products_weight_null
SELECT count(*), count(weight_kg) FROM products;
-- name: products_heavy
SELECT id, weight_kg FROM products WHERE weight_kg >= 10 ORDER BY weight_kg, id;
-- name: products_price_case
SELECT id, CASE WHEN price < 50 THEN 'cheap' WHEN price < 150 THEN 'mid' ELSE 'dear' END AS band FROM products;
-- name: products_band_counts
SELECT CASE WHEN price < 50 THEN 'cheap' WHEN price < 150 THEN 'mid' ELSE 'dear' END AS band, count(*) FROM products GROUP BY 1;
-- name: products_page
SELECT id, title FROM products ORDER BY title, id LIMIT 10 OFFSET 5;
-- name: orders_status_counts
SELECT status, count(*) FROM orders GROUP BY status;
-- name: orders_per_month
SELECT extract(month from placed) AS m, count(*) FROM orders GROUP BY extract(month from placed) ORDER BY m;
-- name: orders_discounted
SELECT id, discount FROM orders WHERE discount IS NOT NULL AND status <> 'cancelled' ORDER BY discount DESC, id;
-- name: orders_discount_coalesce
SELECT id, coalesce(discount, 0) FROM orders WHERE customer_id < 10;
-- name: orders_in_list
SELECT id, status FROM orders WHERE status IN ('new', 'paid') AND customer_id IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
-- name: orders_latest
SELECT id, placed FROM orders ORDER BY placed DESC, id DESC LIMIT 10;
-- name: customer_order_counts
SELECT c.id, c.name, count(*) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name;
-- name: customers_many_orders
SELECT c.id, count(*) AS n FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id HAVING count(*) >= 5 ORDER BY n DESC, c.id;
-- name: item_totals
SELECT order_id, sum(qty * unit_price) AS total FROM order_items GROUP BY order_id;
-- name: big_orders
SELECT order_id, sum(qty * unit_price) AS total FROM order_items GROUP BY order_id HAVING sum(qty * unit_price) > 2500 ORDER BY total DESC, order_id;
-- name: revenue_by_status
SELECT o.status, sum(i.qty * i.unit_price) FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.status;
-- name: revenue_by_category
SELECT p.category, sum(i.qty), sum(i.qty * i.unit_price) FROM order_items i JOIN products p ON p.id = i.product_id GROUP BY p.category;
-- name: three_way_join
SELECT o.id, c.name, p.title, i.qty FROM orders o JOIN customers c ON c.id = o.customer_id JOIN order_items i ON i.order_id = o.id JOIN products p ON p.id = i.product_id WHERE o.id <= 12 ORDER BY o.id, i.line;
-- name: discounted_totals
SELECT o.id, round(sum(i.qty * i.unit_price) * (1 - coalesce(o.discount, 0)), 2) FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.id, o.discount;
-- name: distinct_cities
SELECT DISTINCT city FROM customers;
-- name: distinct_pairs
SELECT DISTINCT o.status, c.tier FROM orders o JOIN customers c ON c.id = o.customer_id;
-- name: float_round_half_even
SELECT round(2.5::float8), round(3.5::float8), round(-0.5::float8);
-- name: qty_stats
SELECT min(qty), max(qty), sum(qty), count(DISTINCT product_id) FROM order_items;
-- name: qty_int_division
SELECT order_id, line, qty / 2, qty % 4, qty * -3 FROM order_items WHERE order_id <= 20;
-- name: price_math
SELECT id, price * 2, price - 0.99, price * 1.1 FROM products WHERE id <= 15;
-- name: price_round_trunc
SELECT id, round(price), trunc(price, 1), floor(price), ceil(price), abs(0 - price) FROM products;
-- name: name_functions
SELECT id, upper(name), length(name), substr(name, 1, 3), lower(city) || '/' || coalesce(tier, '-') FROM customers WHERE id <= 25;
-- name: string_concat_order
SELECT name || ' (' || id || ')' FROM customers ORDER BY id DESC LIMIT 12;
-- name: three_valued_where
SELECT id FROM customers WHERE NOT (tier = 'a') OR city <> 'oslo';
-- name: nullif_tier
SELECT id, nullif(tier, 'b') FROM customers WHERE id BETWEEN 20 AND 40;
-- name: cast_texts
SELECT id, CAST(price AS integer), CAST(id AS text) || 'x', price::text FROM products WHERE id > 30;
-- name: weight_float
SELECT id, weight_kg * 2, weight_kg > 5.5 FROM products WHERE weight_kg IS NOT NULL;
-- name: dates_compare
SELECT o.id, o.placed, c.joined FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.placed < '2024-02-01' AND c.joined > '2023-06-30';
-- name: generate_series_join
SELECT g.n, count(o.id) FROM generate_series(1, 6) AS g(n) JOIN orders o ON extract(month from o.placed) = g.n GROUP BY g.n ORDER BY g.n;
"""
w(qs.strip())
open("shop.sql","w").write("\n".join(out)+"\n")
