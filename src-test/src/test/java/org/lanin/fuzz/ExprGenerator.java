package org.lanin.fuzz;

import java.util.List;
import java.util.Random;
import org.lanin.fuzz.FuzzType.Family;

/**
 * Random typed expressions over a {@link Scope}: predicates (comparisons within and across numeric
 * types, BETWEEN, IN lists with NULLs, IS [NOT] NULL, IS [NOT] DISTINCT FROM, LIKE, IS TRUE/FALSE,
 * CASE, coalesce, AND/OR/NOT, EXISTS / IN subqueries, correlated or not) and values of each family
 * (arithmetic, string and date functions, CASE, coalesce/nullif/greatest/least, scalar aggregate
 * subqueries). {@code depth} bounds the nesting. Division and modulo are left out: division by zero
 * would only make queries fail, and failing queries check nothing.
 */
final class ExprGenerator {
    private static final String[] COMPARISONS = {"=", "<>", "<", "<=", ">", ">="};
    private static final String[] LIKE_PATTERNS = {"'a%'", "'%b'", "'_'", "'%'", "'a_'", "'%a%'", "''", "'A%'"};
    private final Random rnd;
    private final FuzzSchema schema;
    private final Dialect dialect;
    private int subqueries;
    /**
     * Nesting depth of subqueries being generated. Inside one, no truth-valued CASE or coalesce:
     * JSqlParser 5.3 takes seconds to parse {@code CASE WHEN EXISTS (SELECT 1 FROM t WHERE CASE
     * WHEN b THEN c ELSE d >= 3 END) THEN 1 END} (a condition as a CASE branch or function argument
     * inside a subquery inside CASE WHEN), and NoREC wraps every predicate in CASE WHEN.
     */
    private int inSubquery;

    ExprGenerator(Random rnd, FuzzSchema schema, Dialect dialect) {
        this.rnd = rnd;
        this.schema = schema;
        this.dialect = dialect;
    }

    Random rnd() {
        return rnd;
    }

    Dialect dialect() {
        return dialect;
    }

    /** A WHERE condition for a query: nested one or two levels (deeper ones cost parse time, find little more). */
    Expr condition(Scope s) {
        return predicate(s, 1 + rnd.nextInt(2));
    }

    Expr predicate(Scope s, int depth) {
        if (depth <= 0) {
            return leafPredicate(s);
        }
        int d = depth - 1;
        switch (rnd.nextInt(20)) {
            case 0, 1, 2, 3:
                return comparison(s, d);
            case 4, 5:
                return Expr.and(predicate(s, d), predicate(s, d));
            case 6, 7:
                return Expr.op(Family.BOOLEAN, Expr.OR, "@0 OR @1", predicate(s, d), predicate(s, d));
            case 8:
                return Expr.not(predicate(s, d));
            case 9: {
                Expr v = leftSafe(value(s.someFamily(rnd), s, d));
                return Expr.op(Family.BOOLEAN, Expr.IS, rnd.nextBoolean() ? "@0 IS NULL" : "@0 IS NOT NULL", v);
            }
            case 10: {
                Family f = s.someFamily(rnd);
                return Expr.op(Family.BOOLEAN, Expr.LIKE, rnd.nextBoolean() ? "@0 BETWEEN @1 AND @2" : "@0 NOT BETWEEN @1 AND @2",
                        leftSafe(value(f, s, d)), value(f, s, 0), value(f, s, 0));
            }
            case 11:
                return inList(s, d);
            case 12: {
                Family f = s.someFamily(rnd);
                return Expr.op(Family.BOOLEAN, Expr.IS, rnd.nextBoolean() ? "@0 IS DISTINCT FROM @1" : "@0 IS NOT DISTINCT FROM @1",
                        leftSafe(value(f, s, d)), value(f, s, d));
            }
            case 13:
                return like(s, d);
            case 14: {
                String[] tests = {"@0 IS TRUE", "@0 IS NOT TRUE", "@0 IS FALSE", "@0 IS NOT FALSE"};
                return Expr.op(Family.BOOLEAN, Expr.IS, tests[rnd.nextInt(tests.length)], predicate(s, d));
            }
            case 15:
                if (inSubquery == 0) {
                    return caseOf(Family.BOOLEAN, s, d);
                }
                return comparison(s, d);
            case 16:
                if (inSubquery == 0) {
                    return Expr.op(Family.BOOLEAN, "coalesce($0, $1)", predicate(s, d), predicate(s, d));
                }
                return comparison(s, d);
            case 17:
                return exists(s, d);
            case 18:
                return inSubquery(s, d);
            default:
                return leafPredicate(s);
        }
    }

