package org.lanin.engine.exec;

/**
 * A compiled expression: evaluated once per row against the operator's input row.
 * The planner builds these closures once per plan; the engine never sees expression trees.
 */
@FunctionalInterface
public interface RowExpr {
    Object eval(Object[] row, ExecContext ctx);

    /**
     * True when {@link #eval} returns a value that already exists (a column of the row, a
     * parameter, a literal) without computing or boxing it. A consumer that needs only whether
     * the value is NULL, as count(x) does, then calls eval and never touches the value object: on
     * a row fetched from the heap that saves a cache miss, where the primitive form would read
     * the object to unbox it.
     */
    default boolean readsExistingValue() {
        return false;
    }

    /** A constant (the row is ignored). */
    static RowExpr constant(Object value) {
        return (row, ctx) -> value;
    }
}
