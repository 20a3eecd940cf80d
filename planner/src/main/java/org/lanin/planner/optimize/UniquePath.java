package org.lanin.planner.optimize;

import java.util.List;
import org.lanin.planner.expr.BoundExpr;

/**
 * A path made unique on key expressions (over the scope space): the inner side of a semi join
 * reduced to one row per join key, so that it can be the outer side of an inner join.
 */
final class UniquePath extends Path {
    final Path input;
    final List<BoundExpr> keys;

    UniquePath(Path input, List<BoundExpr> keys, double rows, double startup, double total) {
        super(input.rels, rows, startup, total, List.of(), input.layout);
        this.input = input;
        this.keys = keys;
    }
}
