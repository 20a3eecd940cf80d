package org.lanin.optimizer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random queries over the tables a(id, x, y, s), b(id, a_id, z), c(id, b_id, w): two to
 * four relations joined inner, LEFT, RIGHT or FULL on key or non-key columns (NULLs on both
 * sides), WHERE conditions that do and do not reject NULLs, EXISTS / NOT EXISTS / IN subqueries,
 * OR of conditions across relations, equalities between relations' columns in WHERE (so that
 * with the ON conditions they chain into equivalence classes). {@link #chain} makes inner joins
 * whose equalities chain, with and without the implied equalities written out.
 */
final class RandomJoinQuery {
    private static final String[][] TABLES = {{"a", "id", "x", "y"}, {"b", "id", "a_id", "z"}, {"c", "id", "b_id", "w"}};
    /** The columns chained equalities use: not a.x, whose 8 values would make the joins explode. */
    private static final String[][] CHAIN_COLUMNS = {{"a", "id", "y"}, {"b", "id", "a_id", "z"}, {"c", "id", "b_id", "w"}};
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
        return switch (rnd.nextInt(8)) {
            case 7 -> {
                int j = rnd.nextInt(aliases.size());
                yield col + " = " + aliases.get(j) + "." + tables.get(j)[1 + rnd.nextInt(3)];
            }
            case 0 -> col + " IS NULL";
            case 1 -> col + " IS NOT NULL";
            case 2 -> col + " < " + rnd.nextInt(60);
            case 3 -> "(" + col + " = " + rnd.nextInt(10) + " OR " + condition(rnd, aliases, tables) + ")";
            case 4 -> "EXISTS (SELECT 1 FROM b s WHERE s.a_id = " + col + " AND s.z > " + rnd.nextInt(50) + ")";
            case 5 -> "NOT EXISTS (SELECT 1 FROM c s WHERE s.b_id = " + col + ")";
            default -> col + " IN (SELECT s.z FROM b s WHERE s.z < " + rnd.nextInt(60) + ")";
        };
    }

    /**
     * Three or four relations joined by equalities only, each new relation's column equated to a
     * column of an earlier one (so some equalities chain through a shared column), plus a range
     * condition: {@code [query, the same query with every implied equality written out]}.
     */
    static String[] chain(Random rnd) {
        int n = 3 + rnd.nextInt(2);
        List<String> cols = new ArrayList<>();
        List<String> from = new ArrayList<>();
        List<String> where = new ArrayList<>();
        java.util.Map<String, String> parent = new java.util.HashMap<>();
        for (int i = 0; i < n; i++) {
            String[] t = CHAIN_COLUMNS[rnd.nextInt(CHAIN_COLUMNS.length)];
            String alias = "t" + i;
            from.add(t[0] + " " + alias);
            String col = alias + "." + t[1 + rnd.nextInt(t.length - 1)];
            if (i > 0) {
                // half the time reuse the column an earlier equality named: a chain a = b AND b = c
                String other = rnd.nextBoolean() && !cols.isEmpty() ? cols.get(rnd.nextInt(cols.size()))
                        : "t" + rnd.nextInt(i) + "." + TABLES[0][1];
                if (!other.startsWith(alias + ".")) {
                    where.add(col + " = " + other);
                    union(parent, col, other);
                }
            }
            cols.add(col);
        }
        where.add("t0.id < " + (20 + rnd.nextInt(100)));
        where.add("t" + (1 + rnd.nextInt(n - 1)) + ".id < " + (20 + rnd.nextInt(200)));
        String select = "SELECT t0.id, t" + (n - 1) + ".id FROM " + String.join(", ", from) + " WHERE ";
        List<String> explicit = new ArrayList<>(where);
        List<String> members = new ArrayList<>(parent.keySet());
        java.util.Collections.sort(members);
        for (int i = 0; i < members.size(); i++) {
            for (int j = i + 1; j < members.size(); j++) {
                if (find(parent, members.get(i)).equals(find(parent, members.get(j)))) {
                    explicit.add(members.get(i) + " = " + members.get(j));
                }
            }
        }
        return new String[] {select + String.join(" AND ", where), select + String.join(" AND ", explicit)};
    }

    private static void union(java.util.Map<String, String> parent, String a, String b) {
        parent.putIfAbsent(a, a);
        parent.putIfAbsent(b, b);
        parent.put(find(parent, a), find(parent, b));
    }

    private static String find(java.util.Map<String, String> parent, String x) {
        String p = parent.get(x);
        return p.equals(x) ? x : find(parent, p);
    }
}
