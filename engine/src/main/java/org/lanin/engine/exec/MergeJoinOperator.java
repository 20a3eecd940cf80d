package org.lanin.engine.exec;

import java.util.Comparator;

/**
 * An equi-join of two inputs sorted on their join keys (PostgreSQL's Merge Join, nodeMergejoin.c):
 * both inputs are read once, in step. {@code comparators[i]} orders key i of either side exactly
 * as both inputs are sorted (direction and NULL placement included); two keys match when every
 * comparator says 0 and neither holds a NULL (a row with a NULL key never matches, wherever the
 * sort put it). The inner rows sharing the current key are kept as a {@link MergeJoinGroup} and
 * joined with each outer row of that key, where PostgreSQL marks and restores the inner scan.
 * The residual condition is over the joined row (outer columns, then inner ones) and decides,
 * with the keys, what matches.
 *
 * <p>Kinds: INNER, LEFT and FULL (unmatched outer rows NULL-extended), RIGHT and FULL (unmatched
 * inner rows returned when the merge passes their key), SEMI and ANTI (outer rows with / without
 * a match, once). Output comes in the outer input's order, unmatched inner rows interleaved.
 *
 * <p>Why NULL keys need no special order: a row with a NULL in key j sorts before or after every
 * row of a group (the group's rows agree on key j and the NULL differs), never inside it, so
 * skipping such rows leaves both inputs sorted and every group whole.
 */
public final class MergeJoinOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr[] outerKeys;
    private final RowExpr[] innerKeys;
    private final Comparator<Object>[] comparators;
    private final RowExpr residual;
    private final JoinType type;
    private ExecContext ctx;
    private Object[] innerRow;
    private Object[] innerKey;
    private MergeJoinGroup group;
    private MergeJoinGroup draining;
    private Object[] outerRow;
    private Object[] outerKey;
    private boolean outerMatched;
    private boolean positioned;
    private int groupPos;
    private boolean outerEnd;

    public MergeJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                             Comparator<Object>[] comparators, RowExpr residual, JoinType type) {
        if (outerKeys.length == 0 || outerKeys.length != innerKeys.length || comparators.length != outerKeys.length) {
            throw new org.lanin.engine.error.EngineBug("merge join needs one comparator per key pair");
        }
        this.outer = outer;
        this.inner = inner;
        this.outerKeys = outerKeys;
        this.innerKeys = innerKeys;
        this.comparators = comparators;
        this.residual = residual;
        this.type = type == JoinType.CROSS ? JoinType.INNER : type;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        group = null;
        draining = null;
        outerRow = null;
        outerEnd = false;
        outer.open(context);
        inner.open(context);
        fetchInner();
    }

    /** The key values of {@code row}, or null when one is NULL (the row can match nothing). */
    private Object[] keys(RowExpr[] exprs, Object[] row) {
        Object[] key = new Object[exprs.length];
        for (int i = 0; i < exprs.length; i++) {
            key[i] = exprs[i].eval(row, ctx);
            if (key[i] == null) {
                return null;
            }
        }
        return key;
    }

    private int compare(Object[] a, Object[] b) {
        for (int i = 0; i < comparators.length; i++) {
            int c = comparators[i].compare(a[i], b[i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private void fetchInner() {
        innerRow = inner.next();
        innerKey = innerRow == null ? null : keys(innerKeys, innerRow);
    }

    @Override
    public Object[] next() {
        while (true) {
            if (draining != null) {
                Object[] r = draining.nextUnmatched();
                if (r != null) {
                    return innerOnly(r);
                }
                draining = null;
            }
            if (outerRow != null) {
                Object[] r;
                if (!positioned) {
                    r = position();
                } else if ((r = joinWithGroup()) == null) {
                    r = finishOuter(); // its matches are exhausted
                }
                if (r != null) {
                    return r;
                }
                continue;
            }
            if (outerEnd) {
                return restOfInner();
            }
            Object[] o = outer.next();
            if (o == null) {
                outerEnd = true;
                continue;
            }
            if (ctx != null) {
                ctx.checkInterrupts();
            }
            outerRow = o;
            outerMatched = false;
            groupPos = -1;
            outerKey = keys(outerKeys, o);
            positioned = outerKey == null; // a NULL key matches nothing: answered at once
        }
    }

    /**
     * Brings the inner side to the current outer key: retires a group with a smaller key,
     * skips smaller inner rows, loads the group of an equal key. Returns an unmatched inner row
     * to emit on the way (RIGHT/FULL), or null; {@code positioned} says when it is done.
     */
    private Object[] position() {
        if (group != null) {
            int c = compare(outerKey, group.key);
            if (c <= 0) {
                groupPos = c == 0 ? 0 : -1;
                positioned = true;
            } else {
                draining = type.keepsInner() ? group : null;
                group = null;
            }
            return null;
        }
        while (innerRow != null) {
            int c = innerKey == null ? 1 : compare(outerKey, innerKey);
            if (c == 0) {
                loadGroup();
                groupPos = 0;
                positioned = true;
                return null;
            }
            if (c < 0) {
                break;
            }
            Object[] skipped = innerRow;
            fetchInner();
            if (type.keepsInner()) {
                return innerOnly(skipped);
            }
        }
        positioned = true;
        return null;
    }

    private void loadGroup() {
        group = new MergeJoinGroup(innerKey);
        do {
            group.add(innerRow);
            fetchInner();
            if (ctx != null) {
                ctx.checkInterrupts();
            }
        } while (innerRow != null && innerKey != null && compare(innerKey, group.key) == 0);
    }

    /** The next joined row of the current outer row with the group, or null when there is none left. */
    private Object[] joinWithGroup() {
        if (groupPos < 0) {
            return null;
        }
        while (groupPos < group.size()) {
            int i = groupPos++;
            Object[] in = group.row(i);
            Object[] joined = type.outerOnly() && residual == null ? null : Rows.concat(outerRow, in);
            if (residual != null && !Rows.isTrue(residual.eval(joined, ctx))) {
                continue;
            }
            outerMatched = true;
            if (type.keepsInner()) {
                group.markMatched(i);
            }
            if (type.outerOnly()) {
                groupPos = group.size(); // one match decides
                return null;
            }
            return joined;
        }
        return null;
    }

    /** Ends the current outer row: the row itself when its kind returns it unmatched / matched once. */
    private Object[] finishOuter() {
        Object[] done = outerRow;
        outerRow = null;
        positioned = false;
        if (type == JoinType.SEMI ? outerMatched : type == JoinType.ANTI ? !outerMatched
                : !outerMatched && type.keepsOuter()) {
            return type.outerOnly() ? done : Rows.concat(done, new Object[inner.width()]);
        }
        return null;
    }

    /** After the last outer row: the unmatched inner rows (RIGHT/FULL), else nothing. */
    private Object[] restOfInner() {
        if (!type.keepsInner()) {
            return null;
        }
        if (group != null) {
            draining = group;
            group = null;
            Object[] r = draining.nextUnmatched();
            if (r != null) {
                return innerOnly(r);
            }
            draining = null;
        }
        if (innerRow == null) {
            return null;
        }
        Object[] r = innerRow;
        fetchInner();
        return innerOnly(r);
    }

    private Object[] innerOnly(Object[] in) {
        return Rows.concat(new Object[outer.width()], in);
    }

    @Override
    public void close() {
        outer.close();
        inner.close();
        group = null;
        draining = null;
    }

    @Override
    public int width() {
        return type.outerOnly() ? outer.width() : outer.width() + inner.width();
    }
}
