package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Function;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;

/**
 * A partitioned table's whole tree as one plan sees it (PostgreSQL's PartitionDispatch
 * array): one {@link Level} per partitioned table, the leaves in depth-first bound order.
 * Every level's key columns are located by name in the root's layout (its key expressions
 * compiled over that layout), so routing reads keys straight from the root row at every depth
 * and converts only once, root -> leaf.
 * Immutable: built at plan time from one catalog snapshot.
 */
public final class PartitionTree {
    /**
     * One partitioned table. For each child, {@code childLevel[i]} is its level index when it
     * is itself partitioned, else -1, and {@code childLeaf[i]} its leaf index, else -1.
     */
    public record Level(TableDef table, PartitionDescriptor descriptor, KeyReader reader, int[] childLevel, int[] childLeaf) {
        /** Per key element its slot in the root's layout, or -1 for an expression. */
        public int[] keySlots() {
            return reader.slots();
        }

        public PartitionKey key() {
            return table.partitioning().key();
        }

        Object[] key(Object[] rootRow, ExecContext ctx) {
            return reader.read(rootRow, ctx);
        }
    }

    private final TableDef root;
    private final List<Level> levels = new ArrayList<>();
    private final List<TableDef> leaves = new ArrayList<>();

    private final KeyCompiler compiler;

    private PartitionTree(TableDef root, KeyCompiler compiler) {
        this.root = root;
        this.compiler = compiler;
    }

    /** The tree of a root whose keys (at every level) have no expressions, or whose leaves alone are wanted. */
    public static PartitionTree of(TableDef root, CatalogSnapshot catalog) {
        return of(root, catalog, KeyCompiler.NONE);
    }

    /** The tree, key expressions compiled over the root's layout by {@code compiler}. */
    public static PartitionTree of(TableDef root, CatalogSnapshot catalog, KeyCompiler compiler) {
        PartitionTree t = new PartitionTree(root, compiler);
        t.addLevel(root, catalog);
        return t;
    }

    private int addLevel(TableDef table, CatalogSnapshot catalog) {
        Partitioning p = table.partitioning();
        int n = p.children().size();
        PartitionDescriptor desc = new PartitionDescriptor(p);
        Level level = new Level(table, desc, KeyReader.of(root, p.key(), compiler), new int[n], new int[n]);
        int index = levels.size();
        levels.add(level);
        for (int i : desc.boundOrder()) { // leaves in PostgreSQL's partition order, as its Append lists them
            TableDef child = catalog.table(p.children().get(i).name());
            if (child == null) {
                throw new EngineBug("partition " + p.children().get(i).name() + " of " + table.name() + " missing");
            }
            if (child.isPartitioned()) {
                level.childLeaf()[i] = -1;
                level.childLevel()[i] = addLevel(child, catalog);
            } else {
                level.childLevel()[i] = -1;
                level.childLeaf()[i] = leaves.size();
                leaves.add(child);
            }
        }
        return index;
    }

    public TableDef root() {
        return root;
    }

    public List<TableDef> leaves() {
        return leaves;
    }

    public List<Level> levels() {
        return levels;
    }

    /** The leaf a root-layout row belongs to; 23514 naming the level that has no partition for it. */
    public int route(Object[] rootRow, ExecContext ctx) {
        Level level = levels.get(0);
        while (true) {
            Object[] k = level.key(rootRow, ctx);
            int child = level.descriptor().find(k);
            if (child < 0) {
                throw LaninException.of(PartitionMsg.NO_PARTITION_FOR_ROW, level.table().name(),
                        level.descriptor().keyColumnText(), PartitionDescriptor.valuesText(k));
            }
            if (level.childLeaf()[child] >= 0) {
                return level.childLeaf()[child];
            }
            level = levels.get(level.childLevel()[child]);
        }
    }

    /** The leaf a root-layout row belongs to, or -1 when no partition takes it (route's 23514). */
    public int findLeaf(Object[] rootRow, ExecContext ctx) {
        Level level = levels.get(0);
        while (true) {
            int child = level.descriptor().find(level.key(rootRow, ctx));
            if (child < 0) {
                return -1;
            }
            if (level.childLeaf()[child] >= 0) {
                return level.childLeaf()[child];
            }
            level = levels.get(level.childLevel()[child]);
        }
    }

    /**
     * Leaves that may hold rows matching a filter; {@code filterFor} gives the filter for a
     * level's key, or null when the WHERE clause says nothing about it.
     */
    public BitSet prune(Function<Level, KeyFilter> filterFor) {
        BitSet out = new BitSet();
        collect(0, filterFor, out);
        return out;
    }

    private void collect(int levelIndex, Function<Level, KeyFilter> filterFor, BitSet out) {
        Level level = levels.get(levelIndex);
        KeyFilter f = filterFor.apply(level);
        BitSet keep = f == null ? all(level) : PartitionPruner.survivors(level.descriptor(), f);
        for (int i = keep.nextSetBit(0); i >= 0; i = keep.nextSetBit(i + 1)) {
            if (level.childLeaf()[i] >= 0) {
                out.set(level.childLeaf()[i]);
            } else {
                collect(level.childLevel()[i], filterFor, out);
            }
        }
    }

    private static BitSet all(Level level) {
        BitSet b = new BitSet();
        b.set(0, level.childLeaf().length);
        return b;
    }
}
