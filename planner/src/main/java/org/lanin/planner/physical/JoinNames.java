package org.lanin.planner.physical;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.exec.JoinType;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.CompareOp;
import org.lanin.planner.expr.ExprText;

/**
 * PostgreSQL's words for join kinds in EXPLAIN headings ("Hash Left Join") and JSON ("Left"),
 * and the text of a hash or merge join's key condition.
 */
final class JoinNames {
    private JoinNames() {
    }

    static String heading(String method, JoinType type) {
        if (type == JoinType.INNER || type == JoinType.CROSS) {
            return method.equals("Nested Loop") ? method : method + " Join";
        }
        return method + " " + json(type) + " Join";
    }

    static String json(JoinType type) {
        return switch (type) {
            case INNER, CROSS -> "Inner";
            case LEFT -> "Left";
            case RIGHT -> "Right";
            case FULL -> "Full";
            case SEMI -> "Semi";
            case ANTI -> "Anti";
        };
    }

    /** "Hash Cond" / "Merge Cond": {@code (outer = inner)} per key pair, AND-ed. */
    static String keyCondition(List<BoundExpr> outerKeys, List<BoundExpr> innerKeys, ExprText.Names outer,
                               ExprText.Names inner) {
        StringJoiner j = new StringJoiner(" AND ");
        for (int i = 0; i < outerKeys.size(); i++) {
            j.add("(" + ExprText.render(outerKeys.get(i), outer) + " " + CompareOp.EQ.symbol() + " "
                    + ExprText.render(innerKeys.get(i), inner) + ")");
        }
        return outerKeys.size() == 1 ? j.toString() : "(" + j + ")";
    }
}
