package org.lanin.fuzz;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.lanin.fuzz.FuzzTable.Column;
import org.lanin.fuzz.FuzzTable.Index;

/**
 * Draws a random database from a seed: 2-4 tables of 2-5 columns over {@link FuzzType}, some NOT
 * NULL, primary keys, UNIQUE constraints and indexes (one or two columns, some descending or
 * unique), sometimes a table partitioned by RANGE, LIST or HASH ({@link PartitionGenerator}), and
 * 0-15 rows per table (in one schema of about eight, one table of 300-2,000: hash join batches, long
 * runs of equal merge keys) with NULLs and duplicates that respect every key, so any subset of the
 * rows (what the minimiser tries) loads too.
 */
final class SchemaGenerator {
    /** Tables up to this many rows are small; one table in about eight schemas is big (300-2,000 rows). */
    static final int SMALL_ROWS = 15;
    private static final FuzzType[] TYPES = FuzzType.values();
    private final Random rnd;

    SchemaGenerator(Random rnd) {
        this.rnd = rnd;
    }

    FuzzSchema generate() {
        int n = 2 + rnd.nextInt(3);
        List<FuzzTable> tables = new ArrayList<>();
        List<List<List<String>>> rows = new ArrayList<>();
        int partitioned = 0;
        int big = rnd.nextInt(8) == 0 ? rnd.nextInt(n) : -1;
        for (int i = 0; i < n; i++) {
            FuzzTable t = table("t" + i);
            if (partitioned < 2 && rnd.nextInt(100) < 35) {
                t = new PartitionGenerator(rnd).partition(t);
                partitioned += t.partitioning() != null ? 1 : 0;
            }
            t = t.withIndexes(indexes(t));
            tables.add(t);
            rows.add(rows(t, i == big && keysCanGrow(t) ? 300 + rnd.nextInt(1700) : -1));
        }
        FuzzSchema s = new FuzzSchema(tables, rows, List.of(), rnd.nextBoolean(), rnd.nextBoolean(),
                rnd.nextBoolean());
        return s.withChurn(new ChurnGenerator(rnd).churn(s));
    }

    private FuzzTable table(String name) {
        int cols = 2 + rnd.nextInt(4);
        List<Column> columns = new ArrayList<>();
        for (int c = 0; c < cols; c++) {
            FuzzType type = c == 0 && rnd.nextBoolean() ? FuzzType.INT : TYPES[rnd.nextInt(TYPES.length)];
            columns.add(new Column("c" + c, type, rnd.nextInt(4) == 0));
        }
        List<String> pk = new ArrayList<>();
        int keyDraw = rnd.nextInt(10);
        if (keyDraw < 4) {
            pk.add(keyable(columns));
        } else if (keyDraw == 4) {
            pk.add(keyable(columns));
            String second = keyable(columns);
            if (!second.equals(pk.get(0))) {
                pk.add(second);
            }
        }
        for (int c = 0; c < columns.size(); c++) {
            Column col = columns.get(c);
            if (pk.contains(col.name())) {
                columns.set(c, new Column(col.name(), col.type(), true));
            }
        }
        List<List<String>> uniques = new ArrayList<>();
        if (rnd.nextInt(5) == 0) {
            String u = keyable(columns);
            if (!pk.equals(List.of(u))) {
                uniques.add(List.of(u));
            }
        }
        return new FuzzTable(name, columns, pk, uniques, List.of(), null);
    }

    /** A column that can hold enough distinct values for a key (not boolean when avoidable). */
    private String keyable(List<Column> columns) {
        for (int tries = 0; tries < 10; tries++) {
            Column c = columns.get(rnd.nextInt(columns.size()));
            if (c.type() != FuzzType.BOOLEAN) {
                return c.name();
            }
        }
        return columns.get(0).name();
    }

