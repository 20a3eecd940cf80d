package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Schemas and the objects in them survive a restart, from the log (crash copy) and from the image. */
class SchemaRestartTest {
    @TempDir
    Path tmp;

    @Test
    void schemasAndQualifiedObjectsSurvive() throws Exception {
        Path dir = tmp.resolve("schemas");
        Path crashed = tmp.resolve("schemas-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE SCHEMA sales", "CREATE SCHEMA hr", "CREATE SCHEMA gone", "CREATE SCHEMA old_name",
                    "CREATE TABLE sales.orders (id serial PRIMARY KEY, customer text UNIQUE)",
                    "CREATE TABLE orders (id int)",
                    "CREATE TABLE hr.staff (id int PRIMARY KEY, order_id int REFERENCES sales.orders (id))",
                    "CREATE INDEX staff_order ON hr.staff (order_id)",
                    "CREATE VIEW sales.named AS SELECT customer FROM orders WHERE id > 1",
                    "CREATE SEQUENCE hr.tickets START 50",
                    "CREATE TABLE gone.t (x int)", "DROP SCHEMA gone CASCADE",
                    "CREATE TABLE old_name.kept (x int)", "INSERT INTO old_name.kept VALUES (7)",
                    "ALTER SCHEMA old_name RENAME TO new_name",
                    "INSERT INTO sales.orders (customer) VALUES ('ann'), ('bob')",
                    "INSERT INTO orders VALUES (99)",
                    "INSERT INTO hr.staff VALUES (1, 2)");
            assertThat(scalar(c, "SELECT nextval('hr.tickets')")).isEqualTo(50);
            FileDb.crashCopy(dir, crashed); // everything above is only in the log here
        }
        for (Path p : List.of(crashed, dir)) { // redone from the log; loaded from the image
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT nspname FROM pg_namespace WHERE nspname IN ('sales', 'hr', 'gone',"
                        + " 'old_name', 'new_name') ORDER BY 1")).as(p.toString()).containsExactly("hr", "new_name", "sales");
                assertThat(rows(c, "SELECT id, customer FROM sales.orders ORDER BY id")).containsExactly("1|ann", "2|bob");
                assertThat(rows(c, "SELECT id FROM orders")).containsExactly("99");
                assertThat(rows(c, "SELECT customer FROM sales.named ORDER BY 1")).containsExactly("bob");
                assertThat(rows(c, "SELECT x FROM new_name.kept")).containsExactly("7");
                assertThat(rows(c, "SELECT schemaname, indexname FROM pg_indexes WHERE tablename = 'staff'"
                        + " ORDER BY 2")).containsExactly("hr|staff_order", "hr|staff_pkey");
                SqlFails.expect(() -> exec(c, "INSERT INTO hr.staff VALUES (2, 42)"), "23503");
                SqlFails.expect(() -> exec(c, "INSERT INTO sales.orders (customer) VALUES ('ann')"), "23505");
                SqlFails.expect(() -> exec(c, "SELECT * FROM gone.t"), "42P01");
                exec(c, "SET search_path = sales, public");
                assertThat(rows(c, "SELECT count(*) FROM orders")).containsExactly("2");
                if (p.equals(dir)) {
                    assertThat(scalar(c, "SELECT nextval('hr.tickets')")).isEqualTo(51);
                }
            }
        }
        try (Connection c = open(dir)) { // a schema created after the restart gets a fresh oid
            exec(c, "CREATE SCHEMA later");
            assertThat(scalar(c, "SELECT count(DISTINCT oid) FROM pg_namespace")).isEqualTo(
                    scalar(c, "SELECT count(*) FROM pg_namespace"));
        }
    }
}