    private Expr leafPredicate(Scope s) {
        Expr b = s.column(rnd, Family.BOOLEAN);
        switch (rnd.nextInt(8)) {
            case 0:
                if (b != null) {
                    return b;
                }
                return Expr.literal(Family.BOOLEAN, rnd.nextBoolean() ? "TRUE" : "NULL");
            case 1: {
                Expr c = s.column(rnd, s.someFamily(rnd));
                return c == null ? Expr.literal(Family.BOOLEAN, "FALSE")
                        : Expr.op(Family.BOOLEAN, Expr.IS, rnd.nextBoolean() ? "@0 IS NULL" : "@0 IS NOT NULL", c);
            }
            default:
                return comparison(s, 0);
        }
    }

    private Expr comparison(Scope s, int d) {
        Family f = s.someFamily(rnd);
        String op = COMPARISONS[rnd.nextInt(COMPARISONS.length)];
        if (f == Family.BOOLEAN) {
            // comparisons of truth values nest into noise: keep them to columns and literals
            Expr c = s.column(rnd, f);
            Expr other = rnd.nextBoolean() ? literal(f) : s.column(rnd, f);
            return Expr.compare(op, c == null ? literal(f) : c, other == null ? literal(f) : other);
        }
        Expr l = value(f, s, d);
        Expr r = rnd.nextBoolean() ? literal(f) : value(f, s, d);
        if (f == Family.DATE && r.kind() == Expr.Kind.LITERAL && !r.template().equals("NULL")) {
            int form = rnd.nextInt(6);
            if (form < 2) {
                // an untyped string literal takes the date type from the other side
                r = Expr.literal(f, r.template().substring("DATE ".length()));
            } else if (form == 2) {
                // date against timestamp: the date is compared as midnight (index bounds round and re-check)
                String day = r.template().substring("DATE '".length(), r.template().length() - 1);
                r = Expr.literal(f, "TIMESTAMP '" + day + (rnd.nextBoolean() ? " 00:00:00'" : " 12:30:00'"));
            }
        }
        if (rnd.nextInt(10) == 0 && d > 0) {
            r = scalarSubquery(f, s, d - 1);
        }
        if (startsWithSubquery(l) && !startsWithSubquery(r)) {
            return Expr.compare(MIRRORED.get(op), r, l);
        }
        return Expr.compare(op, leftSafe(l), r);
    }

    private static final java.util.Map<String, String> MIRRORED = java.util.Map.of(
            "=", "=", "<>", "<>", "<", ">", "<=", ">=", ">", "<", ">=", "<=");

    private static boolean startsWithSubquery(Expr e) {
        return e.sql().startsWith("(SELECT");
    }

    /**
     * An operand that may come first in its expression: JSqlParser 5.3 refuses a scalar subquery
     * with a WHERE clause as the first operand of a parenthesised expression or a function
     * argument ({@code ((SELECT max(a) FROM t WHERE b) = 1) IS NULL}, 42601, which PostgreSQL
     * runs), so such an operand is wrapped in the identity {@code coalesce(x)}.
     */
    static Expr leftSafe(Expr e) {
        return startsWithSubquery(e) ? Expr.op(e.type(), "coalesce($0)", e) : e;
    }

    private Expr inList(Scope s, int d) {
        Family f = s.someFamily(rnd);
        int n = 1 + rnd.nextInt(4);
        StringBuilder t = new StringBuilder(rnd.nextBoolean() ? "@0 IN (" : "@0 NOT IN (");
        Expr[] args = new Expr[n + 1];
        args[0] = leftSafe(value(f, s, d));
        for (int i = 1; i <= n; i++) {
            args[i] = rnd.nextInt(6) == 0 ? Expr.literal(f, "NULL") : rnd.nextInt(4) == 0 ? value(f, s, 0) : literal(f);
            t.append(i > 1 ? ", " : "").append('$').append(i);
        }
        return Expr.op(Family.BOOLEAN, Expr.LIKE, t.append(")").toString(), args);
    }

    private Expr like(Scope s, int d) {
        Expr v = leftSafe(value(Family.TEXT, s, d));
        String op = rnd.nextInt(4) == 0 ? "ILIKE" : "LIKE";
        String not = rnd.nextInt(3) == 0 ? "NOT " : "";
        return Expr.op(Family.BOOLEAN, Expr.LIKE, "@0 " + not + op + " " + LIKE_PATTERNS[rnd.nextInt(LIKE_PATTERNS.length)], v);
    }

