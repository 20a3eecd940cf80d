-- RETURNING of UPDATE and DELETE through an inheritance parent: PostgreSQL converts each child's row
-- to the parent's row type first, so * and target.* are the parent's columns for every table of the
-- set (a child's own columns do not show); a child's own column named in the list is 42703.
CREATE TABLE items (id int PRIMARY KEY, "Label" text, qty int);
CREATE TABLE books (isbn text, qty int) INHERITS (items);
CREATE TABLE gadgets (watts int) INHERITS (items);
CREATE TABLE ebooks (bytes bigint) INHERITS (books);
INSERT INTO items VALUES (1, 'plain', 5);
INSERT INTO books VALUES (2, 'novel', 3, '978-1');
INSERT INTO gadgets VALUES (3, 'lamp', 1, 60);
INSERT INTO ebooks VALUES (4, 'pdf', 9, '978-2', 1024);
UPDATE items SET qty = qty + 1 WHERE id = 4 RETURNING *;
UPDATE items i SET qty = qty + 1 WHERE id = 3 RETURNING i.*, id * 10 AS tenfold;
UPDATE items SET qty = qty + 1 WHERE id = 2 RETURNING items.*, *;
UPDATE items SET qty = 0 WHERE id = 3 RETURNING watts;
UPDATE books SET qty = qty - 1 WHERE id = 4 RETURNING *;
UPDATE ONLY items SET qty = 100 RETURNING *;
SELECT count(*) FROM (SELECT 1 FROM items) s;
DELETE FROM items WHERE id = 3 RETURNING *;
DELETE FROM items i WHERE i."Label" = 'pdf' RETURNING "Label", i.*;
DELETE FROM books RETURNING *;
SELECT * FROM items ORDER BY id;
