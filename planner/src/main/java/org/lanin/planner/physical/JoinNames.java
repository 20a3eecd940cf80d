package org.lanin.planner.physical;

import org.lanin.engine.exec.JoinType;

/** PostgreSQL's words for join kinds in EXPLAIN headings ("Hash Left Join") and JSON ("Left"). */
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
}
