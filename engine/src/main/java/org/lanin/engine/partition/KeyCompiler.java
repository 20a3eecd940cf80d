package org.lanin.engine.partition;

import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.RowExpr;

/**
 * Compiles a partition key expression's SQL text over one table's physical row. Supplied by the
 * planner (the engine cannot bind SQL); every table of a tree has the same column names, so the
 * same text binds against the root's layout for routing and a partition's for its constraint.
 */
@FunctionalInterface
public interface KeyCompiler {
    /**
     * For trees whose keys are not read (only their leaves are wanted) or have no expressions: an
     * expression it stands for fails when evaluated, as a bug.
     */
    KeyCompiler NONE = (layout, sql) -> (row, ctx) -> {
        throw new org.lanin.engine.error.EngineBug("partition key expression " + sql + " read without a compiler");
    };

    RowExpr compile(TableDef layout, String sql);
}
