package org.lanin.pgregress;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds a query's top-level ORDER BY (outside parentheses, quotes and comments) and, where each of
 * its items names an output column (by position, by a name the result's header has once, or by
 * the very expression a select-list item shows), the output columns it sorts by. Rows that tie on those columns may come in any order; rows of a query
 * without a top-level ORDER BY in any order at all.
 */
final class OrderByKeys {
    private static final Set<String> CLAUSE_END = Set.of("limit", "offset", "fetch", "for", "returning");
    private static final Set<String> MODIFIERS = Set.of("asc", "desc", "nulls", "first", "last");

    /** No top-level ORDER BY. */
    static final int[] NONE = new int[0];

    private OrderByKeys() {
    }

    /**
     * {@link #NONE} without a top-level ORDER BY; the sort columns' indexes into {@code header}; or
     * null when an item is an expression, so that the rows must come in the very order expected.
     */
    static int[] of(String sql, List<String> header) {
        List<String> items = items(sql);
        if (items == null) {
            return NONE;
        }
        int[] keys = new int[items.size()];
        List<String> select = selectList(sql);
        for (int k = 0; k < items.size(); k++) {
            keys[k] = column(items.get(k), header);
            if (keys[k] < 0) {
                keys[k] = select.indexOf(normal(withoutModifiers(items.get(k))));
            }
            if (keys[k] < 0) {
                return null;
            }
        }
        return keys;
    }

    private static int column(String item, List<String> header) {
        String[] words = item.strip().split("\\s+");
        int n = words.length;
        while (n > 1 && MODIFIERS.contains(words[n - 1].toLowerCase(Locale.ROOT))) {
            n--;
        }
        if (n != 1) {
            return -1;
        }
        String w = words[0];
        if (w.matches("\\d+")) {
            int pos = Integer.parseInt(w) - 1;
            return pos < header.size() ? pos : -1;
        }
        String name = w.substring(w.lastIndexOf('.') + 1);
        name = name.startsWith("\"") ? name.replace("\"", "") : name.toLowerCase(Locale.ROOT);
        int found = -1;
        for (int j = 0; j < header.size(); j++) {
            if (header.get(j).equals(name)) {
                if (found >= 0) {
                    return -1;
                }
                found = j;
            }
        }
        return found;
    }

    /** An ORDER BY item without its ASC/DESC/NULLS words. */
    private static String withoutModifiers(String item) {
        String[] words = item.strip().split(" ");
        int n = words.length;
        while (n > 1 && MODIFIERS.contains(words[n - 1].toLowerCase(Locale.ROOT))) {
            n--;
        }
        return String.join(" ", java.util.Arrays.copyOf(words, n));
    }

    private static String normal(String text) {
        return text.replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    /**
     * The first SELECT's list, one normalised expression text per output column (an AS alias cut
     * off), so that ORDER BY rank() OVER w finds the column that shows it; empty if unreadable.
     */
    static List<String> selectList(String sql) {
        List<String> tokens = SqlTokens.topLevel(sql);
        int start = tokens.stream().map(t -> t.toLowerCase(Locale.ROOT)).toList().indexOf("select");
        List<String> out = new ArrayList<>();
        if (start < 0) {
            return out;
        }
        StringBuilder cur = new StringBuilder();
        for (int j = start + 1; j < tokens.size(); j++) {
            String t = tokens.get(j);
            String lower = t.toLowerCase(Locale.ROOT);
            if (Set.of("from", "where", "group", "order", "union", "intersect", "except", "limit", "window",
                    "having", "offset", "fetch", "into").contains(lower)) {
                break;
            }
            if (t.equals(",")) {
                out.add(item(cur.toString()));
                cur.setLength(0);
            } else if (!(cur.isEmpty() && (lower.equals("distinct") || lower.equals("all")))) {
                cur.append(t).append(' ');
            }
        }
        out.add(item(cur.toString()));
        return out;
    }

    private static String item(String text) {
        String t = normal(text);
        int as = t.lastIndexOf(" as ");
        return as > 0 ? t.substring(0, as) : t;
    }

    /** The top-level ORDER BY items as text, or null when there is none. */
    static List<String> items(String sql) {
        List<String> tokens = SqlTokens.topLevel(sql);
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (tokens.get(i).equalsIgnoreCase("order") && tokens.get(i + 1).equalsIgnoreCase("by")) {
                List<String> items = new ArrayList<>();
                StringBuilder cur = new StringBuilder();
                for (int j = i + 2; j < tokens.size(); j++) {
                    String t = tokens.get(j);
                    if (CLAUSE_END.contains(t.toLowerCase(Locale.ROOT))) {
                        break;
                    }
                    if (t.equals(",")) {
                        items.add(cur.toString());
                        cur.setLength(0);
                    } else {
                        cur.append(t).append(' ');
                    }
                }
                items.add(cur.toString());
                return items;
            }
        }
        return null;
    }
}
