package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ALTER COLUMN TYPE rewrites a table into a new heap (on a partitioned table and on an inheritance
 * parent, every partition and descendant); the rewritten rows (logged one by one: they once were
 * not, and a crash lost the table's rows), their rebuilt indexes and the new column types come back
 * from the log (crash copy), a backup and the image, and a rolled-back rewrite leaves nothing
 * behind. An unlogged table's new heap stays unlogged.
 */
class AlterColumnTypeRestartTest {
    @TempDir
    Path tmp;

    @Test
    void rewrittenPartitionsAndChildrenSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "alter", c -> {
            exec(c, "CREATE TABLE m (id int, k int, v numeric(6,2)) PARTITION BY RANGE (k)",
                    "CREATE TABLE m1 PARTITION OF m FOR VALUES FROM (0) TO (10)",
                    "CREATE TABLE m2 PARTITION OF m FOR VALUES FROM (10) TO (20) PARTITION BY LIST (id)",
                    "CREATE TABLE m2a PARTITION OF m2 FOR VALUES IN (1, 2, 3)",
                    "CREATE TABLE m2b PARTITION OF m2 DEFAULT", "CREATE INDEX m_v ON m (v)",
                    "INSERT INTO m VALUES (1, 1, 1.25), (2, 12, 2.5), (7, 15, 3.75)",
                    "CREATE TABLE ip (id int, v numeric(6,2))", "CREATE TABLE ic (extra text) INHERITS (ip)",
                    "CREATE INDEX ic_v ON ic (v)", "INSERT INTO ip VALUES (1, 1.5)", "INSERT INTO ic VALUES (2, 2.5, 'x')",
                    "ALTER TABLE m ALTER COLUMN v TYPE int", "ALTER TABLE ip ALTER COLUMN v TYPE text USING 'v' || v",
                    "CREATE TABLE p (id int PRIMARY KEY, v numeric)", "INSERT INTO p VALUES (1, 1.5), (2, 2.25)",
                    "ALTER TABLE p ALTER COLUMN v TYPE int",
                    "CREATE UNLOGGED TABLE u (id int, v numeric)", "INSERT INTO u VALUES (1, 1.5)",
                    "ALTER TABLE u ALTER COLUMN v TYPE int");
            c.setAutoCommit(false);
            exec(c, "ALTER TABLE m ALTER COLUMN v TYPE text", "ALTER TABLE ip ALTER COLUMN id TYPE bigint");
            c.rollback();
            c.setAutoCommit(true);
        }, c -> {
            assertThat(rows(c, "SELECT id, v, pg_typeof(v) FROM m ORDER BY id"))
                    .containsExactly("1|1|integer", "2|3|integer", "7|4|integer");
            assertThat(rows(c, "SELECT id FROM m2b WHERE v = 4")).containsExactly("7");
            assertThat(rows(c, "SELECT id, v, pg_typeof(id) FROM ip ORDER BY id")).containsExactly("1|v1.50|integer", "2|v2.50|integer");
            assertThat(rows(c, "SELECT extra FROM ic WHERE v = 'v2.50'")).containsExactly("x");
            assertThat(rows(c, "SELECT id, v FROM p ORDER BY id")).containsExactly("1|2", "2|2");
            assertThat(rows(c, "SELECT id, v FROM u")).isSubsetOf("1|2"); // empty after a crash, kept by a clean shutdown
            RestartTest.assertIndexesClean(c);
        });
    }
}
