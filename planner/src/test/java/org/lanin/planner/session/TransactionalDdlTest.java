package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;
import static org.lanin.planner.TestSql.strings;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;

/** DDL inside a transaction block is undone by ROLLBACK and by ROLLBACK TO SAVEPOINT. */
class TransactionalDdlTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
        exec(s, "CREATE TABLE keep (id integer PRIMARY KEY, v text)", "INSERT INTO keep VALUES (1, 'a'), (2, 'b')");
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    @Test
    void createTableUndoneByRollback() {
        exec(s, "BEGIN", "CREATE TABLE fresh (a int)", "INSERT INTO fresh VALUES (1)");
        assertThat(scalar(s, "SELECT count(*) FROM fresh")).isEqualTo(1L);
        exec(s, "ROLLBACK");
        assertThat(state(s, "SELECT * FROM fresh")).isEqualTo("42P01");
        exec(s, "CREATE TABLE fresh (b text)");
        assertThat(strings(s, "SELECT * FROM fresh")).isEmpty();
    }

    @Test
    void createTableKeptByCommit() {
        exec(s, "BEGIN", "CREATE TABLE fresh (a int)", "INSERT INTO fresh VALUES (1)", "COMMIT");
        assertThat(scalar(s, "SELECT count(*) FROM fresh")).isEqualTo(1L);
    }

    @Test
    void dropTableRestoresRowsOnRollback() {
        exec(s, "BEGIN", "DROP TABLE keep");
        assertThat(state(s, "SELECT * FROM keep")).isEqualTo("42P01");
        exec(s, "ROLLBACK");
        assertThat(strings(s, "SELECT id, v FROM keep ORDER BY id")).containsExactly("[1, a]", "[2, b]");
        assertThat(state(s, "INSERT INTO keep VALUES (1, 'dup')")).as("the primary key index is back").isEqualTo("23505");
    }

    @Test
    void truncateRestoresRowsOnRollback() {
        exec(s, "BEGIN", "TRUNCATE keep");
        assertThat(scalar(s, "SELECT count(*) FROM keep")).isEqualTo(0L);
        exec(s, "INSERT INTO keep VALUES (9, 'z')", "ROLLBACK");
        assertThat(strings(s, "SELECT id FROM keep ORDER BY id")).containsExactly("[1]", "[2]");
        assertThat(strings(s, "SELECT v FROM keep WHERE id = 2")).containsExactly("[b]");
    }

    @Test
    void alterTableAddColumnUndoneByRollback() {
        exec(s, "BEGIN", "ALTER TABLE keep ADD COLUMN extra integer DEFAULT 7");
        assertThat(strings(s, "SELECT id, extra FROM keep ORDER BY id")).containsExactly("[1, 7]", "[2, 7]");
        exec(s, "ROLLBACK");
        assertThat(state(s, "SELECT extra FROM keep")).isEqualTo("42703");
        assertThat(strings(s, "SELECT * FROM keep ORDER BY id")).containsExactly("[1, a]", "[2, b]");
    }

    @Test
    void createIndexUndoneByRollback() {
        exec(s, "BEGIN", "CREATE UNIQUE INDEX keep_v ON keep (v)", "ROLLBACK");
        exec(s, "INSERT INTO keep VALUES (3, 'a')");
        exec(s, "CREATE INDEX keep_v ON keep (v)");
    }

    @Test
    void ddlUndoneByRollbackToSavepoint() {
        exec(s, "BEGIN", "CREATE TABLE before_sp (a int)", "SAVEPOINT sp",
                "CREATE TABLE after_sp (a int)", "DROP TABLE keep", "ALTER TABLE before_sp ADD COLUMN b text");
        exec(s, "ROLLBACK TO SAVEPOINT sp");
        assertThat(scalar(s, "SELECT count(*) FROM keep")).isEqualTo(2L);
        exec(s, "COMMIT");
        assertThat(strings(s, "SELECT * FROM before_sp")).isEmpty();
        assertThat(state(s, "SELECT b FROM before_sp")).isEqualTo("42703");
        assertThat(state(s, "SELECT * FROM after_sp")).isEqualTo("42P01");
    }

    @Test
    void failedDdlInBlockAbortsIt() {
        exec(s, "BEGIN", "CREATE TABLE x (a int)");
        assertThat(state(s, "CREATE TABLE x (a int)")).isEqualTo("42P07");
        assertThat(state(s, "SELECT 1")).isEqualTo("25P02");
        exec(s, "ROLLBACK");
        assertThat(state(s, "SELECT * FROM x")).isEqualTo("42P01");
    }

    @Test
    void autoCommitDdlFailureLeavesNothingBehind() {
        assertThat(state(s, "CREATE TABLE bad (a int, a text)")).isEqualTo("42701");
        assertThat(state(s, "SELECT * FROM bad")).isEqualTo("42P01");
    }

    @Test
    void sequenceAdvancesDespiteRollback() {
        exec(s, "CREATE TABLE ser (id serial PRIMARY KEY, v text)", "INSERT INTO ser (v) VALUES ('a')",
                "BEGIN", "INSERT INTO ser (v) VALUES ('b')", "ROLLBACK", "INSERT INTO ser (v) VALUES ('c')");
        assertThat(strings(s, "SELECT id, v FROM ser ORDER BY id")).containsExactly("[1, a]", "[3, c]");
    }
}
