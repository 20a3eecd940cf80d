package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.io.StringWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A UNIQUE or PRIMARY KEY constraint's DEFERRABLE clause is a component appended to the index
 * record: after a crash and after a clean close the constraint still defers its checks, the
 * catalogs still show it, and the dump writes it.
 */
class DeferrableUniqueRestartTest {
    @TempDir
    Path tmp;

    @Test
    void deferrableConstraintsSurviveRestarts() throws Exception {
        Path dir = tmp.resolve("du");
        Path crashed = tmp.resolve("du-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE list (id int PRIMARY KEY DEFERRABLE INITIALLY DEFERRED, pos int UNIQUE DEFERRABLE)",
                    "INSERT INTO list VALUES (1, 1), (2, 2)");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                exec(c, "UPDATE list SET pos = pos + 1");
                assertThat(rows(c, "SELECT conname || ':' || condeferrable || ':' || condeferred FROM pg_constraint"
                        + " WHERE conrelid = 'list'::regclass ORDER BY conname")).as(p.toString())
                        .containsExactly("list_pkey:true:true", "list_pos_key:true:false");
                SqlFails.expect(() -> exec(c, "INSERT INTO list VALUES (3, 2)"), "23505");
                StringWriter dump = new StringWriter();
                new org.lanin.dump.DatabaseDump(c, null).write(dump);
                assertThat(dump.toString()).contains("PRIMARY KEY (id) DEFERRABLE INITIALLY DEFERRED;", "UNIQUE (pos) DEFERRABLE;");
                exec(c, "UPDATE list SET pos = pos - 1");
            }
        }
    }
}
