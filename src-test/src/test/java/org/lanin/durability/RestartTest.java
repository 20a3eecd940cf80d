package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file database closed and opened again keeps its rows, its DDL and its sequences. */
class RestartTest {
    @TempDir
    Path tmp;

    @Test
    void rowsAndDdlSurviveACleanRestart() throws SQLException {
        Path dir = tmp.resolve("shop");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL UNIQUE, born date)",
                    "CREATE TABLE orders (id bigserial PRIMARY KEY, customer int REFERENCES customers ON DELETE CASCADE,"
                            + " total numeric(10,2) CHECK (total >= 0), note varchar(20) DEFAULT 'none')",
                    "CREATE INDEX orders_customer ON orders (customer)",
                    "INSERT INTO customers (name, born) VALUES ('ada', '1815-12-10'), ('alan', '1912-06-23'), ('grace', NULL)",
                    "INSERT INTO orders (customer, total) VALUES (1, 12.50), (1, 3.25), (2, 99.99), (3, 0)",
                    "UPDATE orders SET total = total + 1 WHERE customer = 1",
                    "DELETE FROM customers WHERE name = 'grace'",
                    "CREATE VIEW big AS SELECT id, total FROM orders WHERE total > 10",
                    "ALTER TABLE orders ADD COLUMN paid boolean DEFAULT false",
                    "CREATE SEQUENCE tickets START 100");
            assertThat(scalar(c, "SELECT nextval('tickets')")).isEqualTo(100);
        }
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT id, name, born FROM customers ORDER BY id"))
                    .containsExactly("1|ada|1815-12-10", "2|alan|1912-06-23");
            assertThat(rows(c, "SELECT customer, total, note, paid FROM orders ORDER BY id"))
                    .containsExactly("1|13.50|none|f", "1|4.25|none|f", "2|99.99|none|f");
            assertThat(rows(c, "SELECT id FROM big ORDER BY id")).containsExactly("1", "3");
            assertThat(scalar(c, "SELECT nextval('tickets')")).isEqualTo(101);
            exec(c, "INSERT INTO customers (name) VALUES ('edsger')");
            assertThat(scalar(c, "SELECT max(id) FROM customers")).isEqualTo(4); // serial went on past 3
            assertThat(scalar(c, "SELECT recovered_records FROM lanin_stat_wal")).isZero();
            assertIndexesClean(c);
            SqlFails.expect(() -> exec(c, "INSERT INTO customers (name) VALUES ('ada')"), "23505");
            SqlFails.expect(() -> exec(c, "INSERT INTO orders (customer, total) VALUES (42, 1)"), "23503");
            SqlFails.expect(() -> exec(c, "INSERT INTO orders (customer, total) VALUES (1, -1)"), "23514");
            exec(c, "DELETE FROM customers WHERE id = 1");
            assertThat(scalar(c, "SELECT count(*) FROM orders")).isEqualTo(1); // ON DELETE CASCADE came back too
        }
    }

    @Test
    void arrayColumnsSurviveTheLogAndTheImage() throws Exception {
        Path dir = tmp.resolve("arrays");
        Path crashed = tmp.resolve("arrays-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE tagged (id int PRIMARY KEY, tags text[], grid int[][])",
                    "INSERT INTO tagged VALUES (1, '{a,\"b c\",NULL}', '{{1,2},{3,4}}'), (2, '{}', NULL)",
                    "UPDATE tagged SET tags = tags || 'd'::text WHERE id = 1");
            FileDb.crashCopy(dir, crashed); // the rows are only in the log here
        }
        for (Path p : List.of(crashed, dir)) { // redone from the log; loaded from the image
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT id, tags, grid, tags[2] FROM tagged ORDER BY id")).as(p.toString())
                        .containsExactly("1|{a,\"b c\",NULL,d}|{{1,2},{3,4}}|b c", "2|{}|null|null");
            }
        }
    }

    @Test
    void jsonColumnsSurviveTheLogAndTheImage() throws Exception {
        Path dir = tmp.resolve("json");
        Path crashed = tmp.resolve("json-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE doc (id int PRIMARY KEY, j json, b jsonb)",
                    "CREATE INDEX doc_b ON doc (b)",
                    "INSERT INTO doc VALUES (1, '{\"b\": 1,  \"a\": [1, 2]}', '{\"b\": 1,  \"a\": [1.50, \"x\"]}'), (2, NULL, 'null')",
                    "UPDATE doc SET b = b || '{\"c\": true}' WHERE id = 1");
            FileDb.crashCopy(dir, crashed); // the rows are only in the log here
        }
        for (Path p : List.of(crashed, dir)) { // redone from the log; loaded from the image
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT id, j, b, b -> 'a' ->> 1 FROM doc ORDER BY id")).as(p.toString())
                        .containsExactly("1|{\"b\": 1,  \"a\": [1, 2]}|{\"a\": [1.50, \"x\"], \"b\": 1, \"c\": true}|x",
                                "2|null|null|null");
                assertThat(rows(c, "SELECT id FROM doc WHERE b = '{\"c\": true, \"b\": 1, \"a\": [1.5, \"x\"]}'"))
                        .containsExactly("1");
            }
        }
    }

    @Test
    void generatedColumnsAndCycleSurvive() throws Exception {
        Path dir = tmp.resolve("types");
        Path crashed = tmp.resolve("types-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE SEQUENCE ring MINVALUE 1 MAXVALUE 2 CYCLE",
                    "CREATE TABLE person (id int PRIMARY KEY, n int, twice int GENERATED ALWAYS AS (n * 2) STORED)",
                    "INSERT INTO person (id, n) VALUES (1, 3), (2, 1)");
            assertThat(scalar(c, "SELECT nextval('ring')")).isEqualTo(1);
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT id, n, twice FROM person ORDER BY id")).as(p.toString())
                        .containsExactly("1|3|6", "2|1|2");
                SqlFails.expect(() -> exec(c, "INSERT INTO person VALUES (3, 1, 5)"), "428C9");
                if (p.equals(dir)) { // a nextval outside a committed write is not flushed (as in PostgreSQL)
                    assertThat(scalar(c, "SELECT nextval('ring')")).isEqualTo(2);
                    assertThat(scalar(c, "SELECT nextval('ring')")).as("CYCLE came back").isEqualTo(1);
                }
            }
        }
    }

    @Test
    void partialAndExpressionIndexesSurviveTheLogAndTheImage() throws Exception {
        Path dir = tmp.resolve("exprs");
        Path crashed = tmp.resolve("exprs-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE acct (id int PRIMARY KEY, email text, gone boolean)",
                    "INSERT INTO acct VALUES (1, 'A@x', false), (2, 'a@x', true), (3, 'b@x', false)",
                    "CREATE UNIQUE INDEX acct_live ON acct (lower(email)) WHERE NOT gone",
                    "CREATE INDEX acct_gone ON acct (id) WHERE gone",
                    "INSERT INTO acct VALUES (4, 'c@X', false)");
            FileDb.crashCopy(dir, crashed); // the indexes' definitions are only in the log here
        }
        for (Path p : List.of(crashed, dir)) { // redone from the log; loaded from the image
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT indexdef FROM pg_indexes WHERE tablename = 'acct' AND indexname <> 'acct_pkey'"
                        + " ORDER BY indexname")).as(p.toString()).containsExactly(
                        "CREATE INDEX acct_gone ON public.acct USING btree (id) WHERE gone",
                        "CREATE UNIQUE INDEX acct_live ON public.acct USING btree (lower(email)) WHERE (NOT gone)");
                SqlFails.expect(() -> exec(c, "INSERT INTO acct VALUES (5, 'B@X', false)"), "23505");
                exec(c, "INSERT INTO acct VALUES (6, 'B@X', true)");
                assertThat(rows(c, "SELECT id FROM acct WHERE lower(email) = 'c@x' AND NOT gone")).containsExactly("4");
                assertThat(String.join("\n", rows(c, "EXPLAIN SELECT id FROM acct WHERE lower(email) = 'c@x' AND NOT gone")))
                        .contains("acct_live");
                exec(c, "SELECT bt_index_check('acct_live', true)", "SELECT bt_index_check('acct_gone', true)");
                exec(c, "DELETE FROM acct WHERE id = 6");
            }
        }
    }

    @Test
    void partitionsIdentityDroppedColumnsAndTruncateSurvive() throws SQLException {
        Path dir = tmp.resolve("parts");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE m (id int GENERATED ALWAYS AS IDENTITY, day date NOT NULL, amount int, gone text)"
                            + " PARTITION BY RANGE (day)",
                    "CREATE TABLE m_2024 PARTITION OF m FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')",
                    "CREATE TABLE m_rest PARTITION OF m DEFAULT",
                    "CREATE INDEX m_2024_amount ON m_2024 (amount)",
                    "INSERT INTO m (day, amount, gone) VALUES ('2024-03-01', 1, 'x'), ('2023-01-01', 2, 'y'),"
                            + " ('2024-12-31', 3, 'z')",
                    "ALTER TABLE m_2024 ADD CONSTRAINT small CHECK (amount < 100)",
                    "CREATE TABLE scratch (x int UNIQUE)", "INSERT INTO scratch VALUES (1), (2)", "TRUNCATE scratch",
                    "INSERT INTO scratch VALUES (3)", "CREATE TABLE dropped (x int)", "DROP TABLE dropped");
        }
        try (Connection c = open(dir)) {
            exec(c, "ALTER TABLE m DROP COLUMN gone");
        }
        try (Connection c = open(dir)) {
            assertThat(rows(c, "SELECT id, day, amount FROM m ORDER BY id"))
                    .containsExactly("1|2024-03-01|1", "2|2023-01-01|2", "3|2024-12-31|3");
            assertThat(scalar(c, "SELECT count(*) FROM m_2024")).isEqualTo(2);
            assertThat(scalar(c, "SELECT count(*) FROM m_rest")).isEqualTo(1);
            exec(c, "INSERT INTO m (day, amount) VALUES ('2024-06-01', 4)");
            assertThat(scalar(c, "SELECT count(*) FROM m_2024")).isEqualTo(3);
            assertThat(scalar(c, "SELECT max(id) FROM m")).isEqualTo(4);
            SqlFails.expect(() -> exec(c, "INSERT INTO m (day, amount) VALUES ('2024-06-01', 500)"), "23514");
            SqlFails.expect(() -> exec(c, "SELECT gone FROM m"), "42703");
            assertThat(rows(c, "SELECT x FROM scratch")).containsExactly("3");
            SqlFails.expect(() -> exec(c, "SELECT * FROM dropped"), "42P01");
            assertIndexesClean(c);
        }
    }

    static void assertIndexesClean(Connection c) throws SQLException {
        List<String> indexes = rows(c, "SELECT indexname FROM pg_indexes");
        for (String i : indexes) {
            exec(c, "SELECT bt_index_parent_check('" + i + "', true)");
        }
    }
}
