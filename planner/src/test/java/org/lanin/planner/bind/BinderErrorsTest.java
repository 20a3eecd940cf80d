package org.lanin.planner.bind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.error;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.state;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.TestSql;
import org.lanin.planner.session.Session;

/** Binder and planner errors as a session reports them: PostgreSQL's SQLSTATEs, messages and hints. */
class BinderErrorsTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
        exec(s, "CREATE TABLE t (id integer PRIMARY KEY, name text, qty integer)",
                "CREATE TABLE u (id integer, tid integer, label text)",
                "INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20)");
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    @Test
    void undefinedTable() {
        LaninException e = error(s, "SELECT * FROM nosuch");
        assertThat(e.state().code()).isEqualTo("42P01");
        assertThat(e.getMessage()).contains("relation \"nosuch\" does not exist");
        assertThat(state(s, "INSERT INTO nosuch VALUES (1)")).isEqualTo("42P01");
        assertThat(state(s, "UPDATE nosuch SET a = 1")).isEqualTo("42P01");
        assertThat(state(s, "DELETE FROM nosuch")).isEqualTo("42P01");
        assertThat(state(s, "SELECT * FROM t JOIN nosuch ON true")).isEqualTo("42P01");
        assertThat(state(s, "SELECT * FROM \"T\"")).as("quoted names keep their case").isEqualTo("42P01");
    }

    @Test
    void undefinedColumnWithHintForNearMiss() {
        LaninException near = error(s, "SELECT nme FROM t");
        assertThat(near.state().code()).isEqualTo("42703");
        assertThat(near.primaryMessage()).isEqualTo("column \"nme\" does not exist");
        assertThat(near.hint()).isEqualTo("Perhaps you meant to reference the column \"t\".\"name\".");

        LaninException far = error(s, "SELECT zzzzzz FROM t");
        assertThat(far.state().code()).isEqualTo("42703");
        assertThat(far.hint()).isNull();

        assertThat(state(s, "SELECT t.nope FROM t")).isEqualTo("42703");
        assertThat(state(s, "SELECT id FROM t WHERE nope = 1")).isEqualTo("42703");
        assertThat(state(s, "SELECT id FROM t ORDER BY nope")).isEqualTo("42703");
        assertThat(state(s, "UPDATE t SET nope = 1")).isEqualTo("42703");
        assertThat(state(s, "INSERT INTO t (id, nope) VALUES (1, 2)")).isEqualTo("42703");
    }

    @Test
    void ambiguousColumnInJoin() {
        LaninException e = error(s, "SELECT id FROM t JOIN u ON t.id = u.tid");
        assertThat(e.state().code()).isEqualTo("42702");
        assertThat(e.getMessage()).contains("column reference \"id\" is ambiguous");
        assertThat(state(s, "SELECT * FROM t, u WHERE id = 1")).isEqualTo("42702");
    }

    @Test
    void missingFromClauseEntry() {
        LaninException e = error(s, "SELECT x.id FROM t");
        assertThat(e.state().code()).isEqualTo("42P01");
        assertThat(e.getMessage()).contains("missing FROM-clause entry for table \"x\"");
        assertThat(state(s, "SELECT t.id FROM t AS tt")).as("an alias hides the table name").isEqualTo("42P01");
    }

    @Test
    void groupingErrors() {
        LaninException e = error(s, "SELECT name, count(*) FROM t");
        assertThat(e.state().code()).isEqualTo("42803");
        assertThat(e.getMessage()).contains("must appear in the GROUP BY clause or be used in an aggregate function");
        assertThat(state(s, "SELECT name FROM t GROUP BY qty")).isEqualTo("42803");
        assertThat(state(s, "SELECT qty FROM t GROUP BY qty HAVING name = 'a'")).isEqualTo("42803");
        LaninException where = error(s, "SELECT * FROM t WHERE count(*) > 1");
        assertThat(where.state().code()).isEqualTo("42803");
        assertThat(where.getMessage()).contains("aggregate functions are not allowed in WHERE");
        assertThat(state(s, "SELECT sum(count(*)) FROM t")).as("nested aggregates").isEqualTo("42803");
    }

    @Test
    void typeMismatches() {
        // PostgreSQL says 42883 "operator does not exist: integer = text"; 42804 is accepted here too.
        assertThat(state(s, "SELECT * FROM t WHERE id = name")).isEqualTo("42883");
        LaninException plus = error(s, "SELECT name + 1 FROM t");
        assertThat(plus.state().code()).isEqualTo("42883");
        assertThat(plus.getMessage()).contains("operator does not exist: text + integer");
        assertThat(state(s, "SELECT sum(name) FROM t")).isEqualTo("42883");
        assertThat(state(s, "SELECT nosuchfunction(1)")).isEqualTo("42883");
        assertThat(state(s, "SELECT * FROM t WHERE name")).as("argument of WHERE must be boolean").isEqualTo("42804");
    }

    @Test
    void booleanIntoIntegerColumnIsAnAssignmentError() {
        assertThat(state(s, "INSERT INTO t (id) VALUES (true)")).isEqualTo("42804");
    }

    @Test
    void untypedLiteralThatDoesNotFitItsContext() {
        LaninException e = error(s, "SELECT * FROM t WHERE id = 'abc'");
        assertThat(e.state().code()).isEqualTo("22P02");
        assertThat(e.getMessage()).contains("invalid input syntax for type integer: \"abc\"");
        assertThat(state(s, "SELECT * FROM t WHERE qty = '1.5'")).isEqualTo("22P02");
        assertThat(TestSql.rows(s, "SELECT name FROM t WHERE id = '2'")).containsExactly(java.util.List.of("b"));
    }

    @Test
    void syntaxErrors() {
        LaninException e = error(s, "SELEC 1");
        assertThat(e.state().code()).isEqualTo("42601");
        assertThat(e.getMessage()).contains("\"SELEC\"");
        assertThat(state(s, "SELECT (1 + 2")).isEqualTo("42601");
        assertThat(state(s, "SELECT * FROM")).isEqualTo("42601");
        assertThat(state(s, "INSERT INTO t (id, name) VALUES (1)")).isEqualTo("42601");
    }

    @Test
    void unsupportedFeatures() {
        assertThat(state(s, "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3)"
                + " CYCLE n SET is_cycle USING path SELECT * FROM r")).isEqualTo("0A000");
        assertThat(state(s, "SELECT * FROM t JOIN (SELECT * FROM u) v ON v.tid = t.id FOR UPDATE")).isEqualTo("0A000");
        assertThat(state(s, "SELECT * FROM t LEFT JOIN u ON u.tid = t.id FOR UPDATE OF u")).isEqualTo("0A000");
        assertThat(state(s, "SELECT count(*) FROM t FOR SHARE")).isEqualTo("0A000");
    }
}
