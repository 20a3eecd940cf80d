package org.lanin.bench.workload;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.ConcurrentSkipListMap;
import org.lanin.bench.engine.Database;
import org.lanin.bench.engine.EngineKind;
import org.lanin.bench.engine.EngineSpec;

/**
 * Heap bytes per row: JVM used memory (after several System.gc() calls) before creating the
 * database and after loading 1,000,000 rows (100,000 with --quick), divided by the rows. One
 * engine at a time in this JVM, one thread; the floor keeps the same rows as
 * {@code Object[]{Long, String, BigDecimal}} in a ConcurrentSkipListMap. SQLite keeps its pages
 * in native memory, outside the heap, so it is not comparable here.
 */
public final class MemoryWorkload implements Workload {

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public String description() {
        return "Heap bytes per row after loading 1,000,000 rows (100,000 with --quick) in batches of 1,000, "
                + "measured as JVM used heap after repeated System.gc() before creating the database and after "
                + "the load; engines one after another in the same JVM, one thread. Lower is better.\n\n```sql\n"
                + KvTable.CREATE + ";\n" + KvTable.INSERT + ";\n```";
    }

    @Override
    public Unit unit() {
        return Unit.BYTES_PER_ROW;
    }

    @Override
    public boolean hasFloor() {
        return true;
    }

    @Override
    public List<Integer> threadCounts(List<Integer> requested) {
        return List.of(1);
    }

    @Override
    public String unsupported(EngineSpec engine, int threads) {
        return engine.kind() == EngineKind.SQLITE ? "SQLite keeps its pages in native memory, outside the JVM heap" : null;
    }

    /** Loads the rows into a fresh database of {@code engine} and returns heap bytes per row. */
    public double measure(EngineSpec engine, Scale scale) throws SQLException {
        long rows = scale.rows(1_000_000, 100_000);
        long before = usedHeapAfterGc();
        if (engine.kind() == EngineKind.FLOOR) {
            ConcurrentSkipListMap<Long, Object[]> map = new ConcurrentSkipListMap<>();
            for (long i = 1; i <= rows; i++) {
                map.put(i, new Object[] {i, KvTable.name(i), KvTable.amount(i)});
            }
            long after = usedHeapAfterGc();
            check(map.size(), rows);
            return (after - before) / (double) rows;
        }
        try (Database db = Database.open(engine)) {
            Connection c = db.holder();
            KvTable.create(c, rows);
            long after = usedHeapAfterGc();
            return (after - before) / (double) rows;
        }
    }

    private static void check(int size, long rows) {
        if (size != rows) {
            throw new IllegalStateException("floor map holds " + size + " rows, expected " + rows);
        }
    }

    /** The lowest used-heap reading over several full collections (later GCs may free more). */
    static long usedHeapAfterGc() {
        Runtime rt = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            try {
                Thread.sleep(40);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            best = Math.min(best, rt.totalMemory() - rt.freeMemory());
        }
        return best;
    }
}
