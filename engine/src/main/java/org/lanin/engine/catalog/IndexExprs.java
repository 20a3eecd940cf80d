package org.lanin.engine.catalog;

import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.type.DataType;

/**
 * What a partial or expression index adds to its column list (PostgreSQL's indpred and indexprs).
 * The planner binds the SQL text once at CREATE INDEX and hands the engine compiled closures over
 * the table's physical row; the engine never sees the expressions themselves.
 *
 * <p>Invariants: {@code keys[i]} is non-null exactly where the index's {@code attnums[i]} is 0 (an
 * expression column), and {@code keyTypes[i]} is then its result type; {@code predicate} is null
 * for a plain (non-partial) index; {@code readAttnums} holds every column the predicate or a key
 * expression reads, so an UPDATE that changes one of them is not HOT (heap_update's
 * HeapDetermineColumnsInfo over the index's expressions and predicate).
 *
 * @param predicateSql  the WHERE as written (re-bound by the planner to test implication)
 * @param predicateText the WHERE deparsed as pg_get_indexdef shows it
 * @param keySql        per key column, the expression as written, or null for a plain column
 * @param keyText       per key column, the expression as pg_get_indexdef shows it, or null
 * @param bound         the planner's bound form of the predicate and key expressions, opaque to the
 *                      engine (the planner matches queries against it; the engine never reads it)
 */
public record IndexExprs(String predicateSql, String predicateText, RowExpr predicate, String[] keySql,
                         String[] keyText, RowExpr[] keys, DataType[] keyTypes, int[] readAttnums, Object bound) {

    /**
     * The definition as the log and the image keep it: the SQL text only. Recovery installs the index
     * not ready and not valid, and the planner binds it again ({@link #bound()} false) and fills it.
     */
    public static IndexExprs unbound(String predicateSql, String[] keySql) {
        return new IndexExprs(predicateSql, null, null, keySql, null, null, null, new int[0], null);
    }

    /** False for a definition read back from disk that the planner has yet to bind. */
    public boolean isBound() {
        return bound != null;
    }

    /** Whether {@code row} belongs in the index (a partial index holds only rows its WHERE yields true for). */
    public boolean covers(Object[] row, ExecContext ctx) {
        return predicate == null || predicate.eval(row, ctx) == Boolean.TRUE;
    }

    /** Whether key column {@code i} is an expression. */
    public boolean isExpression(int i) {
        return keys != null && keys[i] != null;
    }

    public boolean hasExpressions() {
        if (keys != null) {
            for (RowExpr k : keys) {
                if (k != null) {
                    return true;
                }
            }
        }
        return false;
    }
}
