package org.lanin.engine.partition;

import org.lanin.engine.access.TableWriter;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;

/**
 * Tuple routing for one statement execution (PostgreSQL's PartitionTupleRouting): finds a
 * root-layout row's leaf, converts it with the leaf's map and writes it. Leaves are set up
 * lazily, once per statement: their map comes from the database's {@link TupleMapCache}
 * and their writer is created on first use. Not thread-safe; one per execution.
 */
public final class PartitionRouting {
    /** A leaf's CHECK constraints compiled over its own layout. */
    public record LeafChecks(RowExpr[] checks, String[] names) { }

    private final PartitionTree tree;
    private final LeafChecks[] checks;
    private final TupleMapCache cache;
    private final boolean useCache;
    private final ExecContext ctx;
    private final TupleConversionMap[] maps;
    private final TableWriter[] writers;

    public PartitionRouting(PartitionTree tree, LeafChecks[] checks, TupleMapCache cache, boolean useCache, ExecContext ctx) {
        this.tree = tree;
        this.checks = checks;
        this.cache = cache;
        this.useCache = useCache;
        this.ctx = ctx;
        this.maps = new TupleConversionMap[tree.leaves().size()];
        this.writers = new TableWriter[tree.leaves().size()];
    }

    public PartitionTree tree() {
        return tree;
    }

    /** Routes and stores a row given in the root's layout; returns the leaf index. */
    public int insert(Object[] rootRow) {
        int leaf = route(rootRow);
        writer(leaf).insert(map(leaf).toChild(rootRow));
        return leaf;
    }

    /** The leaf a root-layout row belongs to (23514 when none), key expressions evaluated in this execution's context. */
    public int route(Object[] rootRow) {
        return tree.route(rootRow, ctx);
    }

    /** The root -> leaf map, fetched once per statement. */
    public TupleConversionMap map(int leaf) {
        TupleConversionMap m = maps[leaf];
        if (m == null) {
            m = cache.get(tree.root(), tree.leaves().get(leaf), useCache);
            maps[leaf] = m;
        }
        return m;
    }

    public TableWriter writer(int leaf) {
        TableWriter w = writers[leaf];
        if (w == null) {
            LeafChecks c = checks[leaf];
            w = new TableWriter(tree.leaves().get(leaf), c.checks(), c.names(), ctx);
            writers[leaf] = w;
        }
        return w;
    }
}
