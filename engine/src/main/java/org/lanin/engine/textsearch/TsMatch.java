package org.lanin.engine.textsearch;

import java.util.Arrays;

/**
 * {@code tsvector @@ tsquery} (tsvector_op.c TS_execute): {@code & | !} as boolean operators over
 * "this operand's lexeme is in the vector" (with the operand's weights, or any lexeme it prefixes),
 * and a phrase {@code a <N> b} true where some position of b is N after a position of a (never
 * for lexemes without positions, as PostgreSQL 15 answers for a stripped vector). Phrase
 * operands that are themselves phrases work by their end positions and widths; {@code |} inside a
 * phrase unites positions, while {@code &} and {@code !} inside a phrase are read as plain boolean
 * tests (PostgreSQL tracks positions through them). The empty query matches nothing.
 */
public final class TsMatch {
    private TsMatch() {
    }

    public static boolean matches(TsVector v, TsQuery q) {
        return q.root() != null && eval(v, q.root());
    }

    private static boolean eval(TsVector v, TsQuery.Node n) {
        if (n instanceof TsQuery.Operand o) {
            return positions(v, o) != null;
        }
        if (n instanceof TsQuery.Not x) {
            return !eval(v, x.arg());
        }
        TsQuery.Binary b = (TsQuery.Binary) n;
        return switch (b.op()) {
            case '&' -> eval(v, b.left()) && eval(v, b.right());
            case '|' -> eval(v, b.left()) || eval(v, b.right());
            default -> {
                Match m = phrase(v, b);
                yield m != null && (m.ends == null || m.ends.length > 0);
            }
        };
    }

    /** End positions of a match (null: matched without position information) and its width. */
    private record Match(int[] ends, int width) {
    }

    private static Match phrase(TsVector v, TsQuery.Node n) {
        if (n instanceof TsQuery.Operand o) {
            int[] p = positions(v, o);
            return p == null || p.length == 0 ? null : new Match(p, 0); // no positions: no phrase match, as PostgreSQL 15
        }
        if (n instanceof TsQuery.Binary b && b.op() == '<') {
            Match l = phrase(v, b.left());
            Match r = phrase(v, b.right());
            if (l == null || r == null) {
                return null;
            }
            int width = l.width + b.distance() + r.width;
            if (l.ends == null || r.ends == null) {
                return new Match(null, width);
            }
            int[] out = new int[r.ends.length];
            int k = 0;
            for (int re : r.ends) {
                int want = re - r.width - b.distance();
                if (Arrays.binarySearch(l.ends, want) >= 0) {
                    out[k++] = re;
                }
            }
            return k == 0 ? null : new Match(Arrays.copyOf(out, k), width);
        }
        if (n instanceof TsQuery.Binary b && b.op() == '|') {
            Match l = phrase(v, b.left());
            Match r = phrase(v, b.right());
            if (l == null || r == null) {
                return l == null ? r : l;
            }
            if (l.ends == null || r.ends == null) {
                return new Match(null, Math.max(l.width, r.width));
            }
            int[] all = new int[l.ends.length + r.ends.length];
            System.arraycopy(l.ends, 0, all, 0, l.ends.length);
            System.arraycopy(r.ends, 0, all, l.ends.length, r.ends.length);
            return new Match(Arrays.stream(all).sorted().distinct().toArray(), Math.max(l.width, r.width));
        }
        return eval(v, n) ? new Match(null, 0) : null;
    }

    /**
     * The sorted positions (weights dropped) where the operand matches, an empty array for a match
     * in a stripped lexeme, null for no match.
     */
    static int[] positions(TsVector v, TsQuery.Operand o) {
        int from;
        int to;
        if (o.prefix()) {
            int[] r = v.prefixRange(o.lexeme());
            from = r[0];
            to = r[1];
        } else {
            int k = v.find(o.lexeme());
            if (k < 0) {
                return null;
            }
            from = k;
            to = k + 1;
        }
        int[] out = new int[0];
        boolean found = false;
        for (int i = from; i < to; i++) {
            int[] p = v.positions(i);
            if (p.length == 0) {
                found |= o.weights() == 0;
                continue;
            }
            for (int x : p) {
                if (o.weights() == 0 || (o.weights() & (1 << (x & 3))) != 0) {
                    out = Arrays.copyOf(out, out.length + 1);
                    out[out.length - 1] = x >> 2;
                    found = true;
                }
            }
        }
        if (!found) {
            return null;
        }
        Arrays.sort(out);
        return out;
    }
}
