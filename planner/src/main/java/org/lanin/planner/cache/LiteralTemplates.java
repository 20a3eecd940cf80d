package org.lanin.planner.cache;

/**
 * A session's most recent {@link LiteralTemplate}s, so that a literal statement the session
 * sent before in another variant ({@code VALUES (1, 'a')}, then {@code (2, 'b')}) is normalised
 * by comparing text instead of lexing. Tried newest first; a full table drops its oldest. One
 * session uses it from one thread at a time, like the session itself.
 */
public final class LiteralTemplates {
    private static final int SIZE = 16;
    private final LiteralTemplate[] templates = new LiteralTemplate[SIZE];
    private int next;
    private long hits;
    private long misses;

    /** The normalised form of {@code sql}, as {@link NormalisedSql#of(String)} gives it. */
    public NormalisedSql normalise(String sql) {
        for (int k = 1; k <= SIZE; k++) {
            LiteralTemplate t = templates[(next - k) & (SIZE - 1)];
            if (t == null) {
                break;
            }
            NormalisedSql n = t.match(sql);
            if (n != null) {
                hits++;
                return n;
            }
        }
        misses++;
        return SqlNormaliser.normalise(sql, this);
    }

    void add(LiteralTemplate t) {
        templates[next & (SIZE - 1)] = t;
        next++;
    }

    /** Statements normalised by a template, and by lexing. */
    public long hits() {
        return hits;
    }

    public long misses() {
        return misses;
    }
}
