package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.lanin.engine.catalog.ColumnDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.optimize.Rel;

/**
 * Columns that GROUP BY determines through a primary key (PostgreSQL's functional dependency,
 * parse_agg.c's check_functional_grouping and planner.c's remove_useless_groupby_columns): when
 * every column of a table's primary key is a group key, each group holds one row of that table, so
 * its other columns are single-valued in the group. The select list, HAVING and ORDER BY may then
 * read them ungrouped, and such columns written as group keys need not be hashed or compared: they
 * are carried from each group's first row ({@link org.lanin.planner.physical.AggregateNode#carrying}).
 * Only base tables read as such count (not views, subqueries or an inheritance parent read with its
 * children, whose primary key does not span the children), and not a DEFERRABLE primary key
 * (PostgreSQL's check_functional_grouping neither).
 */
final class FunctionalGrouping {
    private FunctionalGrouping() {
    }

    /**
     * The FROM row's positions functionally dependent on {@code keys} (bound over it): every
     * column, other than its primary key's, of a table whose primary key columns are all plain
     * column keys.
     */
    static BitSet dependent(BoundFrom from, List<BoundExpr> keys) {
        BitSet out = new BitSet();
        if (from == null) {
            return out;
        }
        BitSet grouped = new BitSet();
        for (BoundExpr k : keys) {
            if (k instanceof BoundExpr.ColumnRef c) {
                grouped.set(c.index());
            }
        }
        for (Rel rel : from.rels()) {
            BitSet pk = primaryKeyPositions(rel);
            if (pk == null || pk.isEmpty()) {
                continue;
            }
            BitSet missing = (BitSet) pk.clone();
            missing.andNot(grouped);
            if (!missing.isEmpty()) {
                continue;
            }
            List<ColumnDef> cols = rel.table().columns();
            for (int i = 0; i < cols.size(); i++) {
                if (!cols.get(i).dropped() && !pk.get(rel.offset() + i)) {
                    out.set(rel.offset() + i);
                }
            }
        }
        return out;
    }

    /** The positions of {@code rel}'s primary key columns, or null when it is no table or has none. */
    private static BitSet primaryKeyPositions(Rel rel) {
        if (!rel.isTable()) {
            return null;
        }
        TableDef t = rel.table();
        IndexDef pk = t.primaryKey();
        if (pk == null || pk.exprs() != null || pk.deferrable()) { // a deferrable key may hold duplicates for a while
            return null;
        }
        BitSet out = new BitSet();
        for (int attnum : pk.attnums()) {
            int at = -1;
            for (int i = 0; i < t.columns().size(); i++) {
                if (t.columns().get(i).attnum() == attnum) {
                    at = i;
                }
            }
            if (at < 0) {
                return null;
            }
            out.set(rel.offset() + at);
        }
        return out;
    }

    /**
     * The keys reordered for remove_useless_groupby_columns: those {@code dependent} on the others
     * moved after them, in their written order. PostgreSQL drops them from the grouping only when
     * there are at least two keys and no grouping sets; so does the caller.
     */
    static Reordered carryDependent(List<BoundExpr> keys, List<String> texts, BitSet dependent) {
        List<BoundExpr> outKeys = new ArrayList<>();
        List<String> outTexts = new ArrayList<>();
        List<BoundExpr> carriedKeys = new ArrayList<>();
        List<String> carriedTexts = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            boolean carried = keys.get(i) instanceof BoundExpr.ColumnRef c && dependent.get(c.index());
            (carried ? carriedKeys : outKeys).add(keys.get(i));
            (carried ? carriedTexts : outTexts).add(texts.get(i));
        }
        int carried = carriedKeys.size();
        outKeys.addAll(carriedKeys);
        outTexts.addAll(carriedTexts);
        return new Reordered(outKeys, outTexts, carried);
    }

    /** Group keys with the {@code carried} dependent ones last. */
    record Reordered(List<BoundExpr> keys, List<String> texts, int carried) {
    }
}
