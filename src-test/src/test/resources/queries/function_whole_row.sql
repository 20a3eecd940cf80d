-- A function of one value in FROM, referenced by its alias (PostgreSQL's whole-row reference to a scalar function; bind.Scope) and read laterally
CREATE TABLE t (id int, doc jsonb, tags text[]);
INSERT INTO t VALUES (1, '[1,{"a":2}]', '{a,b}'), (2, '[3]', '{c}'), (3, NULL, NULL);
select t.id, e from t, jsonb_array_elements(t.doc) e order by 1, 2;
select t.id, k from t left join lateral jsonb_array_elements_text(t.doc) k on true order by 1, 2;
select e->>'a' from jsonb_array_elements('[{"a":1},{"a":2}]') e order by 1;
select e, e.value from jsonb_array_elements('[1]') e;
select jsonb_array_elements from jsonb_array_elements('[1]');
select * from jsonb_array_elements('[1]') e;
select value from jsonb_array_elements('[5]') e;
select e from jsonb_array_elements('[1]') e(x);
select e from json_array_elements('[1]') e where e::text = '1';
select count(*) from t, jsonb_array_elements(t.doc) e where e = '3';
select t.id, e from t, jsonb_array_elements(t.doc) e, jsonb_array_elements(t.doc) f where e = f order by 1, 2;
select e from t, jsonb_array_elements(t.doc) e, jsonb_array_elements(t.doc) e2 order by 1 limit 1;
select t.id, u, g from t, unnest(t.tags) u, generate_series(1, t.id) g order by 1, 2, 3;
select x.e from (select e from jsonb_array_elements('[7]') e) x;
select t.id, (select count(*) from jsonb_array_elements(t.doc) e where jsonb_typeof(e) = 'number') from t order by 1;
