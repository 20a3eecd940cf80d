package org.lanin.engine.textsearch;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * ts_rank(vector, query) with the default weights {0.1, 0.2, 0.4, 1.0} and normalization 0, as
 * PostgreSQL's tsrank.c calc_rank: a query whose top operator is {@code &} or a phrase takes
 * calc_rank_and (pairs of the query's distinct lexemes, weighted by their distance), any other
 * calc_rank_or (per lexeme, its positions' weights summed with 1/i² falling off). Computed in
 * float, as PostgreSQL does, so the real result matches its digits.
 */
public final class TsRank {
    private static final float[] WEIGHTS = {0.1f, 0.2f, 0.4f, 1.0f};
    private static final int MAX_ENTRY_POS = 1 << 14;

    private TsRank() {
    }

    public static float rank(TsVector v, TsQuery q) {
        if (v.size() == 0 || q.root() == null) {
            return 0f;
        }
        List<TsQuery.Operand> items = distinctOperands(q.root());
        boolean and = q.root() instanceof TsQuery.Binary b && (b.op() == '&' || b.op() == '<');
        float res = and && items.size() >= 2 ? rankAnd(v, items) : rankOr(v, items);
        return res < 0 ? 1e-20f : res;
    }

    /** The query's operands, distinct by text and prefix flag (SortAndUniqItems). */
    private static List<TsQuery.Operand> distinctOperands(TsQuery.Node root) {
        List<TsQuery.Operand> all = new ArrayList<>();
        collect(root, all);
        TreeSet<String> seen = new TreeSet<>();
        List<TsQuery.Operand> out = new ArrayList<>();
        all.sort((a, b) -> a.lexeme().length() != b.lexeme().length() ? a.lexeme().length() - b.lexeme().length()
                : a.lexeme().compareTo(b.lexeme()));
        for (TsQuery.Operand o : all) {
            if (seen.add(o.lexeme() + (o.prefix() ? "\u0000*" : ""))) {
                out.add(o);
            }
        }
        return out;
    }

    private static void collect(TsQuery.Node n, List<TsQuery.Operand> out) {
        if (n instanceof TsQuery.Operand o) {
            out.add(o);
        } else if (n instanceof TsQuery.Not x) {
            collect(x.arg(), out);
        } else if (n instanceof TsQuery.Binary b) {
            collect(b.left(), out);
            collect(b.right(), out);
        }
    }

    private static int[] entries(TsVector v, TsQuery.Operand o) {
        if (o.prefix()) {
            return v.prefixRange(o.lexeme());
        }
        int k = v.find(o.lexeme());
        return k < 0 ? new int[] {0, 0} : new int[] {k, k + 1};
    }

    private static float rankOr(TsVector v, List<TsQuery.Operand> items) {
        float res = 0f;
        for (TsQuery.Operand o : items) {
            int[] r = entries(v, o);
            for (int e = r[0]; e < r[1]; e++) {
                int[] post = v.positions(e).length == 0 ? new int[] {0} : v.positions(e);
                float resj = 0f;
                float wjm = -1f;
                int jm = 0;
                for (int j = 0; j < post.length; j++) {
                    float w = WEIGHTS[post[j] & 3];
                    resj = resj + w / ((j + 1) * (j + 1));
                    if (w > wjm) {
                        wjm = w;
                        jm = j;
                    }
                }
                res = (float) (res + (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685); // in double, as C
            }
        }
        return items.isEmpty() ? res : res / items.size();
    }

    private static float rankAnd(TsVector v, List<TsQuery.Operand> items) {
        int[][] pos = new int[items.size()][];
        float res = -1f;
        int[] posNull = {(MAX_ENTRY_POS - 1) << 2};
        for (int i = 0; i < items.size(); i++) {
            int[] r = entries(v, items.get(i));
            for (int e = r[0]; e < r[1]; e++) {
                boolean nul = v.positions(e).length == 0;
                pos[i] = nul ? posNull : v.positions(e);
                int[] post = pos[i];
                for (int k = 0; k < i; k++) {
                    if (pos[k] == null) {
                        continue;
                    }
                    int[] ct = pos[k];
                    for (int l = 0; l < post.length; l++) {
                        for (int p = 0; p < ct.length; p++) {
                            int dist = Math.abs((post[l] >> 2) - (ct[p] >> 2));
                            if (dist != 0 || pos[i] == posNull || pos[k] == posNull) {
                                if (dist == 0) {
                                    dist = MAX_ENTRY_POS;
                                }
                                float curw = (float) Math.sqrt(WEIGHTS[post[l] & 3] * WEIGHTS[ct[p] & 3] * wordDistance(dist));
                                res = res < 0 ? curw : (float) (1.0 - (1.0 - res) * (1.0 - curw)); // C's double literals
                            }
                        }
                    }
                }
            }
        }
        return res;
    }

    private static float wordDistance(int w) {
        if (w > 100) {
            return 1e-30f;
        }
        return (float) (1.0 / (1.005 + 0.05 * Math.exp(((float) w) / 1.5 - 2)));
    }
}
