package org.lanin.planner.cache;

/**
 * {@code SUBSTRING(s SIMILAR p ESCAPE e)}, SQL's regular-expression substring, which JSqlParser 5.3
 * does not read: spelled {@code SUBSTRING(s FROM p FOR e)}, the older form PostgreSQL's grammar
 * makes the same three-argument call of (substr_list), so the binder's text overload of
 * substring takes it; and {@code SUBSTRING(s FOR n)}, which it does not read either, as
 * {@code SUBSTRING(s FROM 1 FOR n)}, PostgreSQL's reading. Only words at the call's own level are
 * replaced.
 * Part of {@link JSqlParserInput}.
 */
final class SubstringSimilar {
    private SubstringSimilar() {
    }

    static void find(TokenEdits edits) {
        SqlLexer t = edits.t;
        for (int k = 0; k + 1 < t.count; k++) {
            if (!edits.isWord(k, "substring") || t.kind[k + 1] != SqlLexer.LPAREN) {
                continue;
            }
            int similar = -1;
            int from = -1;
            int depth = 0;
            for (int j = k + 2; j < t.count; j++) {
                if (t.kind[j] == SqlLexer.LPAREN) {
                    depth++;
                } else if (t.kind[j] == SqlLexer.RPAREN && depth-- == 0) {
                    break;
                } else if (depth > 0) {
                    continue;
                } else if (edits.isWord(j, "from")) {
                    from = j;
                } else if (similar < 0 && edits.isWord(j, "similar")) {
                    similar = j;
                } else if (similar > 0 && edits.isWord(j, "escape")) {
                    edits.replace(similar, similar, "FROM");
                    edits.replace(j, j, "FOR");
                    break;
                } else if (similar < 0 && from < 0 && edits.isWord(j, "for")) {
                    edits.replace(j, j, "FROM 1 FOR"); // substring(s FOR n): from the first character
                    break;
                }
            }
        }
    }
}
