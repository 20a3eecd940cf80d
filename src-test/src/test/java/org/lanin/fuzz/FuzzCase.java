package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * What an oracle checks: a query, for the partitioning oracles (TLP, NoREC) the predicate
 * {@code p} they partition by (null for the others), and an oracle-specific {@code variant} drawn
 * with the case (which planner settings, which form of the optimised query), so a replay and the
 * minimiser run exactly what failed. The minimiser shrinks the query and the predicate.
 */
record FuzzCase(Query query, Expr p, int variant) {
    int size() {
        return query.size() + (p == null ? 0 : p.size());
    }

    /** Length of the rendered text: a tie-breaker, so a literal replacing a column counts as smaller. */
    int length() {
        return query.sql().length() + (p == null ? 0 : p.sql().length());
    }

    List<FuzzCase> shrinks() {
        List<FuzzCase> out = new ArrayList<>();
        if (p != null) {
            p.shrinks().forEach(s -> out.add(new FuzzCase(query, s, variant)));
        }
        query.shrinks().forEach(q -> out.add(new FuzzCase(q, p, variant)));
        return out;
    }
}
