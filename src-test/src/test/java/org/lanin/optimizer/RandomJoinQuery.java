package org.lanin.optimizer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random queries over the tables a(id, x, y, s), b(id, a_id, z), c(id, b_id, w): two to
 * four relations joined inner, LEFT, RIGHT or FULL on key or non-key columns (NULLs on both
 * sides), WHERE conditions that do and do not reject NULLs, EXISTS / NOT EXISTS / IN subqueries,
 * OR of conditions across relations.
 */
final class RandomJoinQuery {
    private static final String[][] TABLES = {{"a", "id", "x", "y"}, {"b", "id", "a_id", "z"}, {"c", "id", "b_id", "w"}};
    private static final String[] KINDS = {"JOIN", "JOIN", "LEFT JOIN", "LEFT JOIN", "RIGHT JOIN", "FULL JOIN"};

    private RandomJoinQuery() {
    }

    static String generate(Random rnd) {
        int n = 2 + rnd.nextInt(3);
        List<String> aliases = new ArrayList<>();
        List<String[]> tables = new ArrayList<>();
        StringBuilder from = new StringBuilder();
        for (int i = 0; i < n; i++) {
            String[] t = TABLES[rnd.nextInt(TABLES.length)];
            String alias = "t" + i;
            if (i == 0) {
                from.append(t[0]).append(' ').append(alias);
            } else {
                String kind = KINDS[rnd.nextInt(KINDS.length)];
                String other = aliases.get(rnd.nextInt(aliases.size()));
                String[] ot = tables.get(aliases.indexOf(other));
                from.append(' ').append(kind).append(' ').append(t[0]).append(' ').append(alias).append(" ON ")
                        .append(alias).append('.').append(t[1 + rnd.nextInt(3)]).append(" = ")
                        .append(other).append('.').append(ot[1 + rnd.nextInt(3)]);
                if (rnd.nextInt(4) == 0) {
                    from.append(" AND ").append(alias).append('.').append(t[2 + rnd.nextInt(2)]).append(" > ")
                            .append(rnd.nextInt(40));
                }
            }
            aliases.add(alias);
            tables.add(t);
        }
        List<String> where = new ArrayList<>();
        int conds = rnd.nextInt(4);
        for (int i = 0; i < conds; i++) {
            where.add(condition(rnd, aliases, tables));
        }
        String select = aliases.get(0) + ".id, " + aliases.get(aliases.size() - 1) + ".id";
        return "SELECT " + select + " FROM " + from + (where.isEmpty() ? "" : " WHERE " + String.join(" AND ", where));
    }

    private static String condition(Random rnd, List<String> aliases, List<String[]> tables) {
        int i = rnd.nextInt(aliases.size());
        String col = aliases.get(i) + "." + tables.get(i)[1 + rnd.nextInt(3)];
        return switch (rnd.nextInt(7)) {
            case 0 -> col + " IS NULL";
            case 1 -> col + " IS NOT NULL";
            case 2 -> col + " < " + rnd.nextInt(60);
            case 3 -> "(" + col + " = " + rnd.nextInt(10) + " OR " + condition(rnd, aliases, tables) + ")";
            case 4 -> "EXISTS (SELECT 1 FROM b s WHERE s.a_id = " + col + " AND s.z > " + rnd.nextInt(50) + ")";
            case 5 -> "NOT EXISTS (SELECT 1 FROM c s WHERE s.b_id = " + col + ")";
            default -> col + " IN (SELECT s.z FROM b s WHERE s.z < " + rnd.nextInt(60) + ")";
        };
    }
}
