package org.lanin.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * GIN indexes in plans: EXPLAIN's shape against PostgreSQL 15's recorded in {@code gin/explain.tsv}
 * (Bitmap Heap Scan, Recheck Cond, Bitmap Index Scan, Index Cond with the column on the left;
 * re-record with {@code gin/record_explain.sh}); metamorphic runs of each query with the bitmap
 * scan forced, switched off ({@code enable_bitmapscan}) and left to the cost model, which must
 * return the same rows; parameters; the cost model choosing the index only when selective;
 * CONCURRENTLY; the access methods refused; the dump writing {@code USING gin}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GinPlanTest {
    private static final List<String> QUERIES = List.of(
            "SELECT id FROM docs WHERE tags @> '{t3,u5}'", "SELECT id FROM docs WHERE '{t1,u1,zz}' @> tags",
            "SELECT id FROM docs WHERE tags <@ '{t1,u1,zz}'", "SELECT id FROM docs WHERE tags && '{t2,u0}'",
            "SELECT id FROM docs WHERE tags = '{t1,u1}'", "SELECT id FROM docs WHERE tags = '{}'",
            "SELECT id FROM docs WHERE tags @> '{}'", "SELECT id FROM docs WHERE tags && '{}'",
            "SELECT id FROM docs WHERE nums @> '{3,7}' AND id % 2 = 0",
            "SELECT id FROM docs WHERE doc @> '{\"a\": 1, \"k2\": \"x\"}'", "SELECT id FROM docs WHERE doc @> '{}'",
            "SELECT id FROM docs WHERE doc @> '{\"tags\": [\"p3\"]}'", "SELECT id FROM docs WHERE doc ? 'p3'",
            "SELECT id FROM docs WHERE doc ?| '{k1,k2}'", "SELECT id FROM docs WHERE doc ?& '{k1,a}'",
            "SELECT id FROM docs WHERE doc ?& '{}'", "SELECT id FROM docs WHERE tv @@ 'word3 & !w5'::tsquery",
            "SELECT id FROM docs WHERE tv @@ to_tsquery('simple', 'pref:* | word1')",
            "SELECT id FROM docs WHERE tv @@ to_tsquery('simple', '!common')",
            "SELECT id FROM docs WHERE tv @@ to_tsquery('simple', 'word3 <-> common')");
    private Connection c;

    /** The recorded script's table and indexes, loaded once; tests that add objects drop them again. */
    @BeforeAll
    void load() throws Exception {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        for (String sql : read("/gin/script.sql").split("\n")) {
            exec(sql);
            if (sql.startsWith("ANALYZE")) {
                break;
            }
        }
    }

    @BeforeEach
    void defaults() throws SQLException {
        exec("SET enable_seqscan = on");
        exec("SET enable_bitmapscan = on");
    }

    @AfterAll
    void close() throws SQLException {
        c.close();
    }

    @Test
    void explainHasPostgresqlsShape() throws Exception {
        exec("SET enable_seqscan = off");
        List<String> mismatches = new ArrayList<>();
        for (String line : read("/gin/explain.tsv").split("\n")) {
            String[] parts = line.split("\t");
            String plan = String.join("\u2424", rows("EXPLAIN (COSTS OFF) " + parts[0]));
            if (!plan.equals(parts[1])) {
                mismatches.add(parts[0] + "\n  PostgreSQL: " + parts[1] + "\n  Lanin:      " + plan);
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @Test
    void bitmapScanSeqScanAndCostModelAgree() throws Exception {
        for (String q : QUERIES) {
            exec("SET enable_seqscan = off");
            exec("SET enable_bitmapscan = on");
            assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) " + q))).as(q).contains("Bitmap Index Scan");
            List<String> forced = sorted(rows(q));
            exec("SET enable_seqscan = on");
            exec("SET enable_bitmapscan = off");
            assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) " + q))).as(q).doesNotContain("Bitmap");
            List<String> off = sorted(rows(q));
            exec("SET enable_bitmapscan = on");
            assertThat(forced).as(q).isEqualTo(off);
            assertThat(sorted(rows(q))).as(q).isEqualTo(off);
        }
    }

    @Test
    void theCostModelPrefersTheIndexOnlyWhenSelective() throws Exception {
        assertThat(String.join("\n", rows("EXPLAIN SELECT id FROM docs WHERE tags @> '{t3,u5}'")))
                .contains("Bitmap Heap Scan");
        // every row qualifies: reading the index first is pure overhead
        assertThat(String.join("\n", rows("EXPLAIN SELECT id FROM docs WHERE tags @> '{t3,u5}' OR id > 0")))
                .startsWith("Seq Scan");
    }

    @Test
    void parametersAreLookedUpAtExecution() throws Exception {
        try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM docs WHERE tags @> ?::text[]");
             PreparedStatement pj = c.prepareStatement("SELECT count(*) FROM docs WHERE doc ? ?");
             PreparedStatement pt = c.prepareStatement("SELECT count(*) FROM docs WHERE tv @@ ?::tsquery")) {
            for (String[] t : new String[][] {{"{t3}", "286"}, {"{t3,u5}", "22"}, {"{}", "2004"}}) {
                ps.setString(1, t[0]);
                assertThat(scalar(ps)).as(t[0]).isEqualTo(t[1]);
            }
            pj.setString(1, "k1");
            assertThat(scalar(pj)).isEqualTo("500");
            pt.setString(1, "word3 & w5");
            assertThat(scalar(pt)).isEqualTo("13");
            ps.setNull(1, java.sql.Types.VARCHAR);
            assertThat(scalar(ps)).isEqualTo("0");
        }
    }

    @Test
    void anExpressionIndexServesTheSameExpression() throws Exception {
        exec("CREATE INDEX docs_body_ts ON docs USING gin (to_tsvector('simple', body))");
        String q = "SELECT id FROM docs WHERE to_tsvector('simple', body) @@ to_tsquery('simple', 'b7 | x')";
        exec("SET enable_seqscan = off");
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) " + q))).contains("Bitmap Index Scan on docs_body_ts");
        List<String> viaIndex = sorted(rows(q));
        exec("SET enable_bitmapscan = off");
        assertThat(viaIndex).hasSize(41).isEqualTo(sorted(rows(q)));
        assertThat(rows("SELECT bt_index_check('docs_body_ts', true)")).containsExactly((String) null);
        exec("DROP INDEX docs_body_ts");
    }

    @Test
    void concurrentlyBuildsAndDrops() throws Exception {
        exec("CREATE TABLE conc AS SELECT id, tags FROM docs");
        exec("CREATE INDEX CONCURRENTLY conc_tags ON conc USING gin (tags)");
        exec("SET enable_seqscan = off");
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT id FROM conc WHERE tags @> '{t3}'")))
                .contains("Bitmap Index Scan on conc_tags");
        assertThat(rows("SELECT count(*) FROM conc WHERE tags @> '{t3}'")).containsExactly("286");
        assertThat(rows("SELECT bt_index_check('conc_tags', true)")).containsExactly((String) null);
        exec("DROP INDEX CONCURRENTLY conc_tags");
        assertThat(rows("SELECT count(*) FROM pg_indexes WHERE indexname = 'conc_tags'")).containsExactly("0");
        exec("DROP TABLE conc");
    }

    @Test
    void methodsLaninLacksAreRefusedNamingThem() {
        for (String m : List.of("brin", "spgist")) { // gist: GistPlanTest
            assertThatThrownBy(() -> exec("CREATE INDEX ON docs USING " + m + " (tv)"))
                    .isInstanceOfSatisfying(SQLException.class, e -> {
                        assertThat(e.getSQLState()).isEqualTo("0A000");
                        assertThat(e.getMessage()).contains("\"" + m + "\"");
                    });
        }
    }

    @Test
    void theDumpWritesTheAccessMethod() throws Exception {
        java.io.StringWriter out = new java.io.StringWriter();
        new org.lanin.dump.DatabaseDump(c, new java.io.PrintStream(java.io.OutputStream.nullOutputStream())).write(out);
        assertThat(out.toString()).contains("USING gin (tags)", "USING gin (doc jsonb_path_ops)", "USING hash (body)");
    }

    private static List<String> sorted(List<String> rows) {
        List<String> out = new ArrayList<>(rows);
        out.sort(null);
        return out;
    }

    private String scalar(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }

    private List<String> rows(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private void exec(String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = GinPlanTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
