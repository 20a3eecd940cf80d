package org.lanin.planner.cache;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.lanin.planner.bind.EscapeStrings;
import org.lanin.planner.cache.SqlToken.Kind;

/**
 * Tokens to normalised text. Literals become markers except where they decide the plan's
 * shape or a name: a literal followed by {@code ::} or inside {@code CAST(lit AS ...)}, a
 * string after a word that is not an expression keyword ({@code date '...'},
 * {@code interval '1 day'}, {@code LIKE 'a%'}, {@code ESCAPE '\'}), ORDER BY and GROUP BY
 * items (positions and the text GROUP BY keys are matched by), type modifiers
 * ({@code numeric(10,2)}), sequence names ({@code nextval('s')}) and integers beyond bigint.
 * NULL, TRUE and FALSE are words and stay. Only SELECT, INSERT, UPDATE, DELETE, VALUES and
 * WITH are normalised. Spacing is canonical, so whitespace and comments do not matter.
 */
final class ReferenceNormaliser {
    private static final Set<String> DML = Set.of("select", "insert", "update", "delete", "values", "with");
    /** Words after which a string is an ordinary expression operand (anything else may be a type name). */
    private static final Set<String> EXTRACT_AFTER = Set.of("select", "where", "and", "or", "not", "then", "else",
            "when", "case", "between", "from", "on", "having", "limit", "offset", "returning", "set", "distinct",
            "all", "any", "some", "is", "in", "values", "first", "next", "return");
    private static final Set<String> TYPE_MODIFIED = Set.of("varchar", "numeric", "decimal", "dec", "char",
            "character", "varying", "bit", "time", "timestamp", "timestamptz", "timetz", "interval", "float", "nchar");
    private static final Set<String> SEQUENCE_FUNCTIONS = Set.of("nextval", "currval", "setval");
    /** Words that end an ORDER BY / GROUP BY list at its own parenthesis depth. */
    private static final Set<String> ZONE_END = Set.of("limit", "offset", "fetch", "having", "window", "union",
            "intersect", "except", "for", "returning", "order");

    private final List<SqlToken> tokens;
    private final StringBuilder text = new StringBuilder();
    private final List<Integer> userParam = new ArrayList<>();
    private final List<Object> literals = new ArrayList<>();
    private final List<LiteralKind> kinds = new ArrayList<>();
    private final Map<Integer, Integer> userMarkers = new HashMap<>();
    private final BitSet typeModifierFrames = new BitSet();
    private int depth;
    private int zoneDepth = -1;

    private ReferenceNormaliser(List<SqlToken> tokens) {
        this.tokens = tokens;
    }

    static NormalisedSql normalise(String sql) {
        List<SqlToken> tokens = ReferenceLexer.lex(sql);
        if (tokens == null || !isDml(tokens)) {
            return NormalisedSql.raw(sql);
        }
        int end = tokens.size();
        while (end > 0 && tokens.get(end - 1).kind() == Kind.SEMI) {
            end--;
        }
        return new ReferenceNormaliser(tokens.subList(0, end)).run();
    }

    private static boolean isDml(List<SqlToken> tokens) {
        for (SqlToken t : tokens) {
            if (t.kind() != Kind.LPAREN) {
                return t.kind() == Kind.WORD && DML.contains(t.text());
            }
        }
        return false;
    }

