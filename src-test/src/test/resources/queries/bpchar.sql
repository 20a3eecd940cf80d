-- bpchar without a length is unlimited and unpadded (TypeNames; character alone is character(1)); btree_index.sql's case
CREATE TABLE bp (f1 text, f2 bpchar, f3 char, f4 bpchar(4), f5 character);
INSERT INTO bp VALUES ('foo', 'foo  ', 'x', 'ab', 'y');
INSERT INTO bp VALUES ('fool', 'longer text', 'xy', 'abcdef', 'z');
SELECT * FROM bp WHERE f1::bpchar LIKE 'foo';
SELECT * FROM bp WHERE f1::bpchar LIKE 'foo%' ORDER BY f1;
SELECT f2, length(f2), f2 = 'foo', f4 || '|', length(f4) FROM bp ORDER BY f1;
SELECT 'foo'::bpchar LIKE 'foo', length('foo'::bpchar), 'foo'::bpchar || 'x', pg_typeof('x'::bpchar), 'abc'::character;
SELECT format_type(atttypid, atttypmod), atttypmod FROM pg_attribute WHERE attrelid = 'bp'::regclass AND attnum > 0 ORDER BY attnum;
SELECT format_type(1042, -1), format_type(1042, NULL), format_type(1042, 9);
SELECT column_name, data_type, character_maximum_length FROM information_schema.columns WHERE table_name = 'bp' ORDER BY ordinal_position;
CREATE TEMP TABLE btree_bpchar (f1 text COLLATE "C");
INSERT INTO btree_bpchar VALUES ('foo'), ('fool'), ('bar'), ('quux');
SELECT * FROM btree_bpchar WHERE f1::bpchar LIKE 'foo';
SELECT * FROM btree_bpchar WHERE f1::bpchar LIKE 'foo%' ORDER BY 1;
