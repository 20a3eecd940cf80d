package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.lanin.fuzz.FromItem.Join;
import org.lanin.fuzz.FromItem.JoinKind;
import org.lanin.fuzz.FromItem.TableRef;
import org.lanin.fuzz.FuzzType.Family;

/**
 * Random FROM clauses (1-4 relations, self-joins included, as comma items of inner / LEFT / RIGHT /
 * FULL / CROSS joins, some nested on the right) and queries over them: plain select lists (some
 * with a window function), DISTINCT, aggregates with and without GROUP BY / HAVING, ORDER BY
 * positions with NULLS FIRST / LAST, LIMIT / OFFSET.
 */
final class QueryGenerator {
    /** A FROM clause and what it makes visible. */
    record From(List<FromItem> items, Scope scope) {
    }

    /** The column type a subquery in FROM declares for an output of each family. */
    private static final FuzzType[] FAMILY_TYPES = {FuzzType.INT, FuzzType.TEXT, FuzzType.BOOLEAN, FuzzType.DATE};
    private final ExprGenerator g;
    private final FuzzSchema schema;
    private final Random rnd;
    private int aliases;
    /** Whether this query reads a big table already. */
    private boolean bigUsed;
    /** Nesting of subqueries in FROM being generated (one level only). */
    private int derivedDepth;

    QueryGenerator(ExprGenerator g, FuzzSchema schema) {
        this.g = g;
        this.schema = schema;
        this.rnd = g.rnd();
    }

    From from() {
        int[] sizes = {1, 1, 2, 2, 2, 2, 3, 3, 3, 4};
        return from(sizes[rnd.nextInt(sizes.length)]);
    }

    private From from(int relations) {
        int n = relations;
        List<FromItem> items = new ArrayList<>();
        List<Scope.Rel> rels = new ArrayList<>();
        while (n > 0) {
            int k = items.isEmpty() || rnd.nextInt(4) > 0 ? n : 1 + rnd.nextInt(n);
            items.add(item(k, rels));
            n -= k;
        }
        return new From(items, new Scope(rels));
    }

    /** A random table, never a second big one in the same FROM (a big table joined to itself costs seconds). */
    private FuzzTable table() {
        for (int tries = 0; ; tries++) {
            FuzzTable t = schema.tables().get(rnd.nextInt(schema.tables().size()));
            if (!schema.big(t.name()) || !bigUsed || tries > 20) {
                bigUsed |= schema.big(t.name());
                return t;
            }
        }
    }

    private FromItem item(int k, List<Scope.Rel> rels) {
        if (k == 1 && derivedDepth == 0 && rnd.nextInt(7) == 0) {
            return derived(rels);
        }
        if (k == 1) {
            FuzzTable t = table();
            Scope.Rel r = new Scope.Rel("r" + aliases++, t);
            rels.add(r);
            return new TableRef(t, r.alias());
        }
        int right = k >= 3 && rnd.nextInt(4) == 0 ? 2 : 1;
        List<Scope.Rel> leftRels = new ArrayList<>();
        FromItem left = item(k - right, leftRels);
        List<Scope.Rel> rightRels = new ArrayList<>();
        FromItem r = item(right, rightRels);
        rels.addAll(leftRels);
        rels.addAll(rightRels);
        JoinKind[] kinds = {JoinKind.INNER, JoinKind.INNER, JoinKind.INNER, JoinKind.LEFT, JoinKind.LEFT,
            JoinKind.RIGHT, JoinKind.FULL, JoinKind.CROSS};
        JoinKind kind = kinds[rnd.nextInt(kinds.length)];
        if (kind == JoinKind.FULL && g.dialect().portable()) {
            kind = JoinKind.LEFT; // H2 has no FULL JOIN
        }
        if (kind == JoinKind.CROSS) {
            return new Join(kind, left, r, null);
        }
        return new Join(kind, left, r, on(kind, new Scope(leftRels), new Scope(rightRels)));
    }