    Expr value(Family f, Scope s, int depth) {
        if (f == Family.BOOLEAN) {
            return predicate(s, Math.min(depth, 1));
        }
        Expr col = s.column(rnd, f);
        if (depth <= 0 || rnd.nextInt(3) > 0) {
            return col != null && rnd.nextInt(5) > 0 ? col : literal(f);
        }
        int d = depth - 1;
        return switch (rnd.nextInt(8)) {
            case 0 -> caseOf(f, s, d);
            case 1 -> Expr.op(f, "coalesce($0, $1)", value(f, s, d), value(f, s, d));
            case 2 -> Expr.op(f, "nullif($0, $1)", value(f, s, d), value(f, s, d));
            case 3 -> Expr.op(f, rnd.nextBoolean() ? "greatest($0, $1)" : "least($0, $1)", value(f, s, d), value(f, s, d));
            case 4 -> scalarSubquery(f, s, d);
            default -> typed(f, s, d);
        };
    }

    /** Operators and functions particular to a family. */
    private Expr typed(Family f, Scope s, int d) {
        return switch (f) {
            case NUMBER -> switch (rnd.nextInt(6)) {
                case 0 -> Expr.op(f, Expr.ADD, "@0 + @1", leftSafe(typedValue(f, s, d)), value(f, s, d));
                case 1 -> Expr.op(f, Expr.ADD, "@0 - @1", leftSafe(typedValue(f, s, d)), value(f, s, d));
                case 2 -> Expr.op(f, Expr.MUL, "@0 * @1", leftSafe(typedValue(f, s, d)), value(f, s, d));
                case 3 -> Expr.op(f, Expr.UNARY, "- @0", value(f, s, d));
                case 4 -> Expr.op(f, "abs($0)", value(f, s, d));
                default -> Expr.op(f, "length($0)", value(Family.TEXT, s, d));
            };
            case TEXT -> switch (rnd.nextInt(4)) {
                case 0 -> Expr.op(f, Expr.OTHER, "@0 || @1", leftSafe(typedValue(f, s, d)), value(f, s, d));
                case 1 -> Expr.op(f, "lower($0)", value(f, s, d));
                case 2 -> Expr.op(f, "upper($0)", value(f, s, d));
                default -> Expr.op(f, "substr($0, 1, 2)", value(f, s, d));
            };
            case DATE -> Expr.op(f, Expr.ADD, "@0 + @1", leftSafe(typedValue(f, s, d)), Expr.literal(Family.NUMBER, Integer.toString(rnd.nextInt(40) - 5)));
            case BOOLEAN -> predicate(s, d);
        };
    }

    /** A value whose type is known: a bare NULL is unknown-typed, and {@code NULL + 31} then is integer. */
    private Expr typedValue(Family f, Scope s, int d) {
        Expr v = value(f, s, d);
        return v.template().equals("NULL") ? Expr.literal(f, FuzzType.literal(f, rnd)) : v;
    }

    private Expr caseOf(Family f, Scope s, int d) {
        if (rnd.nextBoolean()) {
            return Expr.op(f, "CASE WHEN $0 THEN $1 ELSE $2 END", predicate(s, d), value(f, s, d), value(f, s, d));
        }
        return Expr.op(f, "CASE WHEN $0 THEN $1 WHEN $2 THEN $3 END", predicate(s, d), value(f, s, d),
                predicate(s, d), value(f, s, d));
    }

    Expr literal(Family f) {
        return Expr.literal(f, rnd.nextInt(12) == 0 ? "NULL" : FuzzType.literal(f, rnd));
    }

    /** A subquery's relation: not a big table, which a correlated subquery would scan per outer row. */
    private Scope.Rel innerRel() {
        FuzzTable t = schema.tables().get(rnd.nextInt(schema.tables().size()));
        for (int tries = 0; schema.big(t.name()) && tries < 20; tries++) {
            t = schema.tables().get(rnd.nextInt(schema.tables().size()));
        }
        return new Scope.Rel("s" + subqueries++, t);
    }

    /** WHERE of a subquery: usually correlated to the outer scope through a comparison. */
    private Expr innerWhere(Scope outer, Scope.Rel inner, int d) {
        inSubquery++;
        try {
            return correlatedWhere(outer, inner, d);
        } finally {
            inSubquery--;
        }
    }

    private Expr correlatedWhere(Scope outer, Scope.Rel inner, int d) {
        Scope both = outer.plus(inner);
        Family f = outer.someFamily(rnd);
        Expr in = Scope.column(rnd, inner, f);
        Expr out = outer.column(rnd, f);
        Expr corr = in != null && out != null && rnd.nextInt(4) > 0
                ? Expr.compare(COMPARISONS[rnd.nextInt(3)], in, out) : null;
        Expr own = rnd.nextBoolean() || corr == null ? predicate(both, Math.min(d, 1)) : null;
        if (corr == null) {
            return own;
        }
        return own == null ? corr : Expr.and(corr, own);
    }

