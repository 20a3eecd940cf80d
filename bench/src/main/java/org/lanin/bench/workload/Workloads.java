package org.lanin.bench.workload;

import java.util.ArrayList;
import java.util.List;
import org.lanin.bench.query.KeyLookupSuite;
import org.lanin.bench.query.TpchSuite;

/**
 * The registry behind {@code --workloads}: order here is run and report order. A new workload is
 * one class (usually a {@link ThroughputWorkload}) plus one line in {@link #ALL}.
 */
public final class Workloads {

    public static final List<Workload> ALL = with(List.of(
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
            new MemoryWorkload(),
            new TpchSuite(),
            new KeyLookupSuite()),
            partitionFamily());

    private Workloads() {
    }

    /** Seed 002's family: INSERT and UPDATE, wide and narrow, every table shape (issue 6). */
    private static List<Workload> partitionFamily() {
        List<Workload> out = new ArrayList<>();
        for (boolean update : new boolean[] {false, true}) {
            for (int width : new int[] {PartitionWorkload.WIDE, PartitionWorkload.NARROW}) {
                for (PartitionShape shape : PartitionShape.values()) {
                    out.add(new PartitionWorkload(update, width, shape));
                }
            }
        }
        return out;
    }

    private static List<Workload> with(List<Workload> a, List<Workload> b) {
        List<Workload> out = new ArrayList<>(a);
        out.addAll(b);
        return List.copyOf(out);
    }

    /** "all" (every workload whose {@link Workload#inAll()} is true) or a comma list of names (a name may also be a prefix, e.g. "insert" for the family). */
    public static List<Workload> select(String list) {
        if (list.equalsIgnoreCase("all")) {
            return ALL.stream().filter(Workload::inAll).toList();
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
