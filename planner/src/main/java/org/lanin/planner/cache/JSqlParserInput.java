package org.lanin.planner.cache;

/**
 * The text JSqlParser is given for a query or DML statement: valid PostgreSQL that JSqlParser 5.3
 * refuses or misreads, rewritten at token level by the normalising {@link SqlLexer} (one lexer for
 * the planner) instead of forking the parser. Each rewrite inserts parentheses that PostgreSQL's
 * own precedence implies, so the meaning is PostgreSQL's: {@link SignChains} ({@code - - 52}),
 * {@link InPredicates} ({@code a AND b IN (1) OR c}) and {@link BetweenPredicates} (long bounds,
 * spelled out as the two comparisons PostgreSQL makes of them); {@link NaturalJoins} drops the INNER
 * of NATURAL INNER JOIN, which JSqlParser misreads as a cross product; {@link ArraySlices} spells
 * array slices as marker calls, {@link JsonOperators} the json operators; {@link TableQueries} spells {@code TABLE t} as the query it stands for; {@link RowConstructors} drops the ROW of {@code ROW(a, b)}; {@link GroupingSetsSyntax} makes GROUPING SETS a call; {@link OverridingClauses} carries INSERT's OVERRIDING clause as a modifier; {@link ConflictTargets} ON CONFLICT's expressions as names; {@link OnlyClauses} UPDATE / DELETE's ONLY; {@link ArrayTargets} assignment targets' subscript chains; {@link TypedLiterals} {@code jsonb '{}'} and other type prefixes JSqlParser lacks; {@link CteMaterializedClauses} WITH's NOT MATERIALIZED; {@link WindowFrameClauses} GROUPS frames and EXCLUDE; {@link KeywordLabels} quotes keywords used as column labels after AS; {@link EmptyTargetLists} gives a SELECT without a target list an item to drop; {@link VariadicArguments} wraps a VARIADIC argument in a marker call; {@link MultiColumnSets} moves a SET list's column group first; {@link SubstringSimilar} spells {@code SUBSTRING(s SIMILAR p ESCAPE e)} with FROM and FOR. Text that does not lex is
 * returned unchanged. {@link #folded} also takes long constant lists out ({@link ConstantLists}).
 */
public final class JSqlParserInput {
    private JSqlParserInput() {
    }

    public static String of(String sql) {
        SqlLexer tokens = SqlLexer.lex(sql);
        return tokens == null ? sql : of(sql, tokens);
    }

    /**
     * {@link #of} after folding long runs of constants out of IN lists, ARRAY constructors and VALUES
     * ({@link ConstantLists}); the parse package puts them back into the tree.
     */
    public static FoldedInput folded(String sql) {
        SqlLexer tokens = SqlLexer.lex(sql);
        if (tokens == null) {
            return FoldedInput.unfolded(sql, sql);
        }
        FoldedInput folded = ConstantLists.fold(sql, tokens);
        return folded == null ? FoldedInput.unfolded(sql, of(sql, tokens)) : folded.withText(of(folded.text()));
    }

    private static String of(String sql, SqlLexer tokens) {
        TokenEdits edits = new TokenEdits(tokens);
        SignChains.find(edits);
        InPredicates.find(edits);
        NaturalJoins.find(edits);
        ArraySlices.find(edits);
        TableQueries.find(edits);
        RowConstructors.find(edits);
        GroupingSetsSyntax.find(edits);
        OverridingClauses.find(edits);
        ConflictTargets.find(edits);
        OnlyClauses.find(edits);
        CteMaterializedClauses.find(edits);
        TypedLiterals.find(edits);
        CollateClauses.find(edits);
        WindowFrameClauses.find(edits);
        KeywordLabels.find(edits);
        EmptyTargetLists.find(edits);
        VariadicArguments.find(edits);
        SubstringSimilar.find(edits);
        boolean changed = !edits.isEmpty();
        String grouped = changed ? edits.apply() : sql;
        if (ArrayTargets.any(tokens)) {
            // Over the text with ArraySlices' markers in place, so a chain's brackets are whole tokens.
            SqlLexer current = changed ? SqlLexer.lex(grouped) : tokens;
            if (current != null) {
                TokenEdits targets = new TokenEdits(current);
                ArrayTargets.find(targets);
                if (!targets.isEmpty()) {
                    grouped = targets.apply();
                    changed = true;
                }
            }
        }
        if (MultiColumnSets.any(tokens)) {
            SqlLexer current = changed ? SqlLexer.lex(grouped) : tokens;
            if (current != null) {
                TokenEdits sets = new TokenEdits(current);
                MultiColumnSets.find(sets);
                if (!sets.isEmpty()) {
                    grouped = sets.apply();
                    changed = true;
                }
            }
        }
        if (JsonOperators.any(tokens)) {
            grouped = jsonOperators(grouped);
            changed = true;
        }
        // BETWEEN is spelled out over the grouped text, so its copies of x and the bounds keep those parentheses.
        if (!hasWord(tokens, "between")) {
            return grouped;
        }
        // A BETWEEN inside another's bound is copied as it is; the next pass spells it out in turn.
        String text = grouped;
        SqlLexer current = changed ? SqlLexer.lex(grouped) : tokens;
        for (int pass = 0; pass < MAX_BETWEEN_PASSES && current != null; pass++) {
            TokenEdits spelled = new TokenEdits(current);
            BetweenPredicates.find(spelled);
            if (spelled.isEmpty()) {
                break;
            }
            text = spelled.apply();
            current = SqlLexer.lex(text);
        }
        return text;
    }

    /** Spells out json operator chains, pass after pass for those inside operands (see {@link JsonOperators}). */
    private static String jsonOperators(String text) {
        for (int pass = 0; pass < MAX_BETWEEN_PASSES; pass++) {
            SqlLexer current = SqlLexer.lex(text);
            if (current == null || !JsonOperators.any(current)) {
                break;
            }
            TokenEdits spelled = new TokenEdits(current);
            JsonOperators.find(spelled);
            if (spelled.isEmpty()) {
                break;
            }
            text = spelled.apply();
        }
        return text;
    }

    /** BETWEENs nested deeper than this inside each other's bounds are left to the parser. */
    private static final int MAX_BETWEEN_PASSES = 8;

    private static boolean hasWord(SqlLexer t, String word) {
        TokenEdits probe = new TokenEdits(t);
        for (int k = 0; k < t.count; k++) {
            if (probe.isWord(k, word)) {
                return true;
            }
        }
        return false;
    }
}
