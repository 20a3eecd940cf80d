package org.lanin.planner.cache;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.lanin.engine.type.DataType;

/**
 * A statement's normalised form: text with {@code $1..$n} for every parameter marker (the
 * user's own and the extracted literals, numbered in order of appearance; a user's repeated
 * {@code $k} keeps one number), the extracted values and their literal kinds. Statements that
 * are not normalised (DDL, utility, text that does not lex) keep their raw text and no markers
 * of their own: {@link #normalisable()} is false.
 */
public final class NormalisedSql {
    private final String text;
    private final boolean normalisable;
    private final int[] userParam;
    private final Object[] literals;
    private final LiteralKind[] kinds;
    private final int userParamCount;
    private final String cacheKey;
    /** Computed on first use (0 until then): most statements never need it. */
    private long queryId;

    NormalisedSql(String text, boolean normalisable, int[] userParam, Object[] literals, LiteralKind[] kinds) {
        this(text, normalisable, userParam, literals, kinds, signature(text, kinds));
    }

    /** {@code cacheKey} is {@code text}, NUL, and one {@link LiteralKind#code()} per marker ('u' for the user's). */
    NormalisedSql(String text, boolean normalisable, int[] userParam, Object[] literals, LiteralKind[] kinds,
                  String cacheKey) {
        this.text = text;
        this.normalisable = normalisable;
        this.userParam = userParam;
        this.literals = literals;
        this.kinds = kinds;
        int users = 0;
        for (int u : userParam) {
            users = Math.max(users, u + 1);
        }
        this.userParamCount = users;
        this.cacheKey = cacheKey;
    }

    /** The same statement shape with other values for the extracted literals (a {@link LiteralTemplate} match). */
    private NormalisedSql(NormalisedSql shape, Object[] literals) {
        this.text = shape.text;
        this.normalisable = true;
        this.userParam = shape.userParam;
        this.literals = literals;
        this.kinds = shape.kinds;
        this.userParamCount = shape.userParamCount;
        this.cacheKey = shape.cacheKey;
        this.queryId = shape.queryId();
    }

    NormalisedSql withLiterals(Object[] values) {
        return new NormalisedSql(this, values);
    }

    /** A copy of the marker values (null at the user's parameters), for a template to fill in. */
    Object[] literalArray() {
        return literals.clone();
    }

    LiteralKind kindAt(int marker) {
        return kinds[marker];
    }

    private static String signature(String text, LiteralKind[] kinds) {
        StringBuilder signature = new StringBuilder(text.length() + kinds.length + 1).append(text).append('\0');
        for (LiteralKind k : kinds) {
            signature.append(k == null ? 'u' : k.code());
        }
        return signature.toString();
    }

    /** The normalised form of {@code sql} (its raw text when it is not a query or DML). */
    public static NormalisedSql of(String sql) {
        return SqlNormaliser.normalise(sql);
    }

    static NormalisedSql raw(String sql) {
        return new NormalisedSql(sql.strip(), false, new int[0], new Object[0], new LiteralKind[0]);
    }

    /** Normalised text ({@code $1, $2...}); the statement text itself when not normalisable. */
    public String text() {
        return text;
    }

    public boolean normalisable() {
        return normalisable;
    }

    /** Text plus the type signature of the markers: two statements with equal keys bind alike. */
    public String cacheKey() {
        return cacheKey;
    }

    /** A stable 64-bit hash of {@link #text()}. */
    public long queryId() {
        long q = queryId;
        if (q == 0) {
            q = QueryId.of(text);
            queryId = q;
        }
        return q;
    }

    /** Number of parameters the user supplies (the highest {@code $k} or the count of {@code ?}). */
    public int userParamCount() {
        return userParamCount;
    }

    /** Number of markers in the normalised text. */
    public int markerCount() {
        return userParam.length;
    }

    /** The literal kind of each marker, null for the user's own parameters. */
    public List<LiteralKind> literalKinds() {
        return Arrays.asList(kinds.clone());
    }

    /** Declared type of each marker for the binder: the literal's type, null for the user's parameters. */
    public List<DataType> literalTypes() {
        List<DataType> out = new ArrayList<>(kinds.length);
        for (LiteralKind k : kinds) {
            out.add(k == null ? null : k.type());
        }
        return out;
    }

    /** The extracted values in marker order (null at the user's parameters). */
    public List<Object> literalValues() {
        return Arrays.asList(literals.clone());
    }

    /** Marker index (0-based) of the user's parameter {@code userIndex} (0-based), or -1 if unused. */
    public int markerOf(int userIndex) {
        for (int i = 0; i < userParam.length; i++) {
            if (userParam[i] == userIndex) {
                return i;
            }
        }
        return -1;
    }

    /** The values for all markers: the user's parameters where they stand, the extracted literals elsewhere. */
    public Object[] arguments(Object[] user) {
        Object[] out = new Object[userParam.length];
        for (int i = 0; i < out.length; i++) {
            int u = userParam[i];
            out[i] = u < 0 ? literals[i] : user[u];
        }
        return out;
    }

    @Override
    public String toString() {
        return text;
    }
}
