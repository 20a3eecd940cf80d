SELECT * FROM docs WHERE tags @> '{t3,u5}'
SELECT id FROM docs WHERE '{t1,u1}' @> tags
SELECT id FROM docs WHERE tags && '{t2,u0}' AND body LIKE 'b1%'
SELECT id FROM docs WHERE tags = '{t1,u1}'
SELECT id FROM docs WHERE doc @> '{"a": 1}'
SELECT id FROM docs WHERE doc ? 'k1'
SELECT id FROM docs WHERE doc ?| ARRAY['k1', 'k2']
SELECT id FROM docs WHERE doc ?& '{k1,a}'
SELECT id FROM docs WHERE tv @@ 'word3 & w5'::tsquery
UPDATE docs SET body = 'u' WHERE tags @> '{u12}'
DELETE FROM docs WHERE doc ? 'nokey'
