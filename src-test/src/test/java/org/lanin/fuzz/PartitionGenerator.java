package org.lanin.fuzz;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.lanin.fuzz.FuzzTable.Column;
import org.lanin.fuzz.FuzzTable.Partitioning;

/**
 * Partitions a generated table by RANGE (split points from the value pool, MINVALUE / MAXVALUE ends,
 * a DEFAULT partition for NULL keys and gaps), LIST (disjoint value groups, sometimes NULL in one,
 * always a DEFAULT) or HASH (modulus 2 or 3). Every row therefore has a partition. A primary key or
 * UNIQUE constraint gains the key column, as PostgreSQL requires of a partitioned table.
 */
final class PartitionGenerator {
    private final Random rnd;

    PartitionGenerator(Random rnd) {
        this.rnd = rnd;
    }

    FuzzTable partition(FuzzTable t) {
        Column key = t.columns().get(rnd.nextInt(t.columns().size()));
        Partitioning p = switch (key.type()) {
            case INT, BIGINT -> switch (rnd.nextInt(3)) {
                case 0 -> range(key);
                case 1 -> list(key);
                default -> hash(key);
            };
            case NUMERIC, DATE -> rnd.nextBoolean() ? range(key) : list(key);
            case TEXT -> rnd.nextBoolean() ? list(key) : hash(key);
            case BOOLEAN -> list(key);
        };
        List<String> pk = new ArrayList<>(t.primaryKey());
        if (!pk.isEmpty() && !pk.contains(key.name())) {
            pk.add(key.name());
        }
        List<List<String>> uniques = new ArrayList<>();
        for (List<String> u : t.uniques()) {
            List<String> w = new ArrayList<>(u);
            if (!w.contains(key.name())) {
                w.add(key.name());
            }
            uniques.add(w);
        }
        List<Column> cols = new ArrayList<>(t.columns());
        if (pk.contains(key.name())) {
            cols.set(cols.indexOf(key), new Column(key.name(), key.type(), true));
        }
        return new FuzzTable(t.name(), cols, pk, uniques, t.indexes(), p);
    }

    private Partitioning range(Column key) {
        TreeSet<String> splits = new TreeSet<>(byValue(key.type()));
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            splits.add(bound(key.type(), key.type().literal(rnd)));
        }
        List<String> bounds = new ArrayList<>();
        String lower = "MINVALUE";
        for (String s : splits) {
            bounds.add("FOR VALUES FROM (" + lower + ") TO (" + s + ")");
            lower = s;
        }
        boolean top = rnd.nextBoolean();
        if (top) {
            bounds.add("FOR VALUES FROM (" + lower + ") TO (MAXVALUE)");
        }
        if (!top || !key.notNull() || rnd.nextBoolean()) {
            bounds.add("DEFAULT");
        }
        return new Partitioning("RANGE", key.name(), bounds);
    }

    private Partitioning list(Column key) {
        TreeSet<String> values = new TreeSet<>(byValue(key.type()));
        int n = 2 + rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            values.add(bound(key.type(), key.type().literal(rnd)));
        }
        List<String> all = new ArrayList<>(values);
        List<String> bounds = new ArrayList<>();
        boolean nullPlaced = key.notNull() || rnd.nextBoolean();
        for (int from = 0; from < all.size(); ) {
            int to = Math.min(all.size(), from + 1 + rnd.nextInt(2));
            List<String> group = new ArrayList<>(all.subList(from, to));
            if (!nullPlaced && rnd.nextBoolean()) {
                group.add("NULL");
                nullPlaced = true;
            }
            bounds.add("FOR VALUES IN (" + String.join(", ", group) + ")");
            from = to;
        }
        bounds.add("DEFAULT");
        return new Partitioning("LIST", key.name(), bounds);
    }

    private Partitioning hash(Column key) {
        int modulus = 2 + rnd.nextInt(2);
        List<String> bounds = new ArrayList<>();
        for (int r = 0; r < modulus; r++) {
            bounds.add("FOR VALUES WITH (MODULUS " + modulus + ", REMAINDER " + r + ")");
        }
        return new Partitioning("HASH", key.name(), bounds);
    }

    /** Bound literals are plain constants: dates as quoted strings, which every bound parser takes. */
    private static String bound(FuzzType type, String literal) {
        return type == FuzzType.DATE ? literal.substring("DATE ".length()) : literal;
    }

    private static Comparator<String> byValue(FuzzType type) {
        return switch (type.family()) {
            case NUMBER -> Comparator.comparing(BigDecimal::new);
            default -> Comparator.naturalOrder();
        };
    }
}
