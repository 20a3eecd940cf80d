-- The Sakila port's payment table, its six monthly children and its six CREATE RULE statements, copied from
-- shared/suites/sakila/postgres-sakila-db/postgres-sakila-schema.sql (foreign keys left out), and INSERTs routed by
-- the conditional DO INSTEAD rules: each row lands in the month's child, other rows stay in payment.
-- record: counts
CREATE SEQUENCE payment_payment_id_seq INCREMENT BY 1 NO MAXVALUE NO MINVALUE CACHE 1;
CREATE TABLE payment (
    payment_id integer DEFAULT nextval('payment_payment_id_seq'::regclass) NOT NULL,
    customer_id smallint NOT NULL,
    staff_id smallint NOT NULL,
    rental_id integer NOT NULL,
    amount numeric(5,2) NOT NULL,
    payment_date timestamp without time zone NOT NULL
);
CREATE TABLE payment_p2007_01 (CONSTRAINT payment_p2007_01_payment_date_check CHECK (((payment_date >= '2007-01-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-02-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE TABLE payment_p2007_02 (CONSTRAINT payment_p2007_02_payment_date_check CHECK (((payment_date >= '2007-02-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-03-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE TABLE payment_p2007_03 (CONSTRAINT payment_p2007_03_payment_date_check CHECK (((payment_date >= '2007-03-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-04-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE TABLE payment_p2007_04 (CONSTRAINT payment_p2007_04_payment_date_check CHECK (((payment_date >= '2007-04-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-05-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE TABLE payment_p2007_05 (CONSTRAINT payment_p2007_05_payment_date_check CHECK (((payment_date >= '2007-05-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-06-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE TABLE payment_p2007_06 (CONSTRAINT payment_p2007_06_payment_date_check CHECK (((payment_date >= '2007-06-01 00:00:00'::timestamp without time zone) AND (payment_date < '2007-07-01 00:00:00'::timestamp without time zone)))) INHERITS (payment);
CREATE RULE payment_insert_p2007_01 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-01-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-02-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_01 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
CREATE RULE payment_insert_p2007_02 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-02-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-03-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_02 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
CREATE RULE payment_insert_p2007_03 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-03-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-04-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_03 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
CREATE RULE payment_insert_p2007_04 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-04-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-05-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_04 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
CREATE RULE payment_insert_p2007_05 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-05-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-06-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_05 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
CREATE RULE payment_insert_p2007_06 AS ON INSERT TO payment WHERE ((new.payment_date >= '2007-06-01 00:00:00'::timestamp without time zone) AND (new.payment_date < '2007-07-01 00:00:00'::timestamp without time zone)) DO INSTEAD INSERT INTO payment_p2007_06 (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (DEFAULT, new.customer_id, new.staff_id, new.rental_id, new.amount, new.payment_date);
ALTER TABLE ONLY payment ADD CONSTRAINT payment_pkey PRIMARY KEY (payment_id);
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (269, 2, 7, 1.99, '2007-01-24 21:40:19.996577');
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (274, 1, 147, 2.99, '2007-02-14 23:22:38.996577');
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (1, 1, 76, 2.99, '2005-05-25 11:30:37');
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES
    (2, 1, 320, 4.99, '2007-03-01 00:00:00'), (3, 2, 435, 1.99, '2007-02-28 23:59:59.999999'),
    (4, 1, 1297, 4.99, '2007-04-30 12:00:00'), (5, 2, 1633, 0.99, '2007-05-14 13:44:29.996577'),
    (6, 1, 1707, 2.99, '2007-06-30 23:59:59'), (7, 2, 1724, 0.99, '2007-07-01 00:00:00'), (8, 1, 2, 3.99, '2006-02-14 15:16:03');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (9000, 9, 1, 3, 5.99, '2007-03-21 22:00:00');
INSERT INTO payment (payment_id, customer_id, staff_id, rental_id, amount, payment_date) VALUES (9001, 10, 2, 4, 6.99, '2005-06-21 22:00:00');
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (11, 1, 5, 7.99, NULL);
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (12, 1, 6, 12345.99, '2007-01-02 00:00:00');
CREATE TABLE staging (customer_id smallint, amount numeric(5,2), payment_date timestamp);
INSERT INTO staging VALUES (20, 1.00, '2007-01-05'), (21, 2.00, '2007-02-05'), (22, 3.00, '2007-03-05'), (23, 4.00, '2007-04-05'),
    (24, 5.00, '2007-05-05'), (25, 6.00, '2007-06-05'), (26, 7.00, '2007-07-05');
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) SELECT customer_id, 1, 100 + customer_id, amount, payment_date FROM staging;
BEGIN;
INSERT INTO payment (customer_id, staff_id, rental_id, amount, payment_date) VALUES (30, 1, 30, 9.99, '2007-02-02');
ROLLBACK;
SELECT 'payment' AS t, payment_id, customer_id, amount, payment_date FROM ONLY payment
UNION ALL SELECT 'p2007_01', payment_id, customer_id, amount, payment_date FROM payment_p2007_01
UNION ALL SELECT 'p2007_02', payment_id, customer_id, amount, payment_date FROM payment_p2007_02
UNION ALL SELECT 'p2007_03', payment_id, customer_id, amount, payment_date FROM payment_p2007_03
UNION ALL SELECT 'p2007_04', payment_id, customer_id, amount, payment_date FROM payment_p2007_04
UNION ALL SELECT 'p2007_05', payment_id, customer_id, amount, payment_date FROM payment_p2007_05
UNION ALL SELECT 'p2007_06', payment_id, customer_id, amount, payment_date FROM payment_p2007_06
ORDER BY customer_id;
SELECT count(*), sum(amount) FROM payment;
SELECT nextval('payment_payment_id_seq');
SELECT rulename FROM pg_rules WHERE tablename = 'payment' ORDER BY rulename;
