package org.lanin.planner.physical;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.exec.RowExpr;
import org.lanin.planner.compile.ExprCompiler;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.ExprText;

/**
 * The key range an index scan reads: equality values for a prefix of the index's columns, then
 * at most one lower and one upper bound on the next column. {@code low}/{@code high} are the
 * search keys (null: unbounded on that side); values are row-independent (constants,
 * parameters, values a nest loop passes in).
 */
public record IndexBounds(List<BoundExpr> low, boolean lowInclusive, List<BoundExpr> high, boolean highInclusive,
                          ArrayKeys arrayKeys) {
    public static final IndexBounds NONE = new IndexBounds(null, true, null, true);

    /**
     * {@code col = ANY (values)} on index column {@code column} (0-based): the bounds hold
     * {@code ExecParam(slot)} there, and the scan runs once per distinct value. With
     * {@code expand} the one value is an array ({@code col = ANY (array)}): once per element.
     */
    public record ArrayKeys(int column, int slot, List<BoundExpr> values, boolean expand) {
        /** PostgreSQL's guess of an array's length when it is not a constant (scalararraysel). */
        private static final int UNKNOWN_ARRAY_LENGTH = 10;

        public ArrayKeys(int column, int slot, List<BoundExpr> values) {
            this(column, slot, values, false);
        }

        /** The number of index descents the scan makes (estimated for an array not known yet). */
        public int probes() {
            if (!expand) {
                return values.size();
            }
            return values.get(0) instanceof BoundExpr.Literal l && l.value() instanceof org.lanin.engine.type.ArrayValue a
                    ? Math.max(1, a.size()) : UNKNOWN_ARRAY_LENGTH;
        }
    }

    public IndexBounds(List<BoundExpr> low, boolean lowInclusive, List<BoundExpr> high, boolean highInclusive) {
        this(low, lowInclusive, high, highInclusive, null);
    }

    public boolean isUnbounded() {
        return low == null && high == null;
    }

    /** True when both ends are the same values over every column of {@code index}: at most one key. */
    public boolean isPoint(IndexDef index) {
        return low != null && high != null && lowInclusive && highInclusive && low.equals(high)
                && low.size() == index.attnums().length;
    }

    /** Number of leading index columns the bounds constrain. */
    public int columnsUsed() {
        return Math.max(low == null ? 0 : low.size(), high == null ? 0 : high.size());
    }

    private static BoundExpr unrounded(BoundExpr e) {
        return e instanceof BoundExpr.Call c && c.function() instanceof org.lanin.engine.type.KeyRounding ? c.args().get(0) : e;
    }

    /** The bounds with the array's values, for a scan once per value; none without an array. */
    RowExpr[] compiledArrayValues() {
        return arrayKeys == null ? null : ExprCompiler.compileAll(arrayKeys.values());
    }

    RowExpr[] compiledLow() {
        return low == null ? null : ExprCompiler.compileAll(low);
    }

    RowExpr[] compiledHigh() {
        return high == null ? null : ExprCompiler.compileAll(high);
    }

    /**
     * EXPLAIN's "Index Cond": {@code (a = 1) AND (b > 'x')} with {@code columnNames} per index
     * column. A cross-type bound (the value rounded to a key of the column's type) shows the value
     * as written, as PostgreSQL shows the cross-type operator's condition.
     */
    public String text(List<String> indexColumnNames, ExprText.Names valueNames) {
        StringJoiner j = new StringJoiner(" AND ");
        int n = columnsUsed();
        for (int i = 0; i < n; i++) {
            String col = indexColumnNames.get(i);
            BoundExpr lo = unrounded(low != null && i < low.size() ? low.get(i) : null);
            BoundExpr hi = unrounded(high != null && i < high.size() ? high.get(i) : null);
            if (arrayKeys != null && arrayKeys.column() == i) {
                String values = arrayKeys.expand() ? ExprText.render(arrayKeys.values().get(0), valueNames) // = ANY (array)
                        : ExprText.arrayText(arrayKeys.values(), valueNames);
                j.add("(" + col + " = ANY (" + values + "))");
                continue;
            }
            if (lo != null && lo.equals(hi) && (i < n - 1 || lowInclusive && highInclusive)) {
                j.add("(" + col + " = " + ExprText.render(lo, valueNames) + ")");
                continue;
            }
            if (lo != null) {
                j.add("(" + col + (lowInclusive ? " >= " : " > ") + ExprText.render(lo, valueNames) + ")");
            }
            if (hi != null) {
                j.add("(" + col + (highInclusive ? " <= " : " < ") + ExprText.render(hi, valueNames) + ")");
            }
        }
        String s = j.toString();
        return n == 1 && !s.contains(" AND ") ? s : "(" + s + ")";
    }
}
