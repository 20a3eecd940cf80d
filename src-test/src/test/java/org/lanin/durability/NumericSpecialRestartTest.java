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
 * numeric NaN and the infinities have a tag of their own in the log and the image
 * (wal.ObjectCodec): after a crash and after a clean close they read back as themselves, in rows,
 * in a primary key (rebuilt from the heap) and in a column default.
 */
class NumericSpecialRestartTest {
    @TempDir
    Path tmp;

    @Test
    void nanAndInfinitiesSurviveRestarts() throws Exception {
        Path dir = tmp.resolve("nan");
        Path crashed = tmp.resolve("nan-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE m (k numeric PRIMARY KEY, d numeric DEFAULT 'Infinity')",
                    "INSERT INTO m (k) VALUES ('NaN'), ('-Infinity'), (1.5)",
                    "INSERT INTO m VALUES ('Infinity', 'NaN')");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT k || ':' || d FROM m ORDER BY k"))
                        .as(p.toString()).containsExactly("-Infinity:Infinity", "1.5:Infinity", "Infinity:NaN", "NaN:Infinity");
                assertThat(rows(c, "SELECT count(*) FROM m WHERE k = 'NaN'")).containsExactly("1");
                SqlFails.expect(() -> exec(c, "INSERT INTO m (k) VALUES ('nan')"), "23505");
                exec(c, "INSERT INTO m (k) VALUES (2)");
                assertThat(rows(c, "SELECT d FROM m WHERE k = 2")).containsExactly("Infinity");
                exec(c, "DELETE FROM m WHERE k = 2");
            }
        }
    }
}
