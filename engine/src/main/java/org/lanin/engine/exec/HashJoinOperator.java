package org.lanin.engine.exec;

/**
 * An equi-join by hashing the inner input on its join keys and probing with each outer row
 * (PostgreSQL's Hash Join). Outer keys are compiled over the outer row, inner keys over the inner
 * row, the residual condition over the joined row (outer columns, then inner ones). Rows with a
 * NULL key never match (SQL equality). The table is pre-sized from the planner's estimate of the
 * inner rows.
 *
 * <p>Kinds: INNER, LEFT and FULL (unmatched outer rows NULL-extended), RIGHT and FULL (unmatched
 * inner rows returned at the end), SEMI and ANTI (outer rows with / without a match, once).
 */
public final class HashJoinOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr[] outerKeys;
    private final RowExpr[] innerKeys;
    private final RowExpr residual;
    private final JoinType type;
    private final long expectedInnerRows;
    private ExecContext ctx;
    private JoinHashTable table;
    private Object[] outerRow;
    private Object probeKey;
    private int probeHash;
    private int candidate;
    private boolean outerMatched;
    private int unmatchedPos = -1;

    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type) {
        this(outer, inner, outerKeys, innerKeys, residual, type, 1024);
    }

    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type, long expectedInnerRows) {
        this.outer = outer;
        this.inner = inner;
        this.outerKeys = outerKeys;
        this.innerKeys = innerKeys;
        this.residual = residual;
        this.type = type == JoinType.CROSS ? JoinType.INNER : type;
        this.expectedInnerRows = expectedInnerRows;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        table = new JoinHashTable(expectedInnerRows);
        inner.open(context);
        try {
            Object[] r;
            while ((r = inner.next()) != null) {
                ctx.checkInterrupts();
                Object key = key(innerKeys, r);
                if (key != null) {
                    table.insert(key, r);
                } else if (type.keepsInner()) {
                    table.insert(new NullKey(), r); // never matches, still returned unmatched
                }
            }
        } finally {
            inner.close();
        }
        outer.open(context);
        outerRow = null;
        unmatchedPos = -1;
    }

    /** A key no probe equals: an inner row with a NULL key kept for RIGHT/FULL output. */
    private static final class NullKey {
    }

    /** The key of {@code row}: one value, or an Object[] of several; null when any part is NULL. */
    private Object key(RowExpr[] exprs, Object[] row) {
        if (exprs.length == 1) {
            return exprs[0].eval(row, ctx);
        }
        Object[] key = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            key[i] = exprs[i].eval(row, ctx);
            if (key[i] == null) {
                return null;
            }
        }
        return key;
    }

    @Override
    public Object[] next() {
        while (true) {
            if (unmatchedPos >= 0) {
                return nextUnmatchedInner();
            }
            if (outerRow == null) {
                outerRow = outer.next();
                if (outerRow == null) {
                    if (type.keepsInner()) {
                        unmatchedPos = 0;
                        continue;
                    }
                    return null;
                }
                ctx.checkInterrupts();
                probeKey = key(outerKeys, outerRow);
                if (probeKey != null) {
                    probeHash = JoinHashTable.hash(probeKey);
                    candidate = table.first(probeKey, probeHash);
                } else {
                    candidate = -1;
                }
                outerMatched = false;
            }
            while (candidate >= 0) {
                int e = candidate;
                candidate = table.nextMatch(e, probeKey, probeHash);
                Object[] in = table.row(e);
                Object[] joined = type.outerOnly() && residual == null ? null : Rows.concat(outerRow, in);
                if (residual != null && !Rows.isTrue(residual.eval(joined, ctx))) {
                    continue;
                }
                outerMatched = true;
                if (type.keepsInner()) {
                    table.markMatched(e);
                }
                if (type.outerOnly()) {
                    candidate = -1; // one match decides
                    break;
                }
                return joined;
            }
            Object[] done = outerRow;
            outerRow = null;
            if (type == JoinType.SEMI ? outerMatched : type == JoinType.ANTI ? !outerMatched
                    : !outerMatched && type.keepsOuter()) {
                return type.outerOnly() ? done : Rows.concat(done, new Object[inner.width()]);
            }
        }
    }

    private Object[] nextUnmatchedInner() {
        while (unmatchedPos < table.size()) {
            int e = unmatchedPos++;
            if (!table.isMatched(e)) {
                return Rows.concat(new Object[outer.width()], table.row(e));
            }
        }
        return null;
    }

    @Override
    public void close() {
        outer.close();
        table = null;
    }

    @Override
    public int width() {
        return type.outerOnly() ? outer.width() : outer.width() + inner.width();
    }
}
