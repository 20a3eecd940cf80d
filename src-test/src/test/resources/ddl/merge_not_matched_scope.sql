-- MERGE: a WHEN NOT MATCHED action (its AND condition and INSERT values) cannot reference the target, which has no row there (plan.MergePlanner binds it with the target's columns hidden)
CREATE TABLE t (id int PRIMARY KEY, v text);
CREATE TABLE s (id int, w text);
INSERT INTO t VALUES (1, 'a');
INSERT INTO s VALUES (1, 'x'), (2, 'y');
MERGE INTO t USING s ON t.id = s.id WHEN NOT MATCHED THEN INSERT VALUES (s.id, t.v);
MERGE INTO t USING s ON t.id = s.id WHEN NOT MATCHED THEN INSERT VALUES (s.id, v);
MERGE INTO t USING s ON t.id = s.id WHEN NOT MATCHED AND t.v IS NULL THEN INSERT VALUES (s.id, s.w);
MERGE INTO t AS tt USING s ON tt.id = s.id WHEN NOT MATCHED THEN INSERT VALUES (s.id, tt.v);
MERGE INTO t USING s ON t.id = s.id WHEN NOT MATCHED AND t.id > 100 THEN DO NOTHING;
SELECT * FROM t ORDER BY id;
MERGE INTO t USING s ON t.id = s.id WHEN NOT MATCHED THEN INSERT VALUES (s.id, w);
MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET v = t.v || s.w WHEN NOT MATCHED AND s.id > 100 THEN DO NOTHING;
MERGE INTO t USING (SELECT id + 10 AS id, w FROM s) q ON t.id = q.id WHEN NOT MATCHED AND q.w <> 'x' THEN INSERT (id, v) VALUES (q.id, q.w || '!');
SELECT * FROM t ORDER BY id;
DROP TABLE t, s;
