-- SQL-standard function bodies (PostgreSQL 14+): RETURN expr and BEGIN ATOMIC ... END, for functions
-- and procedures; checked against the catalog at CREATE; the statement splitter keeps the block whole
CREATE TABLE acct (id integer PRIMARY KEY, owner text, balance numeric(10,2) NOT NULL DEFAULT 0);
CREATE TABLE audit (id integer, what text);
INSERT INTO acct VALUES (1, 'ann', 100), (2, 'bob', 50);
CREATE FUNCTION add_em(a integer, b integer) RETURNS integer LANGUAGE sql IMMUTABLE RETURN a + b;
SELECT add_em(2, 3), add_em(NULL, 1);
CREATE FUNCTION greet(who text) RETURNS text RETURN 'hello, ' || who;
SELECT greet('world');
CREATE FUNCTION balance_of(k integer) RETURNS numeric
    LANGUAGE sql STABLE
    BEGIN ATOMIC
        SELECT balance FROM acct WHERE id = k;
    END;
SELECT balance_of(1), balance_of(2), balance_of(3);
CREATE PROCEDURE transfer(src integer, dst integer, amount numeric)
LANGUAGE sql
BEGIN ATOMIC
    UPDATE acct SET balance = balance - amount WHERE id = src;
    UPDATE acct SET balance = balance + amount WHERE id = dst;
    INSERT INTO audit VALUES (src, 'sent ' || amount);
    INSERT INTO audit VALUES (dst, CASE WHEN amount > 10 THEN 'big' ELSE 'small' END);
END;
CALL transfer(1, 2, 30);
CALL transfer(2, 1, 5);
SELECT * FROM acct ORDER BY id;
SELECT * FROM audit ORDER BY id, what;
CREATE FUNCTION rich(lim numeric) RETURNS SETOF text
BEGIN ATOMIC
    SELECT owner FROM acct WHERE balance > lim ORDER BY owner;
END;
SELECT * FROM rich(0);
SELECT * FROM rich(75);
CREATE FUNCTION bump(k integer) RETURNS numeric
BEGIN ATOMIC
    UPDATE acct SET balance = balance + 1 WHERE id = k;
    SELECT balance FROM acct WHERE id = k;
END;
SELECT bump(1);
CREATE FUNCTION sign_of(x integer) RETURNS text
BEGIN ATOMIC
    SELECT CASE WHEN x < 0 THEN 'neg' WHEN x = 0 THEN 'zero' ELSE 'pos' END;
END;
SELECT sign_of(-4), sign_of(0), sign_of(9);
CREATE FUNCTION missing_table() RETURNS integer
BEGIN ATOMIC
    SELECT count(*) FROM nosuch;
END;
CREATE FUNCTION missing_column() RETURNS integer RETURN (SELECT nosuch FROM acct LIMIT 1);
CREATE OR REPLACE FUNCTION greet(who text) RETURNS text RETURN 'hi, ' || who;
SELECT greet('again');
