package org.lanin.planner.bind;

import java.util.Locale;

/** Identifier folding (PostgreSQL: unquoted names fold to lower case) and misspelling hints. */
public final class Names {
    private Names() {
    }

    /** {@code Foo} -> {@code foo}; {@code "Foo"} -> {@code Foo}. */
    public static String fold(String identifier) {
        if (identifier == null) {
            return null;
        }
        if (identifier.length() >= 2 && identifier.startsWith("\"") && identifier.endsWith("\"")) {
            return identifier.substring(1, identifier.length() - 1).replace("\"\"", "\"");
        }
        return identifier.toLowerCase(Locale.ROOT);
    }

    /**
     * PostgreSQL's hint for a misspelt column: the closest visible column by edit distance,
     * when it is close enough to be a plausible typo.
     */
    static String suggest(Scope scope, String name) {
        Scope.Column best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (Scope.Column c : scope.columns()) {
            if (c.hidden()) {
                continue;
            }
            int d = distance(name, c.name());
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        if (best == null || bestDistance > Math.max(1, name.length() / 3)) {
            return null;
        }
        return "Perhaps you meant to reference the column \"" + best.relation() + "\".\"" + best.name() + "\".";
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
