package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.type.DataType;
import org.lanin.planner.physical.PhysicalNode;

/**
 * A base relation of a query block: a table (plain or partitioned) or a derived relation whose
 * plan is already built (subquery, view, function, system view, VALUES, work table). It owns the
 * scope positions {@code [offset, offset + width)}; its scan produces rows of exactly those
 * columns in that order. {@code tupleSlot}: the scan appends the heap version of each row in a
 * last column (the target of UPDATE ... FROM / DELETE ... USING).
 */
public record Rel(int offset, TableDef table, PhysicalNode derived, String alias, List<String> columnNames,
                  List<DataType> types, boolean tupleSlot) {

    public static Rel table(int offset, TableDef table, String alias, List<String> columnNames, boolean tupleSlot) {
        List<DataType> types = new java.util.ArrayList<>();
        table.columns().forEach(c -> types.add(c.type()));
        if (tupleSlot) {
            types.add(DataType.UNKNOWN);
        }
        return new Rel(offset, table, null, alias, columnNames, types, tupleSlot);
    }

    public static Rel derived(int offset, PhysicalNode node, String alias, List<String> columnNames, List<DataType> types) {
        return new Rel(offset, null, node, alias, columnNames, types, false);
    }

    public int width() {
        return types.size();
    }

    public boolean isTable() {
        return table != null;
    }

    /** The same relation at another position of the scope space. */
    public Rel at(int newOffset) {
        return new Rel(newOffset, table, derived, alias, columnNames, types, tupleSlot);
    }

    public boolean contains(int position) {
        return position >= offset && position < offset + width();
    }
}
