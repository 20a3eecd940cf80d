package org.lanin.engine.exec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An equi-join by hashing the inner input on its join keys and probing with each outer row.
 * Key expressions are compiled over the joined row layout (outer columns, then inner ones);
 * inner keys are evaluated once per inner row at build time. Rows with a NULL key never match
 * (SQL equality). {@code residual} holds the join condition's other conjuncts.
 */
public final class HashJoinOperator implements Operator {
    private final Operator outer;
    private final Operator inner;
    private final RowExpr[] outerKeys;
    private final RowExpr[] innerKeys;
    private final RowExpr residual;
    private final JoinType type;
    private ExecContext ctx;
    private Map<RowKey, List<Object[]>> table;
    private Map<Object[], Boolean> innerMatched;
    private List<Object[]> innerRows;
    private Object[] outerRow;
    private List<Object[]> candidates;
    private int candidatePos;
    private boolean outerMatched;
    private int unmatchedPos = -1;

    public HashJoinOperator(Operator outer, Operator inner, RowExpr[] outerKeys, RowExpr[] innerKeys,
                            RowExpr residual, JoinType type) {
        this.outer = outer;
        this.inner = inner;
        this.outerKeys = outerKeys;
        this.innerKeys = innerKeys;
        this.residual = residual;
        this.type = type;
    }

    @Override
    public void open(ExecContext context) {
        ctx = context;
        table = new HashMap<>();
        innerRows = new ArrayList<>();
        innerMatched = new IdentityHashMap<>();
        int ow = outer.width();
        inner.open(context);
        Object[] r;
        while ((r = inner.next()) != null) {
            ctx.checkInterrupts();
            Object[] padded = new Object[ow + r.length];
            System.arraycopy(r, 0, padded, ow, r.length);
            innerRows.add(r);
            Object[] key = eval(innerKeys, padded);
            if (key != null) {
                table.computeIfAbsent(new RowKey(key), k -> new ArrayList<>()).add(r);
            }
        }
        inner.close();
        outer.open(context);
        outerRow = null;
        unmatchedPos = -1;
    }

    private Object[] eval(RowExpr[] keys, Object[] row) {
        Object[] key = new Object[keys.length];
        for (int i = 0; i < keys.length; i++) {
            key[i] = keys[i].eval(row, ctx);
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
                    if (type == JoinType.FULL) {
                        unmatchedPos = 0;
                        continue;
                    }
                    return null;
                }
                ctx.checkInterrupts();
                Object[] key = eval(outerKeys, outerRow);
                candidates = key == null ? List.of() : table.getOrDefault(new RowKey(key), List.of());
                candidatePos = 0;
                outerMatched = false;
            }
            while (candidatePos < candidates.size()) {
                Object[] in = candidates.get(candidatePos++);
                Object[] joined = Rows.concat(outerRow, in);
                if (residual == null || Rows.isTrue(residual.eval(joined, ctx))) {
                    outerMatched = true;
                    if (type == JoinType.FULL) {
                        innerMatched.put(in, Boolean.TRUE);
                    }
                    return joined;
                }
            }
            Object[] done = outerRow;
            outerRow = null;
            if (!outerMatched && (type == JoinType.LEFT || type == JoinType.FULL)) {
                return Rows.concat(done, new Object[inner.width()]);
            }
        }
    }

    private Object[] nextUnmatchedInner() {
        while (unmatchedPos < innerRows.size()) {
            Object[] in = innerRows.get(unmatchedPos++);
            if (!innerMatched.containsKey(in)) {
                return Rows.concat(new Object[outer.width()], in);
            }
        }
        return null;
    }


    @Override
    public void close() {
        outer.close();
        table = null;
        innerRows = null;
        innerMatched = null;
    }

    @Override
    public int width() {
        return outer.width() + inner.width();
    }
}
