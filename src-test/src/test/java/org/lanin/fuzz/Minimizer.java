package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Delta debugging (Zeller and Hildebrandt, TSE 2002) of a failing case: greedily takes the first
 * smaller query or predicate ({@link FuzzCase#shrinks()}) that fails the same way, then removes
 * tables the case does not name, chunks of rows (ddmin per table), the UPDATE/DELETE statements,
 * indexes, keys, partitioning and VACUUM / ANALYZE, and starts again until nothing smaller fails
 * or the budget of checks is spent. "Fails the same way" is the same {@link Verdict#key()}.
 */
final class Minimizer {
    private static final Pattern TABLE = Pattern.compile("\\b(t\\d+)\\b");
    private final Oracle oracle;
    private final String pgUrl;
    private final String key;
    private int budget;
    private FuzzSchema schema;
    private FuzzCase current;
    private Verdict verdict;
    private Databases dbs;

    Minimizer(Oracle oracle, String pgUrl, FuzzSchema schema, FuzzCase c, Verdict v, int budget) {
        this.oracle = oracle;
        this.pgUrl = pgUrl;
        this.key = v.key();
        this.schema = schema;
        this.current = c;
        this.verdict = v;
        this.budget = budget;
    }

    FuzzSchema schema() {
        return schema;
    }

    FuzzCase fuzzCase() {
        return current;
    }

    Verdict verdict() {
        return verdict;
    }

    void run() {
        try {
            boolean progress = true;
            while (progress && budget > 0) {
                progress = shrinkCase() || shrinkSchema();
            }
        } finally {
            closeDbs();
        }
    }

    private boolean shrinkCase() {
        for (FuzzCase c : current.shrinks()) {
            if (budget <= 0) {
                return false;
            }
            boolean smaller = c.size() < current.size() || c.size() == current.size() && c.length() < current.length();
            if (smaller && fails(schema, c)) {
                current = c;
                return true;
            }
        }
        return false;
    }

    private boolean shrinkSchema() {
        for (FuzzSchema s : schemaCuts()) {
            if (budget <= 0) {
                return false;
            }
            if (fails(s, current)) {
                schema = s;
                return true;
            }
        }
        for (int t = 0; t < schema.tables().size(); t++) {
            if (ddminRows(t)) {
                return true;
            }
        }
        return false;
    }

    /** Coarse cuts: unnamed tables, churn statements, indexes, keys, partitioning, setup flags. */
    private List<FuzzSchema> schemaCuts() {
        List<FuzzSchema> out = new ArrayList<>();
        String text = current.query().sql() + (current.p() == null ? "" : " " + current.p().sql());
        List<String> named = new ArrayList<>();
        Matcher m = TABLE.matcher(text);
        while (m.find()) {
            named.add(m.group(1));
        }
        for (int i = 0; i < schema.tables().size(); i++) {
            if (!named.contains(schema.tables().get(i).name())) {
                out.add(SchemaCuts.withoutTable(schema, i));
            }
        }
        for (int i = 0; i < schema.churn().size(); i++) {
            List<String> c = new ArrayList<>(schema.churn());
            c.remove(i);
            out.add(schema.withChurn(c));
        }
        out.addAll(SchemaCuts.tableCuts(schema));
        if (schema.vacuum() || schema.analyze()) {
            out.add(schema.withFlags(schema.indexesFirst(), false, false));
        }
        return out;
    }

    /** ddmin over one table's rows: drop ever smaller chunks while the failure stays. */
    private boolean ddminRows(int t) {
        List<List<String>> rows = schema.rows().get(t);
        boolean any = false;
        int n = 2;
        while (rows.size() >= 1 && budget > 0) {
            int chunk = Math.max(1, (rows.size() + n - 1) / n);
            boolean removed = false;
            for (int from = 0; from < rows.size() && budget > 0; from += chunk) {
                List<List<String>> rest = new ArrayList<>(rows.subList(0, from));
                rest.addAll(rows.subList(Math.min(rows.size(), from + chunk), rows.size()));
                FuzzSchema s = schema.withRows(t, rest);
                if (fails(s, current)) {
                    schema = s;
                    rows = rest;
                    removed = true;
                    any = true;
                    n = Math.max(n - 1, 2);
                    break;
                }
            }
            if (!removed) {
                if (chunk == 1) {
                    break;
                }
                n = Math.min(rows.size(), n * 2);
            }
        }
        return any;
    }

    private boolean fails(FuzzSchema s, FuzzCase c) {
        budget--;
        try {
            if (s != schema || dbs == null) {
                closeDbs();
                dbs = Databases.open(s, pgUrl);
            }
            Verdict v = Verdict.of(oracle, dbs, c);
            if (v.failed() && v.key().equals(key)) {
                verdict = v;
                if (s != schema) {
                    closeDbs(); // the caller adopts s; reopen lazily for it
                }
                return true;
            }
            if (s != schema) {
                closeDbs();
            }
            return false;
        } catch (SqlFault e) {
            closeDbs();
            return false;
        }
    }

    private void closeDbs() {
        if (dbs != null) {
            dbs.close();
            dbs = null;
        }
    }
}
