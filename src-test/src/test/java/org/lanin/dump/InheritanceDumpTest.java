package org.lanin.dump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lanin.dump.DumpRoundTripTest.dump;
import static org.lanin.dump.DumpRoundTripTest.rows;
import static org.lanin.dump.DumpRoundTripTest.run;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lanin -> dump -> Lanin with table inheritance, a multicolumn GIN index and GIN / hash indexes on a
 * partitioned table: parents are written before their children with INHERITS, each table's own
 * rows once (a parent's COPY reads it ONLY), the indexes with their operator classes; the fresh
 * database dumps the same script and answers the same.
 */
class InheritanceDumpTest {
    private static final String[] SCHEMA = {
        "CREATE TABLE cities (name text NOT NULL, population int DEFAULT 0 CHECK (population >= 0))",
        "CREATE TABLE capitals (state char(2)) INHERITS (cities)",
        "CREATE TABLE towns (mayor text) INHERITS (cities)",
        "CREATE TABLE villages (elders int) INHERITS (towns, capitals)",
        "CREATE TABLE docs (id int, tags text[], attrs jsonb, code text) PARTITION BY RANGE (id)",
        "CREATE TABLE docs_low PARTITION OF docs FOR VALUES FROM (0) TO (100)",
        "CREATE INDEX docs_tags ON docs USING gin (tags, attrs jsonb_path_ops)",
        "CREATE INDEX docs_code ON docs USING hash (code)",
        "CREATE TABLE docs_high PARTITION OF docs FOR VALUES FROM (100) TO (200)",
    };
    private static final String[] DATA = {
        "INSERT INTO cities VALUES ('Springfield', 100)",
        "INSERT INTO capitals VALUES ('Capital City', 500, 'XX')",
        "INSERT INTO towns VALUES ('Ogdenville', 7, 'Mayor')",
        "INSERT INTO villages (name, population, elders, state, mayor) VALUES ('Little', 9, 3, 'ZZ', 'Elder')",
        "INSERT INTO docs VALUES (1, '{a,b}', '{\"k\": 1}', 'x'), (150, '{b}', '{\"k\": 2}', 'y')",
    };

    @Test
    void inheritanceAndIndexesRoundTrip() throws Exception {
        try (Connection a = DriverManager.getConnection("jdbc:lanin:mem:");
             Connection b = DriverManager.getConnection("jdbc:lanin:mem:")) {
            run(a, SCHEMA);
            run(a, DATA);
            String first = dump(a);
            assertThat(ScriptLoad.run(b, first.lines().toList(), true)).isEmpty();
            assertThat(dump(b)).isEqualTo(first);
            assertThat(first).contains("INHERITS (public.towns, public.capitals);",
                    "CREATE INDEX docs_tags ON public.docs USING gin (tags, attrs jsonb_path_ops);",
                    "CREATE INDEX docs_code ON public.docs USING hash (code);");
            for (String q : List.of("SELECT * FROM cities ORDER BY name", "SELECT * FROM ONLY cities ORDER BY name",
                    "SELECT * FROM towns ORDER BY name", "SELECT * FROM capitals ORDER BY name",
                    "SELECT c.relname, p.relname, i.inhseqno FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid"
                            + " JOIN pg_class p ON p.oid = i.inhparent ORDER BY 1, 2",
                    "SELECT indexname, indexdef FROM pg_indexes WHERE tablename LIKE 'docs%' ORDER BY 1",
                    "SELECT id FROM docs WHERE tags @> '{b}' AND attrs @> '{\"k\": 2}'")) {
                assertThat(rows(b, q)).as(q).isEqualTo(rows(a, q));
            }
            assertThat(rows(b, "SELECT count(*) FROM cities")).containsExactly(List.of("4"));
        }
    }
}