    /**
     * A subquery in FROM over one or two relations: a plain select (which the planner pulls up into
     * the join), or with DISTINCT, GROUP BY, or ORDER BY and LIMIT (planned on its own).
     */
    private FromItem derived(List<Scope.Rel> rels) {
        derivedDepth++;
        From f = from(1 + rnd.nextInt(2));
        derivedDepth--;
        List<Expr> items;
        Query q;
        int shape = rnd.nextInt(10);
        if (shape < 2) {
            List<Expr> keys = groupKeys(f.scope());
            items = new ArrayList<>(keys);
            items.add(g.aggregate(f.scope()));
            q = Query.select(items, f.items()).withGroupBy(keys);
        } else {
            items = new ArrayList<>(selectList(f.scope()));
            if (rnd.nextInt(4) == 0) {
                // a constant output: on the nullable side of an outer join it must go NULL with its row
                Family c = f.scope().someFamily(rnd);
                items.add(rnd.nextInt(3) == 0 ? g.window(f.scope()) : Expr.literal(c, FuzzType.literal(c, rnd)));
            }
            q = Query.select(items, f.items()).withDistinct(shape == 2);
        }
        List<Expr> named = new ArrayList<>();
        List<FuzzTable.Column> columns = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            named.add(Expr.op(items.get(i).type(), "$0 AS x" + i, items.get(i)));
            columns.add(new FuzzTable.Column("x" + i, FAMILY_TYPES[items.get(i).type().ordinal()], false));
        }
        q = q.withSelect(named);
        if (rnd.nextBoolean()) {
            q = q.withWhere(g.condition(f.scope()));
        }
        if (shape == 3) {
            q = ordered(q, true);
        }
        String alias = "r" + aliases++;
        FuzzTable table = new FuzzTable("(derived)", columns, List.of(), List.of(), List.of(), null);
        rels.add(new Scope.Rel(alias, table));
        return new FromItem.Derived(q, alias, table);
    }

    /**
     * Mostly an equality of a left and a right column plus sometimes more; FULL JOIN keeps to what
     * PostgreSQL can run (a column equality and simple conditions, else ON TRUE).
     */
    private Expr on(JoinKind kind, Scope left, Scope right) {
        Scope both = new Scope(concat(left.rels(), right.rels()));
        Family f = right.someFamily(rnd);
        Expr l = left.column(rnd, f);
        Expr r = right.column(rnd, f);
        boolean full = kind == JoinKind.FULL;
        if (!full && rnd.nextInt(6) == 0) {
            return g.predicate(both, 1 + rnd.nextInt(2));
        }
        if (l == null || r == null) {
            return full ? Expr.literal(Family.BOOLEAN, "TRUE") : g.predicate(both, 1);
        }
        Expr eq = rnd.nextBoolean() ? Expr.compare("=", l, r) : Expr.compare("=", r, l);
        if (rnd.nextInt(3) == 0) {
            Expr more = full ? simpleComparison(both) : g.predicate(both, 1);
            return Expr.and(eq, more);
        }
        return eq;
    }

    private Expr simpleComparison(Scope s) {
        Family f = s.someFamily(rnd);
        String[] ops = {"=", "<>", "<", ">="};
        return Expr.compare(ops[rnd.nextInt(ops.length)], s.column(rnd, f), g.literal(f));
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** 1-4 columns or expressions of the scope. */
    List<Expr> selectList(Scope s) {
        int n = 1 + rnd.nextInt(4);
        List<Expr> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Expr e = rnd.nextInt(4) == 0 ? g.value(s.someFamily(rnd), s, 1) : s.column(rnd, s.someFamily(rnd));
            // a bare NULL has type text, which a derived table's users then cannot compare to their columns
            out.add(e.template().equals("NULL") ? s.column(rnd, s.someFamily(rnd)) : e);
        }
        return out;
    }

    /**
     * Grouping keys: columns or expressions over columns, never constants (PostgreSQL reads
     * {@code GROUP BY 1} and {@code GROUP BY - 12} as positions and refuses other constants).
     */
    List<Expr> groupKeys(Scope s) {
        int n = 1 + rnd.nextInt(2);
        List<Expr> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Expr e = rnd.nextInt(5) == 0 ? g.value(s.someFamily(rnd), s, 1) : s.column(rnd, s.someFamily(rnd));
            out.add(Query.aliasesIn(e.sql()).isEmpty() ? s.column(rnd, s.someFamily(rnd)) : e);
        }
        return out;
    }

    /** A whole random query: for the oracles that compare one query across plans and engines. */
    Query query() {
        From f = from();
        Query q;
        int shape = rnd.nextInt(10);
        if (shape < 5) {
            List<Expr> items = selectList(f.scope());
            if (rnd.nextInt(6) == 0) {
                items = new ArrayList<>(items);
                items.add(g.window(f.scope()));
            }
            q = Query.select(items, f.items()).withDistinct(rnd.nextInt(5) == 0);
        } else {
            List<Expr> keys = shape < 8 ? groupKeys(f.scope()) : List.of();
            List<Expr> items = new ArrayList<>(keys);
            int aggs = 1 + rnd.nextInt(2);
            for (int i = 0; i < aggs; i++) {
                items.add(g.aggregate(f.scope()));
            }
            q = Query.select(items, f.items()).withGroupBy(keys);
            if (rnd.nextInt(3) == 0) {
                q = q.withHaving(new HavingGenerator(g).predicate(f.scope(), keys, 1 + rnd.nextInt(2)));
            }
            q = q.withDistinct(rnd.nextInt(8) == 0);
        }
        if (rnd.nextInt(10) < 7) {
            q = q.withWhere(g.condition(f.scope()));
        }
        return rnd.nextInt(10) < 4 ? ordered(q, rnd.nextBoolean()) : q;
    }

    /** ORDER BY positions; with LIMIT (and maybe OFFSET) every position, so the rows kept are determined. */
    private Query ordered(Query q, boolean limited) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 1; i <= q.select().size(); i++) {
            positions.add(i);
        }
        java.util.Collections.shuffle(positions, rnd);
        int keep = limited ? positions.size() : 1 + rnd.nextInt(positions.size());
        List<Query.Order> order = new ArrayList<>();
        for (int p : positions.subList(0, keep)) {
            Boolean nulls = rnd.nextInt(3) == 0 ? rnd.nextBoolean() : null;
            order.add(new Query.Order(p, rnd.nextBoolean(), nulls));
        }
        int limit = limited ? rnd.nextInt(12) : -1;
        int offset = limited && rnd.nextInt(3) == 0 ? rnd.nextInt(5) : -1;
        return q.withOrder(order, limit, offset);
    }
}
