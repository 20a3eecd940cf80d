package org.lanin.planner.bind;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.plan.PlannedQuery;
import org.lanin.planner.plan.RecursionMsg;

/**
 * The recursive CTE whose terms are being planned, and the rules PostgreSQL puts on references
 * to it: none in the non-recursive term (or in a body that is not {@code non-recursive UNION
 * [ALL] recursive}), at most one in the recursive term, and none inside an expression subquery.
 * {@link #workTable} is null until the recursive term is planned.
 */
public final class SelfReference {
    private final String name;
    private final PlannedQuery workTable;
    private final boolean wellFormed;
    private final int sublinkDepth;
    private int refs;

    public SelfReference(String name, PlannedQuery workTable, boolean wellFormed, int sublinkDepth) {
        this.name = name;
        this.workTable = workTable;
        this.wellFormed = wellFormed;
        this.sublinkDepth = sublinkDepth;
    }

    public String name() {
        return name;
    }

    /** How often the recursive term referred to the CTE (0: it is not recursive after all). */
    public int refs() {
        return refs;
    }

    /** Records one reference at {@code depth} sublinks deep and returns the work table it reads. */
    PlannedQuery reference(int depth) {
        if (!wellFormed) {
            throw LaninException.of(RecursionMsg.NOT_FORM, name);
        }
        if (workTable == null) {
            throw LaninException.of(RecursionMsg.IN_NON_RECURSIVE_TERM, name);
        }
        if (depth > sublinkDepth) {
            throw LaninException.of(RecursionMsg.IN_SUBQUERY, name);
        }
        if (++refs > 1) {
            throw LaninException.of(RecursionMsg.MORE_THAN_ONCE, name);
        }
        return workTable;
    }
}
