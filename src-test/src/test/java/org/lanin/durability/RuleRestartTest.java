package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rewrite rules (CREATE [OR REPLACE] RULE, DROP RULE) come back from the log (crash copy), from an
 * online backup and from the image (clean restart), and route rows after reopening; a rule made in
 * a rolled-back transaction and the rules of a dropped table do not come back.
 */
class RuleRestartTest {
    @TempDir
    Path tmp;

    @Test
    void rulesSurviveAndRouteAfterReopening() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "rules", c -> exec(c,
                "CREATE TABLE pay (id serial, amount int, month int)",
                "CREATE TABLE pay_jan () INHERITS (pay)",
                "CREATE TABLE pay_feb () INHERITS (pay)",
                "CREATE TABLE log (what text)",
                "CREATE RULE pay_jan_ins AS ON INSERT TO pay WHERE new.month = 1 DO INSTEAD"
                        + " INSERT INTO pay_jan (amount, month) VALUES (new.amount, new.month)",
                "CHECKPOINT", // the crash copy: what came before from the image, the rest from the log
                "CREATE RULE pay_feb_ins AS ON INSERT TO pay WHERE new.month = 2 DO INSTEAD"
                        + " INSERT INTO pay_feb (amount, month) VALUES (new.amount, new.month)",
                "CREATE RULE pay_log AS ON INSERT TO pay DO ALSO INSERT INTO log VALUES ('first')",
                "CREATE OR REPLACE RULE pay_log AS ON INSERT TO pay DO ALSO INSERT INTO log VALUES ('replaced')",
                "CREATE RULE gone AS ON DELETE TO pay DO INSTEAD NOTHING", "DROP RULE gone ON pay",
                "BEGIN", "CREATE RULE rolled_back AS ON UPDATE TO pay DO INSTEAD NOTHING", "ROLLBACK",
                "CREATE TABLE tmp (n int)", "CREATE RULE tmp_none AS ON INSERT TO tmp DO INSTEAD NOTHING", "DROP TABLE tmp",
                "INSERT INTO pay (amount, month) VALUES (10, 1), (20, 2), (30, 3)"), c -> {
            assertThat(rows(c, "SELECT tablename, rulename FROM pg_rules ORDER BY rulename"))
                    .containsExactly("pay|pay_feb_ins", "pay|pay_jan_ins", "pay|pay_log");
            exec(c, "INSERT INTO pay (amount, month) VALUES (11, 1), (21, 2), (31, 3)", "UPDATE pay SET amount = amount + 1",
                    "DELETE FROM pay WHERE amount > 30");
            assertThat(rows(c, "SELECT amount FROM pay_jan ORDER BY amount")).containsExactly("11", "12");
            assertThat(rows(c, "SELECT amount FROM pay_feb ORDER BY amount")).containsExactly("21", "22");
            assertThat(rows(c, "SELECT count(*) FROM ONLY pay")).containsExactly("0");
            // an ALSO action runs once per inserted row, as in PostgreSQL
            assertThat(rows(c, "SELECT what, count(*) FROM log GROUP BY what")).containsExactly("replaced|6");
        });
    }
}