    private NormalisedSql run() {
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken t = tokens.get(i);
            track(i, t);
            String out = switch (t.kind()) {
                case NUMBER, STRING -> keep(i, t) ? t.text() : extract(t);
                case PARAM -> marker(userMarker((Integer) t.value()));
                default -> t.text();
            };
            if (i > 0 && spaced(tokens.get(i - 1), t)) {
                text.append(' ');
            }
            text.append(out);
        }
        int[] users = new int[userParam.size()];
        for (int i = 0; i < users.length; i++) {
            users[i] = userParam.get(i);
        }
        return new NormalisedSql(text.toString(), true, users, literals.toArray(),
                kinds.toArray(new LiteralKind[0]));
    }

    /** Parenthesis depth, type-modifier parentheses and the ORDER BY / GROUP BY zone. */
    private void track(int i, SqlToken t) {
        switch (t.kind()) {
            case LPAREN -> {
                depth++;
                boolean modifier = typeModifierFrames.get(depth - 1) || (i > 0 && prevWordIn(i, TYPE_MODIFIED));
                typeModifierFrames.set(depth, modifier);
            }
            case RPAREN -> {
                typeModifierFrames.clear(depth);
                depth = Math.max(0, depth - 1);
                if (zoneDepth > depth) {
                    zoneDepth = -1;
                }
            }
            case SEMI -> zoneDepth = -1;
            case WORD -> {
                if (t.text().equals("by") && (prevWordIn(i, Set.of("order", "group")))) {
                    zoneDepth = depth;
                } else if (zoneDepth == depth && ZONE_END.contains(t.text())) {
                    zoneDepth = -1;
                }
            }
            default -> {
            }
        }
    }

    private boolean prevWordIn(int i, Set<String> words) {
        return i > 0 && tokens.get(i - 1).kind() == Kind.WORD && words.contains(tokens.get(i - 1).text());
    }

    private SqlToken at(int i) {
        return i >= 0 && i < tokens.size() ? tokens.get(i) : null;
    }

    /** True where replacing the literal by a parameter could change the plan or the statement's meaning. */
    private boolean keep(int i, SqlToken t) {
        if (zoneDepth >= 0 || typeModifierFrames.get(depth)) {
            return true;
        }
        SqlToken prev = at(i - 1);
        SqlToken next = at(i + 1);
        if (next != null && next.kind() == Kind.CAST) {
            return true;
        }
        if (prev != null && prev.kind() == Kind.LPAREN && at(i - 2) != null) {
            SqlToken fn = at(i - 2);
            if (fn.isWord("cast") && next != null && next.isWord("as")) {
                return true;
            }
            if (t.kind() == Kind.STRING && fn.kind() == Kind.WORD && SEQUENCE_FUNCTIONS.contains(fn.text())) {
                return true;
            }
        }
        if (t.kind() == Kind.STRING) {
            return prev != null && prev.kind() == Kind.WORD && !EXTRACT_AFTER.contains(prev.text());
        }
        return isInteger(t.text()) && t.text().length() >= 19 && new BigInteger(t.text()).bitLength() >= 64;
    }

    private static boolean isInteger(String number) {
        for (int k = 0; k < number.length(); k++) {
            if (!Character.isDigit(number.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    private String extract(SqlToken t) {
        if (t.kind() == Kind.NUMBER) {
            String s = t.text();
            if (isInteger(s)) {
                if (s.length() <= 18) {
                    // Fits a long: no BigInteger per literal (wide INSERTs carry thousands of them).
                    long v = Long.parseLong(s);
                    return v == (int) v ? literal((int) v, LiteralKind.INTEGER) : literal(v, LiteralKind.BIGINT);
                }
                BigInteger v = new BigInteger(s);
                return literal(LiteralKind.integerValue(v), LiteralKind.ofInteger(v));
            }
            return literal(new BigDecimal(s), LiteralKind.DECIMAL);
        }
        if (t.value() instanceof ReferenceLexer.Escaped e) {
            return literal(EscapeStrings.unescape(e.body()), LiteralKind.ESCAPE_STRING);
        }
        return literal(t.value(), t.text().startsWith("$") ? LiteralKind.DOLLAR_STRING : LiteralKind.STRING);
    }

    private String literal(Object value, LiteralKind kind) {
        userParam.add(-1);
        literals.add(value);
        kinds.add(kind);
        return marker(userParam.size() - 1);
    }

    /** The marker index of the user's parameter {@code number} (1-based), allocated on first use. */
    private int userMarker(int number) {
        Integer known = userMarkers.get(number);
        if (known != null) {
            return known;
        }
        userParam.add(number - 1);
        literals.add(null);
        kinds.add(null);
        userMarkers.put(number, userParam.size() - 1);
        return userParam.size() - 1;
    }

    private static String marker(int index) {
        return "$" + (index + 1);
    }

    /** Canonical spacing: one space between tokens, none inside parentheses, before commas or around . and ::. */
    private static boolean spaced(SqlToken prev, SqlToken cur) {
        Kind p = prev.kind();
        Kind c = cur.kind();
        if (p == Kind.LPAREN || p == Kind.DOT || p == Kind.CAST) {
            return false;
        }
        if (c == Kind.RPAREN || c == Kind.COMMA || c == Kind.SEMI || c == Kind.DOT || c == Kind.CAST) {
            return false;
        }
        return !(c == Kind.LPAREN && (p == Kind.WORD || p == Kind.QUOTED_IDENT));
    }
}
