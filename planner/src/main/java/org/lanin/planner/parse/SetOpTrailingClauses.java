package org.lanin.planner.parse;

import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * Moves the LIMIT, OFFSET and FOR UPDATE/SHARE that JSqlParser 5.3 hangs on the last operand of
 * a set operation up to the set operation itself. In PostgreSQL's grammar a clause after the last
 * operand belongs to the whole {@code UNION}/{@code INTERSECT}/{@code EXCEPT} (an operand has its
 * own only inside parentheses), but JSqlParser keeps an unparenthesised {@code SELECT ... LIMIT n}
 * as one PlainSelect and so gives {@code SELECT a UNION SELECT b LIMIT 3} the tree of
 * {@code SELECT a UNION (SELECT b LIMIT 3)}. It does attach a trailing ORDER BY and FETCH to the
 * set operation, and with an ORDER BY also the LIMIT and OFFSET after it; a lone LIMIT or OFFSET
 * (or FOR UPDATE) stays on the last PlainSelect. Since an unparenthesised operand cannot have
 * these clauses of its own, any found there are the set operation's.
 *
 * <p>The walk is JSqlParser's {@link TablesNamesFinder}, which reaches every query of a statement:
 * subqueries, WITH queries, INSERT ... SELECT, view bodies, nested set operations. It runs right
 * after parsing, before the tree is shared, and only on text that mentions a set operation.
 */
final class SetOpTrailingClauses extends TablesNamesFinder<Void> {
    private SetOpTrailingClauses() {
    }

    /** Hoists the trailing clauses of every set operation in {@code st}. */
    static void hoist(Statement st, String sql) {
        if (!mentionsSetOperation(sql)) {
            return;
        }
        try {
            new SetOpTrailingClauses().getTables(st);
        } catch (RuntimeException e) {
            // a statement kind the walk refuses holds no query whose clauses it could move
        }
    }

    private static boolean mentionsSetOperation(String sql) {
        return containsIgnoreCase(sql, "union") || containsIgnoreCase(sql, "intersect")
                || containsIgnoreCase(sql, "except");
    }

    private static boolean containsIgnoreCase(String text, String word) {
        for (int i = 0, last = text.length() - word.length(); i <= last; i++) {
            if (text.regionMatches(true, i, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public <S> Void visit(SetOperationList list, S context) {
        Select last = list.getSelects().get(list.getSelects().size() - 1);
        if (last instanceof PlainSelect ps) {
            move(ps, list);
        }
        return super.visit(list, context);
    }

    private static void move(PlainSelect from, SetOperationList to) {
        if (from.getLimit() != null && to.getLimit() == null) {
            to.setLimit(from.getLimit());
            from.setLimit(null);
        }
        if (from.getOffset() != null && to.getOffset() == null) {
            to.setOffset(from.getOffset());
            from.setOffset(null);
        }
        if (from.getForMode() != null && to.getForMode() == null) {
            to.setForMode(from.getForMode());
            to.setForUpdateTable(from.getForUpdateTable());
            to.setWait(from.getWait());
            to.setNoWait(from.isNoWait());
            to.setSkipLocked(from.isSkipLocked());
            from.setForMode(null);
        }
    }
}
