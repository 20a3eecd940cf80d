package org.lanin.dump;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares what the dump writes besides tables, between a Lanin database and the PostgreSQL
 * database its dump was loaded into: the user's functions, procedures and aggregates (name,
 * identity arguments, kind, result, volatility, strictness, body, the other pg_proc attributes and
 * the comment), their triggers (table, name, type bits, enabled, comment) and materialized views (populated or not, and a populated one's rows).
 * Each is read with the same query on both sides, under the same search_path.
 */
final class ObjectComparison {
    static final String ROUTINES = "SELECT n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid),"
            + " p.prokind, pg_catalog.pg_get_function_result(p.oid), p.provolatile, p.proisstrict, p.proretset, p.prosrc,"
            + " p.prosecdef, p.procost::text, p.prorows::text, p.proleakproof, p.proparallel, p.proconfig::text,"
            + " pg_catalog.obj_description(p.oid, 'pg_proc')"
            + " FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace"
            + " WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2, 3";
    static final String TRIGGERS = "SELECT c.relname, t.tgname, t.tgtype, t.tgenabled, t.tgnargs,"
            + " pg_catalog.obj_description(t.oid, 'pg_trigger') FROM pg_catalog.pg_trigger t"
            + " JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND t.tgparentid = 0 ORDER BY 1, 2";
    static final String MATVIEWS = "SELECT schemaname, matviewname, ispopulated FROM pg_catalog.pg_matviews ORDER BY 1, 2";
    static final String FOREIGN_KEYS = "SELECT conrelid::regclass::text, conname, condeferrable, condeferred, confupdtype,"
            + " confdeltype, confmatchtype FROM pg_catalog.pg_constraint WHERE contype = 'f' ORDER BY 1, 2";

    private ObjectComparison() {
    }

    static List<String> differences(Connection lanin, Connection pg) throws SQLException {
        List<String> out = new ArrayList<>();
        for (Connection c : List.of(lanin, pg)) {
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("SET search_path = public"); // a loaded script (Pagila's) may have emptied it: types print alike
            }
        }
        for (String q : List.of(ROUTINES, TRIGGERS, MATVIEWS, FOREIGN_KEYS)) {
            List<List<String>> a = DumpRoundTripTest.rows(lanin, q);
            List<List<String>> b = DumpRoundTripTest.rows(pg, q);
            if (!a.equals(b)) {
                out.add(q + "\n  Lanin:      " + a + "\n  PostgreSQL: " + b);
            }
        }
        for (List<String> m : DumpRoundTripTest.rows(lanin, MATVIEWS)) {
            if (m.get(2).equals("t") || m.get(2).equals("true")) {
                String q = "SELECT * FROM " + m.get(0) + "." + m.get(1) + " ORDER BY 1";
                List<List<String>> a = DumpRoundTripTest.rows(lanin, q);
                List<List<String>> b = DumpRoundTripTest.rows(pg, q);
                if (!a.equals(b)) {
                    out.add(q + ": " + a.size() + " rows in Lanin, " + b.size() + " in PostgreSQL");
                }
            }
        }
        return out;
    }

    /** How many of each: routines, triggers, materialized views (for the test's own sanity checks). */
    static List<Integer> counts(Connection c) throws SQLException {
        return List.of(DumpRoundTripTest.rows(c, ROUTINES).size(), DumpRoundTripTest.rows(c, TRIGGERS).size(),
                DumpRoundTripTest.rows(c, MATVIEWS).size());
    }
}
