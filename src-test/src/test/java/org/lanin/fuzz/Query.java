package org.lanin.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A generated SELECT. ORDER BY names select-list positions, which every query shape accepts (also
 * with DISTINCT and GROUP BY); a query with LIMIT or OFFSET orders by every position, so the rows it
 * returns are determined up to the order of equal rows and can be compared as multisets.
 *
 * @param limit -1 for none
 * @param offset -1 for none
 */
record Query(boolean distinct, List<Expr> select, List<FromItem> from, Expr where, List<Expr> groupBy,
        Expr having, List<Order> orderBy, int limit, int offset) {

    /** @param nullsFirst null for the default (NULLS LAST ascending, FIRST descending) */
    record Order(int position, boolean desc, Boolean nullsFirst) {
        String sql() {
            return position + (desc ? " DESC" : "") + (nullsFirst == null ? "" : nullsFirst ? " NULLS FIRST" : " NULLS LAST");
        }
    }

    private static final Pattern ALIAS = Pattern.compile("\\b(r\\d+)\\.");

    Query {
        select = List.copyOf(select);
        from = List.copyOf(from);
        groupBy = List.copyOf(groupBy);
        orderBy = List.copyOf(orderBy);
    }

    static Query select(List<Expr> items, List<FromItem> from) {
        return new Query(false, items, from, null, List.of(), null, List.of(), -1, -1);
    }

    String sql() {
        return selectClause() + " FROM " + fromSql() + (where == null ? "" : " WHERE " + where.sql()) + tail();
    }

    String selectClause() {
        return "SELECT " + (distinct ? "DISTINCT " : "") + select.stream().map(Expr::sql).collect(Collectors.joining(", "));
    }

    String fromSql() {
        return from.stream().map(FromItem::sql).collect(Collectors.joining(", "));
    }

    /** GROUP BY, HAVING, ORDER BY, LIMIT and OFFSET. */
    String tail() {
        StringBuilder b = new StringBuilder();
        if (!groupBy.isEmpty()) {
            b.append(" GROUP BY ").append(groupBy.stream().map(Expr::sql).collect(Collectors.joining(", ")));
        }
        if (having != null) {
            b.append(" HAVING ").append(having.sql());
        }
        if (!orderBy.isEmpty()) {
            b.append(" ORDER BY ").append(orderBy.stream().map(Order::sql).collect(Collectors.joining(", ")));
        }
        if (limit >= 0) {
            b.append(" LIMIT ").append(limit);
        }
        if (offset >= 0) {
            b.append(" OFFSET ").append(offset);
        }
        return b.toString();
    }

    Query withWhere(Expr w) {
        return new Query(distinct, select, from, w, groupBy, having, orderBy, limit, offset);
    }

    Query withHaving(Expr h) {
        return new Query(distinct, select, from, where, groupBy, h, orderBy, limit, offset);
    }

    Query withSelect(List<Expr> s) {
        return new Query(distinct, s, from, where, groupBy, having, orderBy, limit, offset);
    }

    Query withFrom(List<FromItem> f) {
        return new Query(distinct, select, f, where, groupBy, having, orderBy, limit, offset);
    }

    Query withGroupBy(List<Expr> g) {
        return new Query(distinct, select, from, where, g, having, orderBy, limit, offset);
    }

    Query withDistinct(boolean d) {
        return new Query(d, select, from, where, groupBy, having, orderBy, limit, offset);
    }

    Query withOrder(List<Order> o, int lim, int off) {
        return new Query(distinct, select, from, where, groupBy, having, o, lim, off);
    }

    /** Whether the ORDER BY fixes the order of all rows up to equal rows (it names every output column). */
    boolean totallyOrdered() {
        return !orderBy.isEmpty() && orderBy.stream().map(Order::position).collect(Collectors.toSet()).size() == select.size();
    }

    static Set<String> aliasesIn(String sql) {
        Set<String> out = new java.util.HashSet<>();
        Matcher m = ALIAS.matcher(sql);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    int size() {
        int n = select.stream().mapToInt(Expr::size).sum() + from.stream().mapToInt(FromItem::size).sum();
        n += where == null ? 0 : where.size();
        n += having == null ? 0 : having.size();
        n += groupBy.stream().mapToInt(Expr::size).sum() + orderBy.size() + (limit >= 0 ? 1 : 0) + (offset >= 0 ? 1 : 0);
        return n + (distinct ? 1 : 0);
    }

    /** Smaller variants, biggest cuts first; invalid ones fail to run and are dropped by the minimiser. */
    List<Query> shrinks() {
        List<Query> out = new ArrayList<>();
        if (!orderBy.isEmpty() || limit >= 0 || offset >= 0) {
            out.add(withOrder(List.of(), -1, -1));
        }
        if (offset >= 0) {
            out.add(withOrder(orderBy, limit, -1));
        }
        if (distinct) {
            out.add(withDistinct(false));
        }
        if (having != null) {
            out.add(withHaving(null));
        }
        if (where != null) {
            out.add(withWhere(null));
        }
        for (int i = 0; i < from.size() && from.size() > 1; i++) {
            List<FromItem> f = new ArrayList<>(from);
            f.remove(i);
            out.add(withFrom(f));
        }
        for (int i = 0; i < from.size(); i++) {
            for (FromItem s : from.get(i).shrinks()) {
                List<FromItem> f = new ArrayList<>(from);
                f.set(i, s);
                out.add(withFrom(f));
            }
        }
        for (int i = 0; i < select.size() && select.size() > 1 && orderBy.isEmpty(); i++) {
            List<Expr> s = new ArrayList<>(select);
            s.remove(i);
            out.add(withSelect(s));
        }
        for (int i = 0; i < groupBy.size(); i++) {
            List<Expr> g = new ArrayList<>(groupBy);
            g.remove(i);
            out.add(withGroupBy(g));
        }
        if (where != null) {
            where.shrinks().forEach(w -> out.add(withWhere(w)));
        }
        if (having != null) {
            having.shrinks().forEach(h -> out.add(withHaving(h)));
        }
        for (int i = 0; i < select.size(); i++) {
            for (Expr e : select.get(i).shrinks()) {
                List<Expr> s = new ArrayList<>(select);
                s.set(i, e);
                out.add(withSelect(s));
            }
        }
        return out;
    }
}