    private Expr exists(Scope s, int d) {
        Scope.Rel r = innerRel();
        String from = r.table().name() + " " + r.alias();
        boolean not = rnd.nextInt(3) == 0;
        // EXISTS as an operand is parenthesised: JSqlParser refuses EXISTS (...) IS NULL (42601)
        return Expr.subquery(Family.BOOLEAN, not ? Expr.NOT : Expr.LIKE, (not ? "NOT " : "") + "EXISTS (SELECT 1 FROM " + from
                + " WHERE $0)", innerWhere(s, r, d));
    }

    private Expr inSubquery(Scope s, int d) {
        Scope.Rel r = innerRel();
        Family f = s.someFamily(rnd);
        Expr col = Scope.column(rnd, r, f);
        if (col == null) {
            return exists(s, d);
        }
        String not = rnd.nextInt(3) == 0 ? " NOT" : "";
        String select = col.sql();
        String tail = "";
        int shape = rnd.nextInt(8);
        if (shape == 0) {
            select = "DISTINCT " + col.sql();
        } else if (shape == 1 && f != Family.BOOLEAN) {
            // grouped: the IN joins a derived relation (or stays a subplan when correlated)
            Expr key = Scope.column(rnd, r, r.table().columns().get(rnd.nextInt(r.table().columns().size())).type().family());
            select = (rnd.nextBoolean() ? "max(" : "min(") + col.sql() + ")";
            tail = " GROUP BY " + key.sql();
        }
        return Expr.subquery(Family.BOOLEAN, Expr.LIKE, "@0" + not + " IN (SELECT " + select + " FROM " + r.table().name() + " "
                + r.alias() + " WHERE $1" + tail + ")", leftSafe(value(f, s, d)), innerWhere(s, r, d));
    }

    /** An aggregate over a (usually correlated) subquery: exactly one row, so never 21000. */
    private Expr scalarSubquery(Family f, Scope s, int d) {
        Scope.Rel r = innerRel();
        Expr col = Scope.column(rnd, r, f);
        if (col == null || f == Family.BOOLEAN) {
            return literal(f);
        }
        String agg = f == Family.NUMBER && rnd.nextInt(3) == 0 ? (rnd.nextBoolean() ? "sum" : "count")
                : rnd.nextBoolean() ? "min" : "max";
        return Expr.subquery(f, Expr.ATOM, "(SELECT " + agg + "(" + col.sql() + ") FROM " + r.table().name() + " " + r.alias()
                + " WHERE $0)", innerWhere(s, r, d));
    }

    /**
     * A window function whose value does not depend on the order of peers: an aggregate over its
     * whole partition (no ORDER BY in the window), or rank / dense_rank, which give peers one value.
     */
    Expr window(Scope s) {
        Expr part = s.column(rnd, s.someFamily(rnd));
        String over = part == null || rnd.nextInt(4) == 0 ? "OVER ()" : "OVER (PARTITION BY " + part.sql() + ")";
        if (rnd.nextInt(3) == 0) {
            Expr key = s.column(rnd, s.someFamily(rnd));
            String fn = rnd.nextBoolean() ? "rank()" : "dense_rank()";
            String partition = part == null ? "" : "PARTITION BY " + part.sql() + " ";
            return Expr.op(Family.NUMBER, fn + " OVER (" + partition + "ORDER BY " + key.sql()
                    + (rnd.nextBoolean() ? " DESC" : "") + ")");
        }
        Expr agg = aggregate(s);
        if (agg.template().contains("DISTINCT")) {
            agg = Expr.aggregate(Family.NUMBER, "count(*)"); // DISTINCT in a window call is 0A000
        }
        return new Expr(agg.type(), Expr.Kind.OP, Expr.ATOM, agg.template() + " " + over, agg.args());
    }

    /** Aggregates of the scope's columns for select lists and HAVING. */
    Expr aggregate(Scope s) {
        Family f = s.someFamily(rnd);
        Expr c = s.column(rnd, f);
        if (c == null || rnd.nextInt(6) == 0) {
            return Expr.aggregate(Family.NUMBER, "count(*)");
        }
        List<String> options = new java.util.ArrayList<>(List.of("count($0)", "count(DISTINCT $0)"));
        if (f != Family.BOOLEAN) {
            options.addAll(List.of("min($0)", "max($0)"));
        }
        if (f == Family.NUMBER) {
            options.add("sum($0)");
            options.add("sum(DISTINCT $0)");
            if (!dialect.portable()) {
                options.add("avg($0)");
            }
        }
        if (f == Family.BOOLEAN && !dialect.portable()) {
            options.addAll(List.of("bool_and($0)", "bool_or($0)"));
        }
        String t = options.get(rnd.nextInt(options.size()));
        Family type = t.startsWith("count") || t.startsWith("sum") || t.startsWith("avg") ? Family.NUMBER
                : t.startsWith("bool") ? Family.BOOLEAN : f;
        return Expr.aggregate(type, t, c);
    }
}
