package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A generated database: tables, their rows (as SQL literals), a few UPDATE/DELETE statements run
 * after the load (dead row versions, update chains, rows moving between partitions) and whether
 * indexes are built before or after the load and VACUUM / ANALYZE run. It renders the script that
 * builds it on each target ({@link Databases} loads the rows as prepared batches, the report prints
 * them as INSERTs); the minimiser shrinks it through the {@code with*} copies.
 */
record FuzzSchema(List<FuzzTable> tables, List<List<List<String>>> rows, List<String> churn,
        boolean indexesFirst, boolean vacuum, boolean analyze) {

    /** What a script is for: partitioned tables stay partitioned on LANIN and POSTGRES only. */
    enum Target { LANIN, LANIN_PLAIN, H2, POSTGRES }

    FuzzSchema {
        tables = List.copyOf(tables);
        rows = rows.stream().map(List::copyOf).toList();
        churn = List.copyOf(churn);
    }

    boolean partitioned() {
        return tables.stream().anyMatch(t -> t.partitioning() != null);
    }

    FuzzTable table(String name) {
        return tables.stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    /** The whole script: what {@link Databases} runs, with the rows as INSERT statements. */
    List<String> script(Target target) {
        List<String> out = new ArrayList<>(before(target));
        for (int i = 0; i < tables.size(); i++) {
            out.addAll(inserts(tables.get(i), rows.get(i)));
        }
        out.addAll(after(target));
        return out;
    }

    /** Tables, partitions, and the indexes when they are built before the rows arrive. */
    List<String> before(Target target) {
        boolean partitioned = target == Target.LANIN || target == Target.POSTGRES;
        List<String> out = new ArrayList<>();
        for (FuzzTable t : tables) {
            out.addAll(t.createSql(partitioned));
        }
        if (indexesFirst) {
            tables.forEach(t -> out.addAll(t.indexSql()));
        }
        return out;
    }

    /** The UPDATE/DELETE statements, the indexes built over the rows, VACUUM and ANALYZE. */
    List<String> after(Target target) {
        List<String> out = new ArrayList<>(churn);
        if (!indexesFirst) {
            tables.forEach(t -> out.addAll(t.indexSql()));
        }
        if (target == Target.LANIN || target == Target.LANIN_PLAIN) {
            if (vacuum) {
                out.add("VACUUM");
            }
            if (analyze) {
                out.add("ANALYZE");
            }
        }
        return out;
    }

    /** Tables with more rows than a query may join twice (see {@link SchemaGenerator}). */
    boolean big(String table) {
        for (int i = 0; i < tables.size(); i++) {
            if (tables.get(i).name().equals(table)) {
                return rows.get(i).size() > SchemaGenerator.SMALL_ROWS;
            }
        }
        return false;
    }

    private static List<String> inserts(FuzzTable t, List<List<String>> rows) {
        List<String> out = new ArrayList<>();
        for (int from = 0; from < rows.size(); from += 25) {
            StringBuilder b = new StringBuilder("INSERT INTO " + t.name() + " VALUES ");
            for (int i = from; i < Math.min(rows.size(), from + 25); i++) {
                b.append(i > from ? ", " : "").append('(').append(String.join(", ", rows.get(i))).append(')');
            }
            out.add(b.toString());
        }
        return out;
    }

    int rowCount() {
        return rows.stream().mapToInt(List::size).sum();
    }

    FuzzSchema withTable(int i, FuzzTable t) {
        List<FuzzTable> ts = new ArrayList<>(tables);
        ts.set(i, t);
        return new FuzzSchema(ts, rows, churn, indexesFirst, vacuum, analyze);
    }

    FuzzSchema withRows(int i, List<List<String>> r) {
        List<List<List<String>>> rs = new ArrayList<>(rows);
        rs.set(i, r);
        return new FuzzSchema(tables, rs, churn, indexesFirst, vacuum, analyze);
    }

    FuzzSchema withChurn(List<String> c) {
        return new FuzzSchema(tables, rows, c, indexesFirst, vacuum, analyze);
    }

    FuzzSchema withFlags(boolean first, boolean vac, boolean an) {
        return new FuzzSchema(tables, rows, churn, first, vac, an);
    }
}
