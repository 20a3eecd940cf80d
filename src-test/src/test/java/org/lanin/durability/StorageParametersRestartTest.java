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
 * Storage parameters, an index's NULLS NOT DISTINCT and INCLUDE columns, a column's statistics target and
 * storage, a table's replica identity (components appended to the table and index
 * catalog records) survive a restart, from the log after a crash and from the image after a clean close, and RESET after it.
 */
class StorageParametersRestartTest {
    @TempDir
    Path tmp;

    @Test
    void reloptionsAreKeptAcrossRestarts() throws Exception {
        Path dir = tmp.resolve("so");
        Path crashed = tmp.resolve("so-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE t (a int) WITH (fillfactor = 60, autovacuum_enabled = off)",
                    "CREATE INDEX t_a ON t (a) WITH (fillfactor = 70)", "INSERT INTO t SELECT g FROM generate_series(1, 500) g",
                    "ALTER TABLE t SET (parallel_workers = 2)", "ALTER INDEX t_a SET (deduplicate_items = off)",
                    "CREATE TABLE n (a int UNIQUE NULLS NOT DISTINCT, b int, t text)", "INSERT INTO n VALUES (NULL, 1)",
                    "CREATE UNIQUE INDEX n_b ON n (b) INCLUDE (a)", "ALTER TABLE n ALTER COLUMN b SET STATISTICS 7",
                    "ALTER TABLE n ALTER COLUMN t SET STORAGE EXTERNAL", "ALTER TABLE t REPLICA IDENTITY FULL");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT relname, reloptions FROM pg_class WHERE relname IN ('t', 't_a') ORDER BY 1"))
                        .as(p.toString()).containsExactly("t|{fillfactor=60,autovacuum_enabled=off,parallel_workers=2}",
                                "t_a|{fillfactor=70,deduplicate_items=off}");
                assertThat(rows(c, "SELECT count(*), sum(a) FROM t WHERE a > 0")).containsExactly("500|125250");
                SqlFails.expect(() -> exec(c, "INSERT INTO n VALUES (NULL, 2)"), "23505"); // NULLS NOT DISTINCT, also appended
                SqlFails.expect(() -> exec(c, "INSERT INTO n VALUES (5, 1)"), "23505"); // the INCLUDE index's key is b alone
                assertThat(rows(c, "SELECT attname, attstattarget, attstorage FROM pg_attribute WHERE attrelid = 'n'::regclass AND attname IN ('b', 't')"
                        + " ORDER BY 1")).containsExactly("b|7|p", "t|-1|e");
                assertThat(rows(c, "SELECT relreplident FROM pg_class WHERE relname = 't'")).containsExactly("f");
                assertThat(rows(c, "SELECT pg_get_indexdef('n_b'::regclass)"))
                        .containsExactly("CREATE UNIQUE INDEX n_b ON public.n USING btree (b) INCLUDE (a)");
                exec(c, "ALTER TABLE t RESET (fillfactor, autovacuum_enabled)");
                assertThat(rows(c, "SELECT reloptions FROM pg_class WHERE relname = 't'")).containsExactly("{parallel_workers=2}");
            }
        }
    }
}
