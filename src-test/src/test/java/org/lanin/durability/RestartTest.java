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

    static void assertIndexesClean(Connection c) throws SQLException {
        List<String> indexes = rows(c, "SELECT indexname FROM pg_indexes");
        for (String i : indexes) {
            exec(c, "SELECT bt_index_parent_check('" + i + "', true)");
        }
    }
}
