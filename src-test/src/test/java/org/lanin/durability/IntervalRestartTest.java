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

/** interval columns (and their index) come back from the log and from the image of a file database. */
class IntervalRestartTest {
    @TempDir
    Path tmp;

    @Test
    void intervalColumnsSurviveTheLogAndTheImage() throws Exception {
        Path dir = tmp.resolve("iv");
        Path crashed = tmp.resolve("iv-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE iv (id int PRIMARY KEY, d interval, at timestamptz)",
                    "CREATE INDEX iv_d ON iv (d)",
                    "INSERT INTO iv VALUES (1, '1 year 2 mons 3 days 04:05:06.5', '2024-07-01 12:00+02'), (2, '-1 day', NULL)",
                    "UPDATE iv SET d = d + interval '1 hour' WHERE id = 2");
            FileDb.crashCopy(dir, crashed); // the rows are only in the log here
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT id, d, at FROM iv ORDER BY d")).as(p.toString())
                        .containsExactly("2|-1 days +01:00:00|null", "1|1 year 2 mons 3 days 04:05:06.5|2024-07-01 10:00:00+00");
                assertThat(rows(c, "SELECT id FROM iv WHERE d = '-23 hours'")).as(p.toString()).containsExactly("2");
            }
        }
    }
}
