package org.lanin.engine.exec;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Test data for join operators and the obviously right answer: a nested loop over two lists.
 * Rows are {@code [id int, k1 int, k2 text, payload]}; keys are k1 (and k2), with NULLs,
 * duplicates and one hot value of k1 that a tenth of the rows share (skew).
 */
final class JoinReference {
    static final int WIDTH = 4;
    static final int HOT = 7;
    /** Over the joined row: keeps about two thirds of the key matches. */
    static final RowExpr RESIDUAL = (row, c) -> ((Integer) row[0] + (Integer) row[WIDTH]) % 3 != 0;

    private JoinReference() {
    }

    static ExecContext ctx() {
        return new ExecContext(new Object[0], null, null, null, Instant.EPOCH, 0, 0);
    }

    static List<Object[]> rows(Random r, int n, int keyRange, int idBase) {
        List<Object[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Integer k1 = r.nextInt(12) == 0 ? null : r.nextInt(10) == 0 ? HOT : r.nextInt(keyRange);
            String k2 = r.nextInt(15) == 0 ? null : "k" + r.nextInt(3);
            out.add(new Object[] {idBase + i, k1, k2, "p" + Long.toHexString(r.nextLong())});
        }
        return out;
    }

    /** The key columns' expressions: k1, or k1 and k2. */
    static RowExpr[] keys(int count) {
        RowExpr[] k = new RowExpr[count];
        for (int i = 0; i < count; i++) {
            int col = 1 + i;
            k[i] = (row, c) -> row[col];
        }
        return k;
    }

    static Operator list(List<Object[]> rows) {
        return new ListOperator(() -> rows, WIDTH);
    }

    private static boolean matches(Object[] o, Object[] i, int keyCount, RowExpr residual) {
        for (int k = 1; k <= keyCount; k++) {
            if (o[k] == null || i[k] == null || !RowKey.same(o[k], i[k])) {
                return false;
            }
        }
        return residual == null || Rows.isTrue(residual.eval(Rows.concat(o, i), null));
    }

    /** The rows a join of {@code type} returns, by nested loop. */
    static List<Object[]> expected(List<Object[]> outer, List<Object[]> inner, JoinType type, int keyCount,
                                   RowExpr residual) {
        List<Object[]> out = new ArrayList<>();
        boolean[] innerMatched = new boolean[inner.size()];
        for (Object[] o : outer) {
            boolean matched = false;
            for (int j = 0; j < inner.size(); j++) {
                if (matches(o, inner.get(j), keyCount, residual)) {
                    matched = true;
                    innerMatched[j] = true;
                    if (!type.outerOnly()) {
                        out.add(Rows.concat(o, inner.get(j)));
                    }
                }
            }
            if (type == JoinType.SEMI && matched || type == JoinType.ANTI && !matched) {
                out.add(o);
            } else if (!matched && type.keepsOuter()) {
                out.add(Rows.concat(o, new Object[WIDTH]));
            }
        }
        if (type.keepsInner()) {
            for (int j = 0; j < inner.size(); j++) {
                if (!innerMatched[j]) {
                    out.add(Rows.concat(new Object[WIDTH], inner.get(j)));
                }
            }
        }
        return out;
    }

    static List<Object[]> drain(Operator op, ExecContext ctx) {
        List<Object[]> out = new ArrayList<>();
        op.open(ctx);
        try {
            for (Object[] row; (row = op.next()) != null; ) {
                out.add(row);
            }
        } finally {
            op.close();
        }
        return out;
    }

    /** Rows as sorted text: a multiset to compare. */
    static List<String> multiset(List<Object[]> rows) {
        List<String> s = new ArrayList<>();
        for (Object[] r : rows) {
            s.add(Arrays.deepToString(r));
        }
        Collections.sort(s);
        return s;
    }
}
