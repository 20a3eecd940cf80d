package org.lanin.engine.partition;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.ExecContext;

/**
 * The implicit constraint of a partition written to directly: at every ancestor level the
 * row must route to this branch. Keys are read by name in the partition's own layout (key
 * expressions compiled over it), so no conversion is needed. Empty for a table that is not a partition.
 */
public final class PartitionConstraint {
    private record Step(PartitionDescriptor parent, KeyReader key, int childIndex) { }

    private final String table;
    private final List<Step> steps;

    private PartitionConstraint(String table, List<Step> steps) {
        this.table = table;
        this.steps = steps;
    }

    /** The constraint of a partition none of whose ancestors has key expressions. */
    public static PartitionConstraint of(TableDef table, CatalogSnapshot catalog) {
        return of(table, catalog, KeyCompiler.NONE);
    }

    /** The constraint, ancestors' key expressions compiled over the partition's own layout. */
    public static PartitionConstraint of(TableDef table, CatalogSnapshot catalog, KeyCompiler compiler) {
        List<Step> steps = new ArrayList<>();
        TableDef cur = table;
        while (cur.isPartition()) {
            TableDef parent = catalog.table(cur.partitioning().parent());
            if (parent == null) {
                break;
            }
            List<PartitionChild> kids = parent.partitioning().children();
            int idx = -1;
            for (int i = 0; i < kids.size(); i++) {
                if (kids.get(i).name().equals(cur.name())) {
                    idx = i;
                }
            }
            steps.add(new Step(new PartitionDescriptor(parent.partitioning()),
                    KeyReader.of(table, parent.partitioning().key(), compiler), idx));
            cur = parent;
        }
        return new PartitionConstraint(table.name(), List.copyOf(steps));
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /** Whether a row in the table's layout satisfies the constraint. */
    public boolean accepts(Object[] row, ExecContext ctx) {
        for (Step s : steps) {
            if (s.parent().find(s.key().read(row, ctx)) != s.childIndex()) {
                return false;
            }
        }
        return true;
    }

    /** 23514 unless the row satisfies the constraint. */
    public void check(Object[] row, ExecContext ctx) {
        if (!accepts(row, ctx)) {
            throw LaninException.of(PartitionMsg.PARTITION_CONSTRAINT_VIOLATED, table);
        }
    }
}
