package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * PostgreSQL's RecursiveUnion: returns the non-recursive term's rows and keeps them as the
 * working table; then, until an iteration produces no rows, re-runs the recursive term (whose
 * {@link WorkTableScanOperator} reads the working table) and makes its new rows the next
 * working table. UNION (not ALL) drops rows already produced, by {@link RowKey} in a hash set
 * of every distinct row. Rows stream: each is returned as soon as its term produces it.
 * Nothing bounds the recursion (as in PostgreSQL); the per-row interrupt check keeps it
 * cancellable.
 */
public final class RecursiveUnionOperator implements Operator {
    private final Operator nonRecursive;
    private final Operator recursive;
    private final Object key;
    private final boolean all;
    private ExecContext ctx;
    private WorkTable table;
    private List<Object[]> produced;
    private Set<RowKey> seen;
    /** Which term is open: 0 the non-recursive one, 1 the recursive one, -1 none (done). */
    private int phase = -1;

    public RecursiveUnionOperator(Operator nonRecursive, Operator recursive, Object key, boolean all) {
        this.nonRecursive = nonRecursive;
        this.recursive = recursive;
        this.key = key;
        this.all = all;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        table = new WorkTable();
        produced = new ArrayList<>();
        seen = all ? null : new HashSet<>();
        nonRecursive.open(ctx);
        phase = 0;
    }

    @Override
    public Object[] next() {
        while (phase >= 0) {
            ctx.checkInterrupts();
            Object[] row = phase == 0 ? nonRecursive.next() : recursiveNext();
            if (row == null) {
                endTerm();
                continue;
            }
            Object[] copy = row.clone();
            if (seen != null && !seen.add(new RowKey(copy))) {
                continue;
            }
            produced.add(copy);
            return copy;
        }
        return null;
    }

    /** The current term ran out: start the next iteration over what it produced, or finish. */
    private void endTerm() {
        if (phase == 0) {
            nonRecursive.close();
        } else {
            recursive.close();
        }
        if (produced.isEmpty()) {
            phase = -1;
            return;
        }
        table.replace(produced);
        produced = new ArrayList<>();
        phase = 1;
        WorkTable previous = ctx.bindWorkTable(key, table);
        try {
            recursive.open(ctx);
        } finally {
            ctx.bindWorkTable(key, previous);
        }
    }

    private Object[] recursiveNext() {
        // operators may open inputs lazily on their first row: keep this evaluation's table bound
        WorkTable previous = ctx.bindWorkTable(key, table);
        try {
            return recursive.next();
        } finally {
            ctx.bindWorkTable(key, previous);
        }
    }

    @Override
    public void close() {
        if (phase == 0) {
            nonRecursive.close();
        } else if (phase == 1) {
            recursive.close();
        }
        phase = -1;
        table = null;
        produced = null;
        seen = null;
    }

    @Override
    public int width() {
        return nonRecursive.width();
    }
}
