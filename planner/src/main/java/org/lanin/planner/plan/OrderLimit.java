package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.Fetch;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.Offset;
import net.sf.jsqlparser.statement.select.OrderByElement;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.exec.RowExpr;
import org.lanin.engine.exec.SortKey;
import org.lanin.planner.physical.Estimate;
import org.lanin.planner.physical.LimitNode;
import org.lanin.planner.physical.PhysicalNode;
import org.lanin.planner.physical.ProjectNode;
import org.lanin.planner.physical.SortNode;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.BindContext;
import org.lanin.planner.bind.ExprBinder;
import org.lanin.planner.bind.Names;
import org.lanin.planner.parse.ParseMsg;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.session.ColumnInfo;

/** ORDER BY, LIMIT and OFFSET over a projected row. */
final class OrderLimit {
    private OrderLimit() {
    }

    /** Sort keys as positions in the projected row; {@code hidden} are extra projected columns only the sort needs. */
    record Keys(List<Integer> positions, List<Comparator<Object>> comparators, List<BoundExpr> hidden,
                List<Boolean> descending, List<Boolean> nullsFirst) {
        Keys(List<Integer> positions, List<Comparator<Object>> comparators, List<BoundExpr> hidden) {
            this(positions, comparators, hidden, List.of(), List.of());
        }

        /** Each of the first {@code n} projected columns in turn, ascending (for their EXPLAIN text). */
        static Keys all(int n) {
            List<Integer> positions = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                positions.add(i);
            }
            return new Keys(positions, List.of(), List.of());
        }

