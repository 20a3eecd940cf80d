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
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * GiST tsvector_ops in plans, on the Pagila-like films of {@code gist/script.sql}: EXPLAIN with
 * default settings against PostgreSQL 15's recorded in {@code gist/explain.tsv} (the cost model picks
 * the GiST index for a selective {@code @@}; re-record with {@code gist/record_explain.sh}); a
 * metamorphic run of fixed and seeded random tsqueries through the GiST index, a GIN index and a
 * sequential scan (switched by {@code enable_seqscan} / {@code enable_bitmapscan} /
 * {@code enable_indexscan}), which must return the same rows, again after UPDATE / DELETE / VACUUM /
 * INSERT rounds; parameters; CREATE INDEX CONCURRENTLY; the checker; the refusals; the dump.
 * A failure names the query and the seed ({@code -Dseed=...} replays).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GistPlanTest {
    private static final List<String> QUERIES = List.of(
            "zebra", "dog", "zebra & dog", "zebra | crocodile", "!dog", "moose & !teacher", "astro:*",
            "mad <-> scientist", "scientist <-> mad", "dinosaur:A", "word150 & word7", "nosuchword", "!nosuchword",
            "(dog | cat) & !(teacher | monkey) & chef");
    private static final String[] WORDS = {"dog", "cat", "astronaut", "moos", "robot", "pioneer", "hunter", "teacher",
        "crocodil", "monkey", "sumo", "wrestler", "chase", "fight", "meet", "outrac", "boat", "pastri", "chef",
        "squirrel", "mad", "scientist", "zebra", "rare", "epic", "bore", "drama", "saga", "china", "shark", "berlin",
        "word42", "nosuch", "film", "dinosaur", "egg", "devil"};
    private Connection c;

    @BeforeAll
    void load() throws Exception {
        c = DriverManager.getConnection("jdbc:lanin:mem:");
        for (String sql : read("/gist/script.sql").split("\n")) {
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
        exec("SET enable_indexscan = on");
    }

    @AfterAll
    void close() throws SQLException {
        c.close();
    }

    @Test
    void explainChoosesTheGistIndexByCostAsPostgresql() throws Exception {
        List<String> mismatches = new ArrayList<>();
        for (String line : read("/gist/explain.tsv").split("\n")) {
            String[] parts = line.split("\t");
            String plan = String.join("\u2424", rows("EXPLAIN (COSTS OFF) " + parts[0]));
            if (!plan.equals(parts[1])) {
                mismatches.add(parts[0] + "\n  PostgreSQL: " + parts[1] + "\n  Lanin:      " + plan);
            }
        }
        assertThat(mismatches).isEmpty();
        // every row qualifies: reading the index first is pure overhead
        assertThat(String.join("\n", rows("EXPLAIN SELECT film_id FROM film WHERE fulltext @@ 'zebra'::tsquery"
                + " OR film_id > 0"))).startsWith("Seq Scan");
    }

    @Test
    void gistGinAndSeqScanReturnTheSameRows() throws Exception {
        long seed = Long.getLong("seed", System.nanoTime());
        Random r = new Random(seed);
        exec("CREATE TABLE films AS SELECT film_id, fulltext FROM film");
        exec("CREATE INDEX films_gist ON films USING gist (fulltext)");
        exec("CREATE TABLE films_gin AS SELECT film_id, fulltext FROM film");
        exec("CREATE INDEX films_gin_idx ON films_gin USING gin (fulltext)");
        try {
            for (int round = 0; round < 3; round++) {
                List<String> queries = new ArrayList<>(QUERIES);
                for (int i = 0; i < 25; i++) {
                    queries.add(randomQuery(r));
                }
                for (String q : queries) {
                    compare(q, seed);
                }
                mutate(r, round);
            }
            assertThat(rows("SELECT bt_index_check('films_gist', true)")).containsExactly((String) null);
        } finally {
            exec("DROP TABLE films");
            exec("DROP TABLE films_gin");
        }
    }

    /** The same tsquery through GiST (forced), GIN (forced) and a sequential scan: the same rows. */
    private void compare(String tsquery, long seed) throws SQLException {
        String where = " WHERE fulltext @@ to_tsquery('english', '" + tsquery + "')";
        String what = tsquery + ", seed " + seed;
        exec("SET enable_seqscan = off");
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT film_id FROM films" + where)))
                .as(what).contains("Bitmap Index Scan on films_gist");
        List<String> gist = sorted(rows("SELECT film_id FROM films" + where));
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT film_id FROM films_gin" + where)))
                .as(what).contains("Bitmap Index Scan on films_gin_idx");
        List<String> gin = sorted(rows("SELECT film_id FROM films_gin" + where));
        exec("SET enable_seqscan = on");
        exec("SET enable_bitmapscan = off");
        exec("SET enable_indexscan = off");
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT film_id FROM films" + where)))
                .as(what).startsWith("Seq Scan");
        List<String> seq = sorted(rows("SELECT film_id FROM films" + where));
        defaults();
        assertThat(gist).as(what).isEqualTo(seq);
        assertThat(gin).as(what).isEqualTo(seq);
        assertThat(sorted(rows("SELECT film_id FROM films" + where))).as(what).isEqualTo(seq);
    }

    /** The same change to both tables: updates (HOT and not), deletes, VACUUM, inserts. */
    private void mutate(Random r, int round) throws SQLException {
        int k = 2 + r.nextInt(5);
        for (String t : List.of("films", "films_gin")) {
            exec("UPDATE " + t + " SET fulltext = to_tsvector('english', 'updated zebra round" + round + " ' || film_id)"
                    + " WHERE film_id % 53 = " + k);
            exec("DELETE FROM " + t + " WHERE film_id % 11 = " + k);
            exec("VACUUM " + t);
            exec("INSERT INTO " + t + " SELECT 10000 * " + (round + 1) + " + g, to_tsvector('english', 'inserted robot"
                    + " round" + round + " word' || g) FROM generate_series(1, 200) g");
        }
    }

    private static String randomQuery(Random r) {
        String a = WORDS[r.nextInt(WORDS.length)];
        String b = WORDS[r.nextInt(WORDS.length)];
        return switch (r.nextInt(6)) {
            case 0 -> a;
            case 1 -> a + " & " + b;
            case 2 -> a + " | " + b;
            case 3 -> "!" + a + " & " + b;
            case 4 -> a.substring(0, 3) + ":*";
            default -> a + " <-> " + b;
        };
    }

    @Test
    void parametersAreSearchedAtExecution() throws Exception {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT count(*) FROM film WHERE fulltext @@ to_tsquery('english', ?)")) {
            String[][] cases = {{"zebra", "30"}, {"zebra & dog", "4"}, {"nosuchword", "0"}};
            for (String[] t : cases) {
                ps.setString(1, t[0]);
                assertThat(scalar(ps)).as(t[0]).isEqualTo(t[1]);
            }
        }
    }

    @Test
    void concurrentlyBuildsAndTheCheckerPasses() throws Exception {
        exec("CREATE TABLE conc AS SELECT film_id, fulltext FROM film");
        exec("CREATE INDEX CONCURRENTLY conc_ft ON conc USING gist (fulltext)");
        exec("SET enable_seqscan = off");
        assertThat(String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT film_id FROM conc WHERE fulltext @@ 'zebra'::tsquery")))
                .contains("Bitmap Index Scan on conc_ft");
        assertThat(rows("SELECT count(*) FROM conc WHERE fulltext @@ 'zebra'::tsquery")).containsExactly("30");
        assertThat(rows("SELECT bt_index_check('conc_ft', true)")).containsExactly((String) null);
        assertThat(rows("SELECT bt_index_check('film_fulltext_idx', true)")).containsExactly((String) null);
        exec("DROP INDEX CONCURRENTLY conc_ft");
        exec("DROP TABLE conc");
    }

    @Test
    void aPartitionedTableGetsAGistIndexPerPartition() throws Exception {
        exec("CREATE TABLE parts (id int, tv tsvector) PARTITION BY RANGE (id)");
        exec("CREATE TABLE parts1 PARTITION OF parts FOR VALUES FROM (0) TO (100)");
        exec("CREATE INDEX parts_tv ON parts USING gist (tv)");
        exec("CREATE TABLE parts2 PARTITION OF parts FOR VALUES FROM (100) TO (200)"); // a later partition too
        exec("INSERT INTO parts SELECT g, to_tsvector('simple', 'w' || (g % 10)) FROM generate_series(0, 199) g");
        exec("SET enable_seqscan = off");
        String plan = String.join("\n", rows("EXPLAIN (COSTS OFF) SELECT id FROM parts WHERE tv @@ 'w3'::tsquery"));
        assertThat(plan).contains("Bitmap Index Scan on parts1_tv_idx", "Bitmap Index Scan on parts2_tv_idx");
        assertThat(rows("SELECT count(*) FROM parts WHERE tv @@ 'w3'::tsquery")).containsExactly("20");
        assertThat(rows("SELECT indexdef FROM pg_indexes WHERE tablename = 'parts2'"))
                .containsExactly("CREATE INDEX parts2_tv_idx ON public.parts2 USING gist (tv)");
        assertThat(rows("SELECT inserts FROM lanin_stat_indexes WHERE index_name = 'parts2_tv_idx'")).containsExactly("100");
        exec("DROP TABLE parts");
    }

    @Test
    void whatGistLacksIsRefusedNamingIt() {
        exec0A000("SELECT * FROM bt_index_summary('film_fulltext_idx')", "GiST");
        exec0A000("CREATE INDEX ON film USING gist (fulltext, fulltext)", "multicolumn GiST");
        exec0A000("CREATE INDEX ON film USING gist (film_id range_ops)", "range_ops");
        exec0A000("CREATE INDEX ON film USING gist ((to_tsquery('english', title)))", "tsquery_ops");
        for (String m : List.of("brin", "spgist")) {
            exec0A000("CREATE INDEX ON film USING " + m + " (fulltext)", "\"" + m + "\"");
        }
    }

    private void exec0A000(String sql, String named) {
        assertThatThrownBy(() -> exec(sql)).as(sql).isInstanceOfSatisfying(SQLException.class, e -> {
            assertThat(e.getSQLState()).isEqualTo("0A000");
            assertThat(e.getMessage()).contains(named);
        });
    }

    @Test
    void theDumpWritesTheAccessMethod() throws Exception {
        java.io.StringWriter out = new java.io.StringWriter();
        new org.lanin.dump.DatabaseDump(c, new java.io.PrintStream(java.io.OutputStream.nullOutputStream())).write(out);
        assertThat(out.toString()).contains("CREATE INDEX film_fulltext_idx ON public.film USING gist (fulltext);");
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
        try (InputStream in = GistPlanTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
