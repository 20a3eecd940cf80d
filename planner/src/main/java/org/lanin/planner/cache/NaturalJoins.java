package org.lanin.planner.cache;

/**
 * Drops the INNER of {@code NATURAL INNER JOIN}, which JSqlParser 5.3 reads as a plain
 * {@code INNER JOIN} without a condition (a cross product) instead of a natural join; PostgreSQL's
 * {@code NATURAL [INNER] JOIN} are the same join. Part of {@link JSqlParserInput}.
 */
final class NaturalJoins {
    private NaturalJoins() {
    }

    static void find(TokenEdits edits) {
        for (int k = 0; k + 2 < edits.t.count; k++) {
            if (edits.isWord(k, "natural") && edits.isWord(k + 1, "inner") && edits.isWord(k + 2, "join")) {
                edits.replace(k, k + 1, edits.text(k, k));
            }
        }
    }
}
