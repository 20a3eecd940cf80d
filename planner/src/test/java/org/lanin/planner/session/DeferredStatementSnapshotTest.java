package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.scalar;
import static org.lanin.planner.TestSql.state;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;

/**
 * A READ COMMITTED statement takes its snapshot at its first read (ExecContext.deferSnapshot), so
 * one that reads nothing takes none; REPEATABLE READ still fixes the transaction's snapshot at its
 * first statement, whatever that statement reads, as PostgreSQL does.
 */
class DeferredStatementSnapshotTest {
    private final String name = "deferred_snapshot_" + System.identityHashCode(this);
    private Session a;
    private Session b;

    @BeforeEach
    void setUp() {
        a = Lanin.openMemory(name, Map.of("autovacuum", "off"));
        b = Lanin.openMemory(name, Map.of());
        exec(a, "CREATE TABLE plain (i bigint NOT NULL, v text)", "CREATE INDEX ON plain (i)",
                "CREATE TABLE keyed (id int PRIMARY KEY)", "CREATE TABLE child (id int REFERENCES keyed)");
    }

    @AfterEach
    void tearDown() {
        b.close();
        a.close();
    }

    private long snapshots() {
        return counters().get(1);
    }

    private long xids() {
        return counters().get(0);
    }

    private List<Long> counters() {
        var row = TestSql.rows(b, "SELECT xids_assigned, snapshots FROM lanin_stat_transactions").get(0);
        return List.of(((Number) row.get(0)).longValue(), ((Number) row.get(1)).longValue());
    }

    /** Snapshots {@code sql} took (reading the system view itself reads no table, so it takes none). */
    private long snapshotsOf(String sql) {
        long before = snapshots();
        exec(a, sql);
        return snapshots() - before;
    }

    @Test
    void anInsertOfValuesIntoAPlainTableTakesNoSnapshot() {
        long xidsBefore = xids();
        assertThat(snapshotsOf("INSERT INTO plain VALUES (1, 'a'), (2, 'b')")).isZero();
        assertThat(xids() - xidsBefore).isEqualTo(1);
        assertThat(scalar(a, "SELECT count(*) FROM plain")).isEqualTo(2L);
    }

    @Test
    void statementsThatReadTakeTheirSnapshot() {
        exec(a, "INSERT INTO plain VALUES (1, 'a')", "INSERT INTO keyed VALUES (1)");
        assertThat(snapshotsOf("INSERT INTO plain SELECT i + 1, v FROM plain")).isEqualTo(1);
        assertThat(snapshotsOf("UPDATE plain SET v = 'c' WHERE i = 2")).isEqualTo(1);
        exec(a, "INSERT INTO child VALUES (1)");
        assertThat(state(a, "INSERT INTO child VALUES (2)")).isEqualTo("23503");
        assertThat(state(a, "INSERT INTO keyed VALUES (1)")).isEqualTo("23505");
    }

    @Test
    void repeatableReadFixesItsSnapshotAtAnInsertThatReadsNothing() {
        exec(a, "BEGIN ISOLATION LEVEL REPEATABLE READ", "INSERT INTO plain VALUES (1, 'mine')");
        exec(b, "INSERT INTO plain VALUES (2, 'theirs')");
        assertThat(scalar(a, "SELECT string_agg(v, ',') FROM plain")).isEqualTo("mine");
        exec(a, "COMMIT");
        assertThat(scalar(a, "SELECT string_agg(v, ',' ORDER BY i) FROM plain")).isEqualTo("mine,theirs");
    }

    @Test
    void readCommittedReadsWhatCommittedBeforeEachStatementThatReads() {
        exec(a, "BEGIN", "INSERT INTO plain VALUES (1, 'mine')");
        exec(b, "INSERT INTO plain VALUES (2, 'theirs')");
        assertThat(scalar(a, "SELECT string_agg(v, ',' ORDER BY i) FROM plain")).isEqualTo("mine,theirs");
        exec(a, "ROLLBACK");
    }
}
