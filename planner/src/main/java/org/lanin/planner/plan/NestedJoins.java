package org.lanin.planner.plan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;

/**
 * Nests joins written without parentheses as PostgreSQL's grammar does. In
 * {@code a LEFT JOIN b LEFT JOIN c ON x ON y} each ON closes the innermost open join:
 * {@code a LEFT JOIN (b LEFT JOIN c ON x) ON y}. JSqlParser reads it as a join to b with no
 * condition and a join to c with the conditions [x, y]; binding that left to right joined a to b
 * as a cross product and applied both conditions at the top, a wrong answer for outer joins. The
 * list is rewritten so that every join has at most one condition and nested ones are
 * parenthesised FROM items. A join with no condition that nothing closes is left as it was.
 */
final class NestedJoins {
    private NestedJoins() {
    }

    /** {@code joins} with the nesting made explicit (the same list when there is nothing to nest). */
    static List<Join> of(List<Join> joins) {
        if (joins.stream().noneMatch(j -> j.getOnExpressions() != null && j.getOnExpressions().size() > 1)) {
            return joins;
        }
        List<Join> out = new ArrayList<>();
        Deque<Join> open = new ArrayDeque<>();
        for (Join j : joins) {
            List<Expression> ons = j.getOnExpressions() == null ? List.of() : new ArrayList<>(j.getOnExpressions());
            if (ons.isEmpty() && opens(j)) {
                open.push(j);
                continue;
            }
            Join current = j;
            for (int k = 0; k < ons.size() - 1 && !open.isEmpty(); k++) {
                Join outer = open.pop();
                FromItem nested = parenthesised(outer.getRightItem(), copy(current, current.getRightItem(), ons.get(k)));
                current = copy(outer, nested, null);
                ons.set(k, null);
            }
            List<Expression> rest = ons.stream().filter(e -> e != null).toList();
            Join last = copy(current, current.getRightItem(), null);
            rest.forEach(last::addOnExpression);
            closeInto(open, out, last);
        }
        List<Join> pending = new ArrayList<>(open);
        java.util.Collections.reverse(pending);
        out.addAll(pending);
        return out;
    }

    /** A join that needs a condition still to come (not NATURAL, CROSS, USING or a comma). */
    private static boolean opens(Join j) {
        return !j.isNatural() && !j.isCross() && !j.isSimple()
                && (j.getUsingColumns() == null || j.getUsingColumns().isEmpty());
    }

    /** Appends a complete join to the innermost open one's right side, or to the list. */
    private static void closeInto(Deque<Join> open, List<Join> out, Join complete) {
        if (open.isEmpty()) {
            out.add(complete);
            return;
        }
        Join outer = open.pop();
        open.push(copy(outer, parenthesised(outer.getRightItem(), complete), null));
    }

    private static FromItem parenthesised(FromItem left, Join join) {
        ParenthesedFromItem p = new ParenthesedFromItem(left);
        p.setJoins(new ArrayList<>(List.of(join)));
        return p;
    }

    /** A join of {@code type}'s kind (and USING list) to {@code right}, on {@code on} (none when null). */
    private static Join copy(Join type, FromItem right, Expression on) {
        Join j = new Join();
        j.setLeft(type.isLeft());
        j.setRight(type.isRight());
        j.setFull(type.isFull());
        j.setInner(type.isInner());
        j.setOuter(type.isOuter());
        j.setNatural(type.isNatural());
        j.setCross(type.isCross());
        j.setSimple(type.isSimple());
        j.setRightItem(right);
        if (type.getUsingColumns() != null && !type.getUsingColumns().isEmpty()) {
            j.setUsingColumns(type.getUsingColumns());
        }
        if (on != null) {
            j.addOnExpression(on);
        }
        return j;
    }
}
