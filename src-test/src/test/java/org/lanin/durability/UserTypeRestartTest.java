package org.lanin.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.durability.FileDb.exec;
import static org.lanin.durability.FileDb.open;
import static org.lanin.durability.FileDb.rows;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Enum types (CREATE TYPE ... AS ENUM, ALTER TYPE ... ADD VALUE [BEFORE|AFTER], RENAME VALUE, DROP
 * TYPE), domains (CREATE DOMAIN with NOT NULL, DEFAULT, CHECK) and COMMENT ON come back from the
 * log (crash copy), from an online backup and from the image (clean restart); enum values stored in
 * rows, defaults and indexes keep their labels and their order though the type's id in
 * this JVM is a new one.
 */
class UserTypeRestartTest {
    @TempDir
    Path tmp;

    @Test
    void enumTypesAndTheirValuesSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "enums", c -> exec(c,
                "CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')",
                "CREATE TABLE person (id int PRIMARY KEY, m mood, past text)",
                "CREATE INDEX person_m ON person (m)",
                "INSERT INTO person VALUES (1, 'happy', 'sad'), (2, 'sad', NULL), (3, NULL, 'x')",
                "ALTER TYPE mood ADD VALUE 'meh' BEFORE 'ok'",
                "ALTER TYPE mood ADD VALUE 'great' AFTER 'happy'",
                "ALTER TYPE mood ADD VALUE 'ecstatic'",
                "ALTER TYPE mood RENAME VALUE 'sad' TO 'blue'",
                "INSERT INTO person VALUES (4, 'meh', NULL), (5, 'ecstatic', NULL)",
                "UPDATE person SET m = 'great' WHERE id = 3",
                "ALTER TABLE person ADD COLUMN usual mood DEFAULT 'ok'",
                "CREATE TYPE gone AS ENUM ('x')", "CREATE TABLE g (v gone, keep int)", "INSERT INTO g VALUES ('x', 1)",
                "DROP TYPE gone CASCADE", "CREATE TYPE gone AS ENUM ('y', 'z')", "ALTER TABLE g ADD COLUMN w gone",
                "INSERT INTO g VALUES (2, 'z')"), c -> {
            assertThat(rows(c, "SELECT id, m, past, usual FROM person ORDER BY m NULLS LAST, id")).containsExactly(
                    "2|blue|null|ok", "4|meh|null|ok", "1|happy|sad|ok", "3|great|x|ok",
                    "5|ecstatic|null|ok");
            assertThat(rows(c, "SELECT enum_range(NULL::mood)")).containsExactly("{blue,meh,ok,happy,great,ecstatic}");
            assertThat(rows(c, "SELECT id FROM person WHERE m > 'ok' ORDER BY id")).containsExactly("1", "3", "5");
            assertThat(rows(c, "SELECT keep, w FROM g ORDER BY keep")).containsExactly("1|null", "2|z");
            SqlFails.expect(() -> exec(c, "INSERT INTO person VALUES (9, 'sad')"), "22P02");
            SqlFails.expect(() -> exec(c, "INSERT INTO g VALUES (3, 'x')"), "22P02");
            RestartTest.assertIndexesClean(c);
            exec(c, "ALTER TYPE mood ADD VALUE 'after_restart' BEFORE 'blue'",
                    "INSERT INTO person VALUES (6, 'after_restart', NULL)");
            assertThat(rows(c, "SELECT id FROM person ORDER BY m LIMIT 1")).containsExactly("6");
        });
    }

    @Test
    void domainsKeepTheirConstraints() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "domains", c -> exec(c,
                "CREATE TYPE size AS ENUM ('s', 'm', 'l')",
                "CREATE DOMAIN pos AS int CONSTRAINT pos_check CHECK (VALUE > 0)",
                "CREATE DOMAIN code AS varchar(5) NOT NULL DEFAULT 'none' CHECK (VALUE <> '')",
                "CREATE DOMAIN big AS size CHECK (VALUE >= 'm')",
                "CREATE DOMAIN unused AS text", "DROP DOMAIN unused",
                "CREATE TABLE item (id pos PRIMARY KEY, c code, b big)",
                "INSERT INTO item (id, b) VALUES (1, 'l')", "INSERT INTO item VALUES (2, 'ab', 'm')"), c -> {
            assertThat(rows(c, "SELECT id, c, b FROM item ORDER BY b DESC")).containsExactly("1|none|l", "2|ab|m");
            SqlFails.expect(() -> exec(c, "INSERT INTO item VALUES (0, 'x', 'l')"), "23514");
            SqlFails.expect(() -> exec(c, "INSERT INTO item VALUES (3, '', 'l')"), "23514");
            SqlFails.expect(() -> exec(c, "INSERT INTO item VALUES (3, NULL, 'l')"), "23502");
            SqlFails.expect(() -> exec(c, "INSERT INTO item VALUES (3, 'x', 's')"), "23514");
            SqlFails.expect(() -> exec(c, "CREATE TABLE u (x unused)"), "42704");
            SqlFails.expect(() -> exec(c, "INSERT INTO item VALUES (4, 'x', 'xl')"), "22P02");
        });
    }

    @Test
    void commentsSurvive() throws Exception {
        FileDb.checkAfterCrashBackupAndRestart(tmp, "comments", c -> exec(c,
                "CREATE TABLE t (id int PRIMARY KEY, v text)", "CREATE INDEX t_v ON t (v)",
                "CREATE VIEW w AS SELECT id FROM t", "CREATE SEQUENCE s", "CREATE TYPE e AS ENUM ('a')",
                "CREATE DOMAIN d AS int",
                "COMMENT ON TABLE t IS 'the table'", "COMMENT ON COLUMN t.v IS 'a value'",
                "COMMENT ON INDEX t_v IS 'by value'", "COMMENT ON VIEW w IS 'a view'",
                "COMMENT ON SEQUENCE s IS 'numbers'", "COMMENT ON TYPE e IS 'an enum'",
                "COMMENT ON DOMAIN d IS 'a domain'", "COMMENT ON COLUMN t.id IS 'dropped later'",
                "COMMENT ON COLUMN t.id IS NULL", "ALTER TABLE t RENAME TO t2"), c -> {
            assertThat(rows(c, "SELECT obj_description('t2'::regclass, 'pg_class'), col_description('t2'::regclass, 2),"
                    + " col_description('t2'::regclass, 1), obj_description('t_v'::regclass, 'pg_class'),"
                    + " obj_description('w'::regclass, 'pg_class'), obj_description('s'::regclass, 'pg_class'),"
                    + " obj_description('e'::regtype, 'pg_type'), obj_description('d'::regtype, 'pg_type')"))
                    .containsExactly("the table|a value|null|by value|a view|numbers|an enum|a domain");
        });
    }

    /** A checkpoint taken while type DDL and a COMMENT ON are not committed keeps them out of the image. */
    @Test
    void aCheckpointLeavesUncommittedTypeDdlOut() throws Exception {
        Path dir = tmp.resolve("open");
        Path crashed = tmp.resolve("open-crashed");
        try (Connection c = open(dir); Connection other = DriverManager.getConnection("jdbc:lanin:file:" + dir)) {
            exec(c, "CREATE TYPE kept AS ENUM ('k')", "CREATE TABLE t (x int)", "COMMENT ON TABLE t IS 'committed'");
            c.setAutoCommit(false);
            exec(c, "CREATE TYPE pending AS ENUM ('p')", "CREATE DOMAIN pd AS int", "DROP TYPE kept",
                    "COMMENT ON TABLE t IS 'not committed'");
            exec(other, "CHECKPOINT");
            FileDb.crashCopy(dir, crashed); // the image without the open transaction's DDL; its record never written
            c.rollback();
        }
        try (Connection c = open(crashed)) {
            assertThat(rows(c, "SELECT 'k'::kept")).containsExactly("k");
            SqlFails.expect(() -> exec(c, "SELECT 'p'::pending"), "42704");
            SqlFails.expect(() -> exec(c, "SELECT 1::pd"), "42704");
            assertThat(rows(c, "SELECT obj_description('t'::regclass, 'pg_class')")).containsExactly("committed");
        }
    }
}
