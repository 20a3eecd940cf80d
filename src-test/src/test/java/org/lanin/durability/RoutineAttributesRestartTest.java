package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A routine's SECURITY DEFINER, COST, ROWS, LEAKPROOF, PARALLEL and SET clauses and the comments on
 * routines and triggers come back from the log (crash copy), from a backup and from the image, and
 * the SET clause is still applied per call after reopening.
 */
class RoutineAttributesRestartTest {
    @TempDir
    Path tmp;

    @Test
    void attributesAndCommentsSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "attrs", c -> exec(c,
                "CREATE TABLE t (id int PRIMARY KEY)",
                "CREATE FUNCTION path() RETURNS text LANGUAGE sql SECURITY DEFINER COST 3 PARALLEL SAFE"
                        + " SET search_path = pg_catalog AS $$ SELECT current_setting('search_path') $$",
                "CHECKPOINT",
                "CREATE FUNCTION many() RETURNS SETOF int LANGUAGE sql ROWS 9 LEAKPROOF AS $$ SELECT 1 $$",
                "CREATE FUNCTION tr() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$",
                "CREATE TRIGGER t_tr BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION tr()",
                "COMMENT ON FUNCTION path() IS 'the path'",
                "COMMENT ON TRIGGER t_tr ON t IS 'a trigger'"), c -> {
            assertThat(rows(c, "SELECT proname, prosecdef, procost, prorows, proleakproof, proparallel, proconfig"
                    + " FROM pg_proc WHERE proname IN ('path', 'many') ORDER BY 1")).containsExactly(
                    "many|f|100|9|t|u|null", "path|t|3|0|f|s|{search_path=pg_catalog}");
            assertThat(rows(c, "SELECT path(), current_setting('search_path')")).containsExactly("pg_catalog|\"$user\", public");
            assertThat(rows(c, "SELECT obj_description(oid, 'pg_proc') FROM pg_proc WHERE proname = 'path'"))
                    .containsExactly("the path");
            assertThat(rows(c, "SELECT obj_description(oid, 'pg_trigger') FROM pg_trigger WHERE tgname = 't_tr'"))
                    .containsExactly("a trigger");
        });
    }
}
