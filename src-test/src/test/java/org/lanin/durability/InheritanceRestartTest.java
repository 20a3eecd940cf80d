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
 * Table inheritance survives a restart, redone from the log (crash copy) and loaded from the
 * image: the children still inherit (pg_inherits), a parent's scan still reads them, and a column
 * added to the parent afterwards still reaches them.
 */
class InheritanceRestartTest {
    @TempDir
    Path tmp;

    @Test
    void inheritanceSurvives() throws Exception {
        Path dir = tmp.resolve("inh");
        Path crashed = tmp.resolve("inh-crashed");
        try (Connection c = open(dir)) {
            exec(c, "CREATE TABLE cities (name text NOT NULL, population int)",
                    "CREATE TABLE capitals (state char(2)) INHERITS (cities)",
                    "INSERT INTO cities VALUES ('a', 1)", "INSERT INTO capitals VALUES ('b', 2, 'XX')");
            FileDb.crashCopy(dir, crashed);
        }
        for (Path p : List.of(crashed, dir)) {
            try (Connection c = open(p)) {
                assertThat(rows(c, "SELECT name FROM cities ORDER BY name")).as(p.toString()).containsExactly("a", "b");
                assertThat(rows(c, "SELECT name FROM ONLY cities")).containsExactly("a");
                assertThat(rows(c, "SELECT count(*) FROM pg_inherits")).containsExactly("1");
                exec(c, "ALTER TABLE cities ADD COLUMN founded int DEFAULT 1900");
                assertThat(rows(c, "SELECT founded FROM capitals")).containsExactly("1900");
            }
        }
    }
}
