package org.lanin.bench.workload;

import java.util.ArrayList;
import java.util.List;

/**
 * The registry behind {@code --workloads}: order here is run and report order. A new workload is
 * one class (usually a {@link ThroughputWorkload}) plus one line in {@link #ALL}.
 */
public final class Workloads {

    public static final List<Workload> ALL = List.of(
            new InsertWorkload(InsertShape.ORDERED),
            new InsertWorkload(InsertShape.UNORDERED),
            new InsertWorkload(InsertShape.DUPLICATED),
            new InsertWorkload(InsertShape.ORDERED2),
            new StatementKindInsertWorkload(true),
            new StatementKindInsertWorkload(false),
            new PgbenchWorkload(),
            new PointSelectWorkload(),
            new RangeScanWorkload(),
            new StatementKindUpdateWorkload(true),
            new StatementKindUpdateWorkload(false),
            new PointSelectLiteralWorkload(),
            new OrderByWorkload(false),
            new OrderByWorkload(true),
            new CreateIndexWorkload(),
            new MemoryWorkload());

    private Workloads() {
    }

    /** "all" or a comma list of names (a name may also be a prefix, e.g. "insert" for the family). */
    public static List<Workload> select(String list) {
        if (list.equalsIgnoreCase("all")) {
            return ALL;
        }
        List<Workload> out = new ArrayList<>();
        for (String name : list.split(",")) {
            String n = name.trim();
            List<Workload> hits = ALL.stream().filter(w -> w.name().equals(n)).toList();
            if (hits.isEmpty()) {
                hits = ALL.stream().filter(w -> w.name().startsWith(n)).toList();
            }
            if (hits.isEmpty()) {
                throw new IllegalArgumentException("unknown workload '" + n + "'; known: "
                        + ALL.stream().map(Workload::name).toList());
            }
            hits.stream().filter(w -> !out.contains(w)).forEach(out::add);
        }
        return out;
    }
}
