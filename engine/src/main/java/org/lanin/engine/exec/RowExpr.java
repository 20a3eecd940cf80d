package org.lanin.engine.exec;

/**
 * A compiled expression: evaluated once per row against the operator's input row.
 * The planner builds these closures once per plan; the engine never sees expression trees.
 */
@FunctionalInterface
public interface RowExpr {
    Object eval(Object[] row, ExecContext ctx);

    /** A constant (the row is ignored). */
    static RowExpr constant(Object value) {
        return (row, ctx) -> value;
    }
}
