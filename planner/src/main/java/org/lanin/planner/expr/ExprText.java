package org.lanin.planner.expr;

import java.util.List;
import java.util.StringJoiner;
import org.lanin.engine.type.TextFormat;
import org.lanin.planner.expr.BoundExpr.*;

/**
 * Bound expressions as EXPLAIN shows them, in PostgreSQL's deparsed style: every operator
 * parenthesised, constants with their type, {@code ~~} for LIKE, {@code = ANY ('{...}'::type[])} for IN
 * lists of constants ({@code ARRAY[...]} in stored definitions), {@code (SubPlan n)} for subqueries. Column names come from the caller, which knows the
 * row the expression is evaluated over (qualified by relation alias when a plan has several).
 */
public final class ExprText {
    /** How to name what an expression refers to. */
    public interface Names {
        String column(int index);

        /** "SubPlan 1", "InitPlan 2": the EXPLAIN walk numbers subqueries. */
        default String subplan(SubqueryPlan plan) {
            return plan.initPlan() ? "InitPlan" : "SubPlan";
        }

        /** A value a nest loop passes in: EXPLAIN names it by the outer expression it holds. */
        default String execParam(int slot) {
            return "$" + (slot + 1);
        }
    }

    private final Names names;
    /** As a stored definition shows it (pg_get_indexdef), not as EXPLAIN does after constant folding. */
    private final boolean definition;

    private ExprText(Names names, boolean definition) {
        this.names = names;
        this.definition = definition;
    }

    public static String render(BoundExpr e, Names names) {
        return new ExprText(names, false).text(e);
    }

    /**
     * {@code e} as PostgreSQL deparses a stored definition (an index predicate or key, a partition
     * key): before the planner folds constants, so an IN list is {@code = ANY (ARRAY[...])}.
     */
    public static String renderDefinition(BoundExpr e, Names names) {
        return new ExprText(names, true).text(e);
    }

    /**
     * An IN list's values as the array PostgreSQL compares with: after constant folding (EXPLAIN)
     * a list of constants is one array constant, {@code '{1,2}'::integer[]}; otherwise, and in a
     * stored definition, {@code ARRAY[...]}.
     */
    public static String arrayText(List<BoundExpr> values, Names names) {
        return new ExprText(names, false).array(values);
    }

    private String array(List<BoundExpr> values) {
        if (!definition && values.stream().allMatch(v -> v instanceof Literal)) {
            Literal typed = (Literal) values.stream().filter(v -> ((Literal) v).value() != null).findFirst()
                    .orElse(values.get(0));
            Object[] elements = values.stream().map(v -> ((Literal) v).value()).toArray();
            String text = TextFormat.format(org.lanin.engine.type.ArrayValue.of(elements));
            return "'" + text.replace("'", "''") + "'::" + org.lanin.engine.type.DataType.arrayOf(typed.type()).sqlName();
        }
        StringJoiner j = new StringJoiner(", ", "ARRAY[", "]");
        values.forEach(v -> j.add(text(v)));
        return j.toString();
    }

    /** Names columns from a list (position = index); positions past its end render as "?column?". */
    public static Names columns(List<String> columnNames) {
        return i -> i >= 0 && i < columnNames.size() ? columnNames.get(i) : "?column?";
    }

    /**
     * Names columns from a list, subqueries through {@code subplans} (EXPLAIN's numbering) and
     * nest loop parameters through {@code params}.
     */
    public static Names columns(List<String> columnNames, java.util.function.Function<SubqueryPlan, String> subplans,
                                java.util.function.IntFunction<String> params) {
        return new Names() {
            @Override
            public String execParam(int slot) {
                return params.apply(slot);
            }

            @Override
            public String column(int i) {
                return i >= 0 && i < columnNames.size() ? columnNames.get(i) : "?column?";
            }

            @Override
            public String subplan(SubqueryPlan plan) {
                return subplans.apply(plan);
            }
        };
    }

    private String text(BoundExpr e) {
        if (e instanceof ColumnRef c) {
            return names.column(c.index());
        }
        if (e instanceof Literal l) {
            return literal(l);
        }
        if (e instanceof Param p) {
            return "$" + (p.index() + 1);
        }
        if (e instanceof Rebased r) {
            return new ExprText(new Names() {
                @Override
                public String column(int i) {
                    return r.sources()[i] >= 0 ? names.column(r.sources()[i]) : "NULL";
                }

                @Override
                public String subplan(SubqueryPlan plan) {
                    return names.subplan(plan);
                }

                @Override
                public String execParam(int slot) {
                    return names.execParam(slot);
                }
            }, definition).text(r.expr());
        }
        if (e instanceof ExecParam p) {
            return names.execParam(p.slot());
        }
        if (e instanceof OuterRef o) {
            return o.name();
        }
        if (e instanceof Cast c) {
            return "(" + text(c.input()) + ")::" + c.type().sqlName();
        }
        if (e instanceof Compare c) {
            return "(" + text(c.left()) + " " + c.op().symbol() + " " + text(c.right()) + ")";
        }
        if (e instanceof Arith a) {
            return "(" + text(a.left()) + " " + a.op().symbol() + " " + text(a.right()) + ")";
        }
        if (e instanceof Negate n) {
            return "(- " + text(n.input()) + ")";
        }
        return logical(e);
    }

