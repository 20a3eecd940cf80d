package org.lanin.engine.exec;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.storage.heap.ParallelHeapScan;

/**
 * What the participants of one execution of a parallel plan share (PostgreSQL's dynamic shared
 * memory segment of a Gather): the page claims of each table scanned in parallel. Made fresh by
 * each {@link GatherOperator#open}, so a rescan reads every page again.
 */
public final class ParallelShare {
    private final ConcurrentMap<TableDef, ParallelHeapScan> scans = new ConcurrentHashMap<>();

    /** The one set of page claims of {@code table} for this execution. */
    ParallelHeapScan scanOf(TableDef table) {
        return scans.computeIfAbsent(table, t -> new ParallelHeapScan(t.heap()));
    }
}