    private List<Index> indexes(FuzzTable t) {
        List<Index> out = new ArrayList<>();
        int n = rnd.nextInt(4);
        for (int i = 0; i < n; i++) {
            List<String> cols = new ArrayList<>();
            int width = rnd.nextInt(3) == 0 ? 2 : 1;
            for (int k = 0; k < width; k++) {
                String c = t.columns().get(rnd.nextInt(t.columns().size())).name();
                if (!cols.contains(c) && !cols.contains(c + " DESC")) {
                    cols.add(rnd.nextInt(7) == 0 ? c + " DESC" : c);
                }
            }
            boolean unique = rnd.nextInt(10) == 0;
            if (unique && t.partitioning() != null && !plain(cols).contains(t.partitioning().column())) {
                cols.add(t.partitioning().column());
            }
            out.add(new Index(t.name() + "_i" + i, cols, unique));
        }
        return out;
    }

    static List<String> plain(List<String> indexColumns) {
        return indexColumns.stream().map(c -> c.replace(" DESC", "")).toList();
    }

    /** Column lists whose values must be unique: the primary key, UNIQUE constraints, unique indexes. */
    static List<List<String>> uniqueSets(FuzzTable t) {
        List<List<String>> sets = new ArrayList<>();
        if (!t.primaryKey().isEmpty()) {
            sets.add(t.primaryKey());
        }
        sets.addAll(t.uniques());
        t.indexes().stream().filter(Index::unique).forEach(i -> sets.add(plain(i.columns())));
        return sets;
    }

    /** Whether every key has a column of more than two values (a big table needs many distinct keys). */
    private static boolean keysCanGrow(FuzzTable t) {
        return uniqueSets(t).stream().allMatch(set -> set.stream().anyMatch(c -> t.column(c).type() != FuzzType.BOOLEAN));
    }

    /** {@code count} rows, or (when negative) 0-15: many hash join batches need the big ones. */
    private List<List<String>> rows(FuzzTable t, int count) {
        int n = count >= 0 ? count : rnd.nextInt(20) == 0 ? 0 : 1 + rnd.nextInt(SMALL_ROWS);
        List<List<String>> sets = uniqueSets(t);
        List<Set<List<String>>> seen = new ArrayList<>();
        sets.forEach(s -> seen.add(new HashSet<>()));
        List<List<String>> out = new ArrayList<>();
        int distinctCounter = 0;
        for (int r = 0; r < n; r++) {
            for (int attempt = 0; attempt < 10; attempt++) {
                List<String> row = new ArrayList<>();
                for (Column c : t.columns()) {
                    boolean keyish = sets.stream().anyMatch(s -> s.contains(c.name()));
                    if (!c.notNull() && rnd.nextInt(100) < 15) {
                        row.add("NULL");
                    } else if (keyish && attempt > 0 && distinctCounter < c.type().distinctLimit()) {
                        row.add(c.type().distinct(distinctCounter++));
                    } else {
                        row.add(c.type().literal(rnd));
                    }
                }
                if (fitsKeys(t, sets, seen, row)) {
                    out.add(row);
                    break;
                }
            }
        }
        return out;
    }

    private static boolean fitsKeys(FuzzTable t, List<List<String>> sets, List<Set<List<String>>> seen,
            List<String> row) {
        List<List<String>> keys = new ArrayList<>();
        for (List<String> set : sets) {
            List<String> key = new ArrayList<>();
            for (String col : set) {
                int idx = t.columns().indexOf(t.column(col));
                key.add(canonical(t.columns().get(idx).type(), row.get(idx)));
            }
            keys.add(key);
        }
        for (int i = 0; i < sets.size(); i++) {
            // NULLs never collide in a unique index (NULLS DISTINCT, PostgreSQL's default)
            if (!keys.get(i).contains("NULL") && seen.get(i).contains(keys.get(i))) {
                return false;
            }
        }
        for (int i = 0; i < sets.size(); i++) {
            seen.get(i).add(keys.get(i));
        }
        return true;
    }

    /** A literal's value as uniqueness sees it (numeric 2.50 and 2.5 are one value). */
    static String canonical(FuzzType type, String literal) {
        if (literal.equals("NULL") || type.family() != FuzzType.Family.NUMBER) {
            return literal;
        }
        return new BigDecimal(literal).stripTrailingZeros().toPlainString();
    }
}