    private String logical(BoundExpr e) {
        if (e instanceof Logic l) {
            StringJoiner j = new StringJoiner(l.and() ? " AND " : " OR ", "(", ")");
            l.args().forEach(a -> j.add(text(a)));
            return j.toString();
        }
        if (e instanceof Not n) {
            return "(NOT " + text(n.input()) + ")";
        }
        if (e instanceof IsNull n) {
            return "(" + text(n.input()) + (n.negated() ? " IS NOT NULL)" : " IS NULL)");
        }
        if (e instanceof IsBool b) {
            String v = b.value() == null ? "UNKNOWN" : b.value() ? "TRUE" : "FALSE";
            return "(" + text(b.input()) + " IS " + (b.negated() ? "NOT " : "") + v + ")";
        }
        if (e instanceof Distinct d) {
            return "(" + text(d.left()) + " IS " + (d.negated() ? "NOT " : "") + "DISTINCT FROM " + text(d.right()) + ")";
        }
        if (e instanceof Like l) {
            String op = (l.negated() ? "!" : "") + (l.caseInsensitive() ? "~~*" : "~~");
            return "(" + text(l.input()) + " " + op + " " + text(l.pattern()) + ")";
        }
        if (e instanceof InList in) {
            String x = text(in.input());
            String op = in.negated() ? " <> " : " = ";
            if (in.list().size() == 1 || in.list().stream().anyMatch(v -> !BoundExprs.columns(v).isEmpty())) {
                // PostgreSQL's transformAExprIn: one value, or values that read the row, compare one by one
                StringJoiner j = new StringJoiner(in.negated() ? " AND " : " OR ", in.list().size() == 1 ? "" : "(",
                        in.list().size() == 1 ? "" : ")");
                in.list().forEach(v -> j.add("(" + x + op + text(v) + ")"));
                return j.toString();
            }
            return "(" + x + (in.negated() ? " <> ALL (" : " = ANY (") + array(in.list()) + "))";
        }
        return functional(e);
    }

    private String functional(BoundExpr e) {
        if (e instanceof Case c) {
            StringBuilder b = new StringBuilder("CASE");
            for (int i = 0; i < c.whens().size(); i++) {
                b.append(" WHEN ").append(text(c.whens().get(i))).append(" THEN ").append(text(c.thens().get(i)));
            }
            if (c.otherwise() != null) {
                b.append(" ELSE ").append(text(c.otherwise()));
            }
            return b.append(" END").toString();
        }
        if (e instanceof Coalesce c) {
            return call("COALESCE", c.args());
        }
        if (e instanceof NullIf n) {
            return "NULLIF(" + text(n.left()) + ", " + text(n.right()) + ")";
        }
        if (e instanceof Extreme x) {
            return call(x.greatest() ? "GREATEST" : "LEAST", x.args());
        }
        if (e instanceof Call c) {
            if (c.function() instanceof org.lanin.planner.func.ArrayFunction a) {
                List<String> texts = new java.util.ArrayList<>();
                c.args().forEach(x -> texts.add(text(x)));
                return a.render(texts);
            }
            if (c.function() instanceof org.lanin.planner.func.SetReturningFunction) {
                // above its ProjectSet the call is a column of that node: PostgreSQL parenthesises it
                return "(" + call(c.function().name(), c.args()) + ")";
            }
            if (c.function().name().equals("@@") && c.args().size() == 2) { // the text search operator, infix
                return "(" + text(c.args().get(0)) + " @@ " + text(c.args().get(1)) + ")";
            }
            return call(c.function().name(), c.args());
        }
        if (e instanceof SessionCall c) {
            return call(c.name(), c.args());
        }
        if (e instanceof Clock c) {
            return c.kind().name().toLowerCase(java.util.Locale.ROOT) + "()";
        }
        return sequenceOrSubquery(e);
    }

    private String sequenceOrSubquery(BoundExpr e) {
        if (e instanceof NextVal n) {
            return "nextval('" + n.sequence().name() + "'::regclass)";
        }
        if (e instanceof CurrVal c) {
            return "currval('" + c.sequence() + "'::regclass)";
        }
        if (e instanceof SetVal s) {
            return "setval('" + s.sequence().name() + "'::regclass, " + text(s.value()) + ")";
        }
        if (e instanceof ScalarSubquery s) {
            return "(" + names.subplan(s.plan()) + ")";
        }
        if (e instanceof Exists x) {
            return (x.negated() ? "(NOT " : "(") + names.subplan(x.plan()) + ")";
        }
        if (e instanceof InSubquery in) {
            String sub = (in.plan().hashed() ? "hashed " : "") + names.subplan(in.plan());
            return in.negated() ? "(NOT (" + sub + "))" : "(" + sub + ")";
        }
        return e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT) + "(...)";
    }

    private String call(String name, List<BoundExpr> args) {
        StringJoiner j = new StringJoiner(", ", name + "(", ")");
        args.forEach(a -> j.add(text(a)));
        return j.toString();
    }

    private static String literal(Literal l) {
        Object v = l.value();
        if (v == null) {
            return "NULL::" + l.type().sqlName();
        }
        if (v instanceof Boolean b) {
            return b ? "true" : "false";
        }
        if (v instanceof Number) {
            String s = TextFormat.format(v, l.type());
            return s.startsWith("-") ? "'" + s + "'::" + l.type().sqlName() : s;
        }
        return "'" + TextFormat.format(v, l.type()).replace("'", "''") + "'::" + l.type().sqlName();
    }
}
