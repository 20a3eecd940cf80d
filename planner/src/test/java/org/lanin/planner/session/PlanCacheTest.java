package org.lanin.planner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.planner.TestSql.exec;
import static org.lanin.planner.TestSql.strings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lanin.planner.TestSql;

/** The per-database plan cache (keyed by SQL text) and re-planning after DDL. */
class PlanCacheTest {
    private Session s;

    @BeforeEach
    void setUp() {
        s = TestSql.open();
        exec(s, "CREATE TABLE t (id integer PRIMARY KEY, v text)", "INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    }

    @AfterEach
    void tearDown() {
        s.close();
    }

    private Object planOf(Session session, String sql) {
        return ((PreparedSqlImpl) session.prepare(sql)).plan();
    }

    private List<String> run(PreparedSql p, Object... params) {
        List<String> out = new ArrayList<>();
        try (ExecutionResult r = s.execute(p, params, 0, 0)) {
            RowCursor c = r.rows();
            while (c.next()) {
                out.add(java.util.Arrays.toString(c.current()));
            }
        }
        return out;
    }

    @Test
    void sameTextIsPlannedOnce() {
        String sql = "SELECT v FROM t WHERE id = 1";
        assertThat(planOf(s, sql)).isSameAs(planOf(s, sql));
        assertThat(planOf(s, sql)).as("literals are normalised away").isSameAs(planOf(s, "SELECT v FROM t WHERE id = 2"));
        assertThat(planOf(s, sql)).isNotSameAs(planOf(s, "SELECT id FROM t WHERE v = 'x'"));
    }

    @Test
    void sessionsOfOneDatabaseShareThePlan() {
        try (Session a = Lanin.openMemory("plan_cache_share", Map.of());
             Session b = Lanin.openMemory("plan_cache_share", Map.of())) {
            exec(a, "CREATE TABLE x (a int)");
            assertThat(planOf(a, "SELECT a FROM x")).isSameAs(planOf(b, "SELECT a FROM x"));
        }
    }

    @Test
    void ddlMakesTheNextPrepareReplan() {
        String sql = "SELECT * FROM t ORDER BY id";
        Object before = planOf(s, sql);
        exec(s, "CREATE TABLE other (a int)");
        assertThat(planOf(s, sql)).isNotSameAs(before);
    }

    @Test
    void preparedStatementSeesAddedColumn() {
        PreparedSql p = s.prepare("SELECT * FROM t ORDER BY id");
        assertThat(p.resultColumns()).extracting(ColumnInfo::name).containsExactly("id", "v");
        assertThat(run(p)).containsExactly("[1, a]", "[2, b]");
        exec(s, "ALTER TABLE t ADD COLUMN n integer DEFAULT 5");
        assertThat(run(p)).containsExactly("[1, a, 5]", "[2, b, 5]");
        assertThat(p.resultColumns()).extracting(ColumnInfo::name).containsExactly("id", "v", "n");
    }

    @Test
    void preparedStatementSeesDroppedAndRecreatedTable() {
        PreparedSql p = s.prepare("SELECT count(*) FROM t");
        assertThat(run(p)).containsExactly("[2]");
        exec(s, "DROP TABLE t", "CREATE TABLE t (x text)", "INSERT INTO t VALUES ('only')");
        assertThat(run(p)).containsExactly("[1]");
    }

    @Test
    void preparedStatementUsesNewIndexResults() {
        PreparedSql p = s.prepare("SELECT id FROM t WHERE v = ?");
        assertThat(p.parameterCount()).isEqualTo(1);
        assertThat(run(p, "b")).containsExactly("[2]");
        exec(s, "CREATE INDEX t_v ON t (v)", "INSERT INTO t VALUES (3, 'b')");
        assertThat(run(p, "b")).containsExactlyInAnyOrder("[2]", "[3]");
    }

    @Test
    void rolledBackDdlReplansBack() {
        PreparedSql p = s.prepare("SELECT * FROM t ORDER BY id");
        exec(s, "BEGIN", "ALTER TABLE t ADD COLUMN n integer");
        assertThat(run(p)).containsExactly("[1, a, null]", "[2, b, null]");
        exec(s, "ROLLBACK");
        assertThat(run(p)).containsExactly("[1, a]", "[2, b]");
        assertThat(strings(s, "SELECT * FROM t ORDER BY id")).containsExactly("[1, a]", "[2, b]");
    }
}
