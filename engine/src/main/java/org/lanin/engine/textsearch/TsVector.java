package org.lanin.engine.textsearch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.lanin.engine.error.LaninException;

/**
 * A tsvector: distinct lexemes in byte order, each with its positions (1..16383, sorted,
 * distinct) and a weight per position (A..D, D the default). Text form as PostgreSQL's
 * tsvectorout: {@code 'fat':2B,4 'rat':5}. A lexeme without positions (input without them, or
 * {@link #strip()}) has an empty position array.
 */
public final class TsVector implements Comparable<TsVector> {
    /** PostgreSQL's MAXENTRYPOS - 1: larger positions are clamped to it. */
    public static final int MAX_POSITION = 16383;
    /** Weight codes: 0 = D ... 3 = A (WEP_GETWEIGHT). */
    static final String WEIGHTS = "DCBA";

    private final String[] lexemes;
    /** Per lexeme: positions as {@code position << 2 | weight}, sorted. */
    private final int[][] positions;

    TsVector(String[] lexemes, int[][] positions) {
        this.lexemes = lexemes;
        this.positions = positions;
    }

    public static final TsVector EMPTY = new TsVector(new String[0], new int[0][]);

    /** Builds from lexeme → positions-with-weights (any order, duplicates merged). */
    public static TsVector of(Map<String, ? extends List<Integer>> entries) {
        TreeMap<String, List<Integer>> sorted = new TreeMap<>(TsVector::compareLexemes);
        for (Map.Entry<String, ? extends List<Integer>> e : entries.entrySet()) {
            sorted.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).addAll(e.getValue());
        }
        String[] lex = new String[sorted.size()];
        int[][] pos = new int[sorted.size()][];
        int i = 0;
        for (Map.Entry<String, List<Integer>> e : sorted.entrySet()) {
            lex[i] = e.getKey();
            pos[i++] = normalise(e.getValue());
        }
        return new TsVector(lex, pos);
    }

    /** Sorted, one entry per position (the highest weight kept, as PostgreSQL's uniquePos), at most 256. */
    static int[] normalise(List<Integer> raw) {
        int[] p = raw.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(p);
        int n = 0;
        for (int v : p) {
            if (n > 0 && (p[n - 1] >> 2) == (v >> 2)) {
                p[n - 1] = Math.max(p[n - 1], v);
            } else {
                p[n++] = v;
            }
        }
        return Arrays.copyOf(p, Math.min(n, 256));
    }

    /** tsCompareString: byte order of the lexemes' text. */
    static int compareLexemes(String a, String b) {
        return a.compareTo(b);
    }

    public static TsVector parse(String text) {
        return TsVectorInput.parse(text);
    }

    public int size() {
        return lexemes.length;
    }

    public String lexeme(int i) {
        return lexemes[i];
    }

    /** Positions of lexeme i as {@code position << 2 | weight}; empty for a stripped lexeme. */
    public int[] positions(int i) {
        return positions[i];
    }

    /** Index of {@code lexeme}, or a negative number (binary search). */
    public int find(String lexeme) {
        return Arrays.binarySearch(lexemes, lexeme, TsVector::compareLexemes);
    }

    /** The lexemes starting with {@code prefix}: [from, to) indexes. */
    public int[] prefixRange(String prefix) {
        int from = find(prefix);
        from = from < 0 ? -from - 1 : from;
        int to = from;
        while (to < lexemes.length && lexemes[to].startsWith(prefix)) {
            to++;
        }
        return new int[] {from, to};
    }

    public TsVector strip() {
        int[][] none = new int[lexemes.length][];
        Arrays.fill(none, new int[0]);
        return new TsVector(lexemes, none);
    }

    /** setweight(v, w): every position gets weight {@code w} (A..D). */
    public TsVector withWeight(char weight) {
        int w = weightCode(weight);
        int[][] out = new int[lexemes.length][];
        for (int i = 0; i < lexemes.length; i++) {
            out[i] = positions[i].clone();
            for (int j = 0; j < out[i].length; j++) {
                out[i][j] = (out[i][j] & ~3) | w;
            }
        }
        return new TsVector(lexemes, out);
    }

    static int weightCode(char weight) {
        int w = WEIGHTS.indexOf(Character.toUpperCase(weight));
        if (w < 0) {
            throw LaninException.of(TsMsg.BAD_WEIGHT, (int) weight);
        }
        return w;
    }

    /** tsvector || tsvector: the right side's positions shifted past the left's highest (tsvector_concat). */
    public TsVector concat(TsVector right) {
        int shift = 0;
        for (int[] p : positions) {
            for (int v : p) {
                shift = Math.max(shift, v >> 2);
            }
        }
        Map<String, List<Integer>> m = new TreeMap<>();
        add(m, this, 0);
        add(m, right, shift);
        return of(m);
    }

    private static void add(Map<String, List<Integer>> m, TsVector v, int shift) {
        for (int i = 0; i < v.lexemes.length; i++) {
            List<Integer> l = m.computeIfAbsent(v.lexemes[i], k -> new ArrayList<>());
            for (int p : v.positions[i]) {
                int pos = Math.min(MAX_POSITION, (p >> 2) + shift);
                l.add(pos << 2 | (p & 3));
            }
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lexemes.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            quote(sb, lexemes[i]);
            int[] p = positions[i];
            for (int j = 0; j < p.length; j++) {
                sb.append(j == 0 ? ':' : ',').append(p[j] >> 2);
                if ((p[j] & 3) != 0) {
                    sb.append(WEIGHTS.charAt(p[j] & 3));
                }
            }
        }
        return sb.toString();
    }

    /** A lexeme in single quotes, quotes and backslashes doubled (tsvectorout, tsqueryout). */
    static void quote(StringBuilder sb, String lexeme) {
        sb.append('\'');
        for (int i = 0; i < lexeme.length(); i++) {
            char c = lexeme.charAt(i);
            if (c == '\'' || c == '\\') {
                sb.append(c);
            }
            sb.append(c);
        }
        sb.append('\'');
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TsVector v && Arrays.equals(lexemes, v.lexemes) && Arrays.deepEquals(positions, v.positions);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(lexemes) * 31 + Arrays.deepHashCode(positions);
    }

    /** An order consistent with equality (by the text form; PostgreSQL's tsvector_cmp orders differently). */
    @Override
    public int compareTo(TsVector o) {
        return toString().compareTo(o.toString());
    }
}
