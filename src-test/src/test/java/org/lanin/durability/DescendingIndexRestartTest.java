package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An index's column orders (DESC, NULLS FIRST) are part of its logged definition (pg_index.indoption
 * as {@code IndexDef.options}): after a crash, from a backup and from the image, the index is rebuilt
 * in the declared order, shows it in pg_indexes, answers ORDER BY from the index and passes the
 * checker. (Logs written before the component existed read it as null, all ASC: FormatVersionTest.)
 */
class DescendingIndexRestartTest {
    @TempDir
    Path tmp;

    @Test
    void columnOrdersSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "desc", c -> exec(c,
                "CREATE TABLE t (id int PRIMARY KEY, a int, b text)",
                "INSERT INTO t SELECT i, CASE WHEN i % 9 = 0 THEN NULL ELSE i % 13 END, 'v' || (i % 5)"
                        + " FROM generate_series(1, 500) i",
                "CREATE INDEX t_ab ON t (a DESC, b NULLS FIRST)",
                "CREATE UNIQUE INDEX t_id_desc ON t (id DESC NULLS LAST)",
                "INSERT INTO t VALUES (501, NULL, NULL), (502, 12, NULL)"), c -> {
            assertThat(rows(c, "SELECT indexdef FROM pg_indexes WHERE tablename = 't' ORDER BY indexname")).containsExactly(
                    "CREATE INDEX t_ab ON public.t USING btree (a DESC, b NULLS FIRST)",
                    "CREATE UNIQUE INDEX t_id_desc ON public.t USING btree (id DESC NULLS LAST)",
                    "CREATE UNIQUE INDEX t_pkey ON public.t USING btree (id)");
            exec(c, "SET enable_seqscan = off");
            assertThat(rows(c, "SELECT a, b FROM t ORDER BY a DESC, b NULLS FIRST LIMIT 3"))
                    .containsExactly("null|null", "null|v0", "null|v0");
            assertThat(rows(c, "SELECT a, b FROM t WHERE a = 12 ORDER BY b NULLS FIRST LIMIT 2"))
                    .containsExactly("12|null", "12|v0");
            assertThat(rows(c, "SELECT id FROM t WHERE id > 498 ORDER BY id DESC")).containsExactly("502", "501", "500", "499");
            exec(c, "SELECT bt_index_parent_check('t_ab', true)", "SELECT bt_index_parent_check('t_id_desc', true)");
            RestartTest.assertIndexesClean(c);
        });
    }
}
