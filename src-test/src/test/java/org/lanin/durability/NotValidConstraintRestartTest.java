package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A NOT VALID CHECK or FOREIGN KEY (a component appended to the catalog records) survives a restart,
 * from the log after a crash and from the image after a clean close: still not valid, still enforced
 * on new rows, and VALIDATE CONSTRAINT then checks the rows it let stand.
 */
class NotValidConstraintRestartTest {
    @TempDir
    Path tmp;

    @Test
    void notValidIsKeptAndValidatedAfterRestart() throws Exception {
        Path dir = tmp.resolve("nv");
        Path crashed = tmp.resolve("nv-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE p (id int PRIMARY KEY)", "INSERT INTO p VALUES (1)",
                    "CREATE TABLE c (p_id int, qty int)", "INSERT INTO c VALUES (2, -1)",
                    "ALTER TABLE c ADD CONSTRAINT c_fk FOREIGN KEY (p_id) REFERENCES p NOT VALID",
                    "ALTER TABLE c ADD CONSTRAINT c_qty CHECK (qty >= 0) NOT VALID");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT conname, convalidated FROM pg_constraint WHERE conrelid = 'c'::regclass ORDER BY 1"))
                        .as(p.toString()).containsExactly("c_fk|f", "c_qty|f");
                SqlFails.expect(() -> exec(c, "INSERT INTO c VALUES (3, 1)"), "23503");
                SqlFails.expect(() -> exec(c, "INSERT INTO c VALUES (1, -2)"), "23514");
                SqlFails.expect(() -> exec(c, "ALTER TABLE c VALIDATE CONSTRAINT c_qty"), "23514");
                exec(c, "UPDATE c SET p_id = 1, qty = 0", "ALTER TABLE c VALIDATE CONSTRAINT c_qty",
                        "ALTER TABLE c VALIDATE CONSTRAINT c_fk");
                assertThat(rows(c, "SELECT conname, convalidated FROM pg_constraint WHERE conrelid = 'c'::regclass ORDER BY 1"))
                        .as(p.toString()).containsExactly("c_fk|t", "c_qty|t");
            }
        }
    }
}
