package org.lanin.planner.bind;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import net.sf.jsqlparser.schema.Column;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.type.DataType;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.expr.BoundExpr;

/**
 * The values one SET list (UPDATE, ON CONFLICT DO UPDATE) or INSERT column list gives its columns,
 * by column slot in the order first written. A column is assigned whole once, or element by element
 * any number of times: each element or slice assignment applies to the array the one before it made
 * ({@link ArrayAssignment}), as PostgreSQL's rewriter nests them (process_matched_tle). Naming a
 * column whole beside any other assignment to it is PostgreSQL's error: 42601 in a SET list, 42701
 * in an INSERT column list.
 */
public final class ColumnAssignments {
    private final Map<Integer, BoundExpr> values = new LinkedHashMap<>();
    private final Set<Integer> whole = new HashSet<>();
    private final java.util.List<Multi> multis = new java.util.ArrayList<>();
    private final PlannerMsg duplicate;

    private ColumnAssignments(PlannerMsg duplicate) {
        this.duplicate = duplicate;
    }

    /** For a SET list. */
    public static ColumnAssignments forSet() {
        return new ColumnAssignments(PlannerMsg.MULTIPLE_ASSIGNMENTS);
    }

    /** For an INSERT column list. */
    public static ColumnAssignments forInsert() {
        return new ColumnAssignments(PlannerMsg.DUPLICATE_COLUMN_DEF);
    }

    /** {@code name = value}: the whole column. */
    public void whole(int slot, String name, BoundExpr value) {
        if (values.containsKey(slot)) {
            throw LaninException.of(duplicate, name);
        }
        values.put(slot, value);
        whole.add(slot);
    }

    /**
     * {@code target = value} where target names an element or slice of column {@code name}; {@code old}
     * gives the array before the first such assignment.
     */
    public void element(ExprBinder b, int slot, Column target, String name, DataType type, BoundExpr value,
                        Supplier<BoundExpr> old) {
        if (whole.contains(slot)) {
            throw LaninException.of(duplicate, name);
        }
        BoundExpr base = values.containsKey(slot) ? values.get(slot) : old.get();
        values.put(slot, ArrayAssignment.assign(b, base, target, name, type, value));
    }

    /** {@code SET (a, b) = (SELECT ...)}: {@code m}'s subquery must run before any of {@code slots} is computed. */
    public void multi(MultiAssignment m, java.util.List<Integer> slots) {
        multis.add(new Multi(m, java.util.List.copyOf(slots)));
    }

    /** The multi-column subqueries, each with the slots that read its record. */
    public java.util.List<Multi> multis() {
        return multis;
    }

    /** One multi-column subquery and the slots whose values read its record. */
    public record Multi(MultiAssignment assignment, java.util.List<Integer> slots) { }

    /** Whether {@code slot} has been given a value. */
    public boolean has(int slot) {
        return values.containsKey(slot);
    }

    /** The value of each assigned slot, in the order the columns were first written. */
    public Map<Integer, BoundExpr> values() {
        return values;
    }
}
