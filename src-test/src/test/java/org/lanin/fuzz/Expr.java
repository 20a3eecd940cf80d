package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import org.lanin.fuzz.FuzzType.Family;

/**
 * A generated SQL expression as a tree of templates: {@code template} is SQL text in which
 * {@code $0, $1, ...} stand for the rendered {@code args} in delimited places (function arguments,
 * CASE parts, a subquery's WHERE) and {@code @0, @1, ...} for operands of the node's operator. One
 * shape for every construct keeps rendering and shrinking generic: the minimiser replaces any node
 * by an argument of the same family or by a literal, without knowing what the node means.
 *
 * <p>Operands are parenthesised by PostgreSQL's precedence ({@code prec}, gram.y's table), so
 * arithmetic and AND/OR chains carry no redundant parentheses: JSqlParser's work grows about
 * twofold per nested parenthesis, and fully parenthesised predicates took seconds to parse.
 * Boolean-valued operands of comparisons, IS, LIKE, BETWEEN, IN and NOT are always parenthesised:
 * how PostgreSQL and JSqlParser group {@code a = b IS NULL} or {@code x BETWEEN a AND b = c}
 * differs (see README.md, "Departures"), and the fuzzer is after plans, not precedence.
 *
 * @param type the family the expression evaluates to
 * @param kind what the node is, as far as the minimiser and the HAVING generator need to know
 * @param prec precedence of the node's top operator, {@link #ATOM} for what never needs parentheses
 */
record Expr(Family type, Kind kind, int prec, String template, List<Expr> args) {
    enum Kind { COLUMN, LITERAL, OP, AGGREGATE, SUBQUERY }

    static final int OR = 1;
    static final int AND = 2;
    static final int NOT = 3;
    /** IS [NOT] NULL / TRUE / FALSE / DISTINCT FROM. */
    static final int IS = 4;
    static final int CMP = 5;
    /** LIKE, ILIKE, BETWEEN, IN. */
    static final int LIKE = 6;
    /** Other operators: {@code ||}. */
    static final int OTHER = 7;
    static final int ADD = 8;
    static final int MUL = 9;
    static final int UNARY = 10;
    static final int ATOM = 11;

    Expr {
        args = List.copyOf(args);
    }

    static Expr column(Family type, String qualifiedName) {
        return new Expr(type, Kind.COLUMN, ATOM, qualifiedName, List.of());
    }

    static Expr literal(Family type, String text) {
        return new Expr(type, Kind.LITERAL, text.startsWith("-") ? UNARY : ATOM, text, List.of());
    }

    /** A function call, CASE or other construct that needs no parentheses around it. */
    static Expr op(Family type, String template, Expr... args) {
        return new Expr(type, Kind.OP, ATOM, template, List.of(args));
    }

    /** An operator application of precedence {@code prec}. */
    static Expr op(Family type, int prec, String template, Expr... args) {
        return new Expr(type, Kind.OP, prec, template, List.of(args));
    }

    static Expr aggregate(Family type, String template, Expr... args) {
        return new Expr(type, Kind.AGGREGATE, ATOM, template, List.of(args));
    }

    static Expr subquery(Family type, int prec, String template, Expr... args) {
        return new Expr(type, Kind.SUBQUERY, prec, template, List.of(args));
    }

    static Expr not(Expr p) {
        return op(Family.BOOLEAN, NOT, "NOT @0", p);
    }

    static Expr isNull(Expr p) {
        return op(Family.BOOLEAN, IS, "@0 IS NULL", p);
    }

    static Expr and(Expr a, Expr b) {
        return op(Family.BOOLEAN, AND, "@0 AND @1", a, b);
    }

    static Expr compare(String operator, Expr a, Expr b) {
        return op(Family.BOOLEAN, CMP, "@0 " + operator + " @1", a, b);
    }

    String sql() {
        if (args.isEmpty()) {
            return template;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < template.length(); i++) {
            char ch = template.charAt(i);
            if ((ch == '$' || ch == '@') && i + 1 < template.length() && Character.isDigit(template.charAt(i + 1))) {
                int j = i + 1;
                while (j < template.length() && Character.isDigit(template.charAt(j))) {
                    j++;
                }
                Expr a = args.get(Integer.parseInt(template.substring(i + 1, j)));
                boolean wrap = ch == '@' && needsParentheses(a);
                out.append(wrap ? "(" : "").append(a.sql()).append(wrap ? ")" : "");
                i = j - 1;
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    /**
     * {@code -Dfuzz.parens=minimal}: parenthesise by precedence alone, for a developer hunting
     * JSqlParser's precedence differences with the PostgreSQL oracle (they fail the suite's oracles).
     */
    private static final boolean STRICT = !"minimal".equals(System.getProperty("fuzz.parens"));

    private boolean needsParentheses(Expr operand) {
        return operand.prec <= prec || STRICT && prec >= NOT && prec <= LIKE && operand.prec <= LIKE;
    }

    boolean containsAggregate() {
        return kind == Kind.AGGREGATE || args.stream().anyMatch(Expr::containsAggregate);
    }

    Expr withArg(int i, Expr arg) {
        List<Expr> a = new ArrayList<>(args);
        a.set(i, arg);
        return new Expr(type, kind, prec, template, a);
    }

    /**
     * Smaller expressions to try in this one's place, biggest cuts first: an argument of the same
     * family, then the simplest literal, then the same for every node below.
     */
    List<Expr> shrinks() {
        List<Expr> out = new ArrayList<>();
        for (Expr a : args) {
            if (a.type == type) {
                out.add(a);
            }
        }
        for (String lit : simplest(type)) {
            if (!(kind == Kind.LITERAL && template.equals(lit))) {
                out.add(literal(type, lit));
            }
        }
        for (int i = 0; i < args.size(); i++) {
            for (Expr s : args.get(i).shrinks()) {
                out.add(withArg(i, s));
            }
        }
        return out;
    }

    private static List<String> simplest(Family f) {
        return switch (f) {
            case BOOLEAN -> List.of("TRUE", "FALSE", "NULL");
            case NUMBER -> List.of("1", "NULL");
            case TEXT -> List.of("'a'", "NULL");
            case DATE -> List.of("DATE '2020-01-01'", "NULL");
        };
    }

    /** Number of nodes: the minimiser's measure of progress. */
    int size() {
        int n = 1;
        for (Expr a : args) {
            n += a.size();
        }
        return n;
    }

    @Override
    public String toString() {
        return sql();
    }
}