        /** The same keys, already satisfied by the input's order: no Sort needed. */
        Keys presorted() {
            return new Keys(List.of(), List.of(), hidden, List.of(), List.of());
        }
    }

    static Keys bindKeys(List<OrderByElement> elements, SelectList list, ExprBinder b) {
        List<Integer> positions = new ArrayList<>();
        List<Comparator<Object>> comparators = new ArrayList<>();
        List<BoundExpr> hidden = new ArrayList<>();
        List<Boolean> descending = new ArrayList<>();
        List<Boolean> nullsFirst = new ArrayList<>();
        List<String> hiddenText = new ArrayList<>();
        if (elements == null) {
            return new Keys(positions, comparators, hidden);
        }
        for (OrderByElement el : elements) {
            Expression e = el.getExpression();
            int pos = outputPosition(e, list.labels());
            BoundExpr bound;
            if (pos >= 0) {
                bound = list.exprs().get(pos);
            } else {
                bound = b.bind(e);
                pos = list.exprs().indexOf(bound);
                // the same expression written twice (DISTINCT ON and ORDER BY) sorts one hidden column
                int again = Math.max(hidden.indexOf(bound), hiddenText.indexOf(String.valueOf(e)));
                if (pos < 0 && again >= 0) {
                    pos = list.exprs().size() + again;
                } else if (pos < 0) {
                    pos = list.exprs().size() + hidden.size();
                    hidden.add(bound);
                    hiddenText.add(String.valueOf(e));
                }
            }
            positions.add(pos);
            comparators.add(comparator(bound, el));
            descending.add(!el.isAsc());
            nullsFirst.add(el.getNullOrdering() == null ? !el.isAsc()
                    : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST);
        }
        return new Keys(positions, comparators, hidden, descending, nullsFirst);
    }

    /** ORDER BY 2, or ORDER BY an output column name; -1 otherwise. */
    private static int outputPosition(Expression e, List<String> labels) {
        if (e instanceof LongValue l) {
            int k = (int) l.getValue();
            if (k < 1 || k > labels.size()) {
                throw LaninException.of(PlannerMsg.ORDER_BY_POSITION, k);
            }
            return k - 1;
        }
        if (e instanceof Column c && c.getTable() == null) {
            String n = Names.fold(c.getColumnName());
            int first = labels.indexOf(n);
            if (first >= 0 && labels.lastIndexOf(n) != first) {
                throw LaninException.of(PlannerMsg.AMBIGUOUS_COLUMN, n);
            }
            return first;
        }
        return -1;
    }

    static Comparator<Object> comparator(BoundExpr key, OrderByElement el) {
        boolean desc = !el.isAsc();
        boolean nullsFirst = el.getNullOrdering() == null ? desc
                : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST;
        return SortKey.of(key.type().kind(), desc, nullsFirst);
    }

    /**
     * Sorts on {@code keys} (none when the input is already in order) and applies OFFSET/LIMIT or
     * FETCH FIRST; {@code declared} are the query's ORDER BY keys, which WITH TIES compares;
     * {@code keyText} is EXPLAIN's text of each sort key (may be empty).
     */
    static PhysicalNode sortAndLimit(PhysicalNode node, Keys keys, Keys declared, List<String> keyText, Limit limit,
                                     Offset offset, Fetch fetch, BindContext bc, SelectPlanner sp) {
        if (!keys.positions().isEmpty()) {
            RowExpr[] k = columns(keys);
            @SuppressWarnings({"unchecked", "rawtypes"})
            Comparator<Object>[] cmps = keys.comparators().toArray(new Comparator[0]);
            double rows = node.estimate().rows();
            double cost = node.estimate().totalCost() + 2 * 0.0025 * Math.max(2, rows) * (Math.log(Math.max(2, rows)) / Math.log(2));
            node = new SortNode(node, k, cmps, sortKeyText(keys, keyText)).estimated(new Estimate(rows, cost,
                    cost + 0.0025 * rows, node.estimate().width()));
        }
        Expression count = limit == null || limit.isLimitAll() || limit.isLimitNull() ? null : limit.getRowCount();
        boolean withTies = fetch != null && fetch.getFetchParameters().contains("WITH TIES");
        if (fetch != null) {
            if (fetch.getFetchParameters().contains("PERCENT")) {
                throw LaninException.of(ParseMsg.SYNTAX_ERROR_NEAR, "PERCENT");
            }
            if (withTies && declared.positions().isEmpty()) {
                throw LaninException.of(ParseMsg.WITH_TIES_WITHOUT_ORDER_BY);
            }
            if (withTies && fetch.getExpression() instanceof net.sf.jsqlparser.expression.NullValue) {
                // PostgreSQL's transformLimitClause rejects only a literal NULL; (NULL + 1) returns every row
                throw LaninException.of(ParseMsg.WITH_TIES_NULL_COUNT);
            }
            if (count == null) {
                // FETCH FIRST ROW ONLY: the count defaults to 1
                count = fetch.getExpression() != null ? fetch.getExpression()
                        : new LongValue("1");
            }
        }
        Expression skip = offset != null ? offset.getOffset() : limit == null ? null : limit.getOffset();
        if (count != null || skip != null) {
            RowExpr l = SelectPlanner.count(count, bc, sp);
            RowExpr o = SelectPlanner.count(skip, bc, sp);
            double n = count instanceof LongValue c ? c.getValue() : node.estimate().rows() / 10;
            Estimate in = node.estimate();
            RowExpr[] tieKeys = withTies ? columns(declared) : null;
            @SuppressWarnings({"unchecked", "rawtypes"})
            Comparator<Object>[] tieCmps = withTies ? declared.comparators().toArray(new Comparator[0]) : null;
            node = new LimitNode(node, l, o, tieKeys, tieCmps).estimated(new Estimate(Math.min(in.rows(), Math.max(1, n)),
                    in.startupCost(), in.costFor(n), in.width()));
        }
        return node;
    }

    /** EXPLAIN's "Sort Key" entries: each key's text with its direction and NULLs placement when not the default. */
    private static List<String> sortKeyText(Keys keys, List<String> keyText) {
        List<String> text = new ArrayList<>();
        for (int i = 0; i < keys.positions().size(); i++) {
            int p = keys.positions().get(i);
            String base = i < keyText.size() ? keyText.get(i) : "column" + (p + 1);
            boolean desc = i < keys.descending().size() && keys.descending().get(i);
            boolean nullsFirst = i < keys.nullsFirst().size() && keys.nullsFirst().get(i);
            text.add(base + (desc ? " DESC" : "") + (nullsFirst != desc ? (nullsFirst ? " NULLS FIRST" : " NULLS LAST") : ""));
        }
        return text;
    }

    private static RowExpr[] columns(Keys keys) {
        RowExpr[] k = new RowExpr[keys.positions().size()];
        for (int i = 0; i < k.length; i++) {
            int p = keys.positions().get(i);
            k[i] = (row, ctx) -> row[p];
        }
        return k;
    }

    /** Drops the hidden sort columns again. */
    static PhysicalNode trim(PhysicalNode node, int visible, int total) {
        if (visible == total) {
            return node;
        }
        return ProjectNode.ofColumns(node, positions(visible), typesUnknown(visible));
    }

    private static int[] positions(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    private static List<org.lanin.engine.type.DataType> typesUnknown(int n) {
        return java.util.Collections.nCopies(n, org.lanin.engine.type.DataType.UNKNOWN);
    }

    /** ORDER BY/LIMIT applied to a finished query (set operations, VALUES): keys name output columns. */
    static PlannedQuery applyToOutput(PlannedQuery q, List<OrderByElement> order, Limit limit, Offset offset, Fetch fetch,
                                      BindContext bc, SelectPlanner sp) {
        return applyToOutput(q, null, order, limit, offset, fetch, bc, sp);
    }

    /** The same, the Sort Key naming output column i {@code outputText.get(i)} (null: by its label). */
    static PlannedQuery applyToOutput(PlannedQuery q, List<String> outputText, List<OrderByElement> order, Limit limit,
                                      Offset offset, Fetch fetch, BindContext bc, SelectPlanner sp) {
        if ((order == null || order.isEmpty()) && limit == null && offset == null && fetch == null) {
            return q;
        }
        List<Integer> positions = new ArrayList<>();
        List<Comparator<Object>> cmps = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<BoundExpr> refs = new ArrayList<>();
        List<Boolean> descending = new ArrayList<>();
        List<Boolean> nullsFirst = new ArrayList<>();
        List<String> text = new ArrayList<>();
        for (int i = 0; i < q.columns().size(); i++) {
            ColumnInfo c = q.columns().get(i);
            labels.add(c.label());
            refs.add(new BoundExpr.ColumnRef(i, c.type(), c.label(), ""));
        }
        if (order != null) {
            for (OrderByElement el : order) {
                int pos = outputPosition(el.getExpression(), labels);
                if (pos < 0) {
                    throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "ORDER BY on an expression over a set operation");
                }
                positions.add(pos);
                cmps.add(comparator(refs.get(pos), el));
                descending.add(!el.isAsc());
                nullsFirst.add(el.getNullOrdering() == null ? !el.isAsc()
                        : el.getNullOrdering() == OrderByElement.NullOrdering.NULLS_FIRST);
                text.add(outputText != null ? outputText.get(pos) : labels.get(pos));
            }
        }
        Keys keys = new Keys(positions, cmps, List.of(), descending, nullsFirst);
        PhysicalNode node = sortAndLimit(q.root(), keys, keys, text, limit, offset, fetch, bc, sp);
        return new PlannedQuery(node, q.columns());
    }
}
