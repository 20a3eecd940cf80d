package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.scalar;

import java.nio.file.Path;
import java.sql.Connection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Temporary tables in a file database: their rows are never logged, and they are gone after the session. */
class TempTableFileTest {
    @TempDir
    Path tmp;

    @Test
    void rowsUnloggedAndTableGoneAfterTheSession() throws Exception {
        Path dir = tmp.resolve("db");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (id int)", "INSERT INTO t VALUES (1)",
                    "CREATE TEMP TABLE scratch (id int PRIMARY KEY, note text)");
            long commits = scalar(c, "SELECT commits FROM lanin_stat_wal");
            exec(c, "INSERT INTO scratch SELECT g, 'x' FROM generate_series(1, 20) g");
            assertThat(scalar(c, "SELECT commits FROM lanin_stat_wal")).isEqualTo(commits);
            assertThat(scalar(c, "SELECT count(*) FROM scratch")).isEqualTo(20);
        }
        try (Connection c = open(dir)) {
            assertThat(scalar(c, "SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'pg_temp%'")).isZero();
            assertThat(scalar(c, "SELECT count(*) FROM pg_tables WHERE tablename = 'scratch'")).isZero();
            assertThat(scalar(c, "SELECT count(*) FROM t")).isEqualTo(1);
        }
    }
}
