package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;
import org.lanin.engine.error.LaninException;

/**
 * {@code SELECT DISTINCT ON (exprs)}: PostgreSQL's transformDistinctOnClause. The DISTINCT ON
 * expressions are bound as extra ORDER BY keys after the query's own (so they share hidden
 * columns and match ORDER BY items by position in the projected row); the distinct keys are the
 * leading ORDER BY items that are DISTINCT ON expressions, then the DISTINCT ON expressions the
 * ORDER BY lacks; an ORDER BY item that is not one, before one that is, is 42P10. The plan is
 * PostgreSQL's: Unique over a Sort on the distinct keys followed by the rest of the ORDER BY.
 */
final class DistinctOn {
    /** {@code sort}: the keys to sort on; {@code keyColumns}: the distinct keys' projected positions. */
    record Plan(OrderLimit.Keys sort, int[] keyColumns) {
    }

    private DistinctOn() {
    }

    static boolean present(PlainSelect ps) {
        return ps.getDistinct() != null && ps.getDistinct().getOnSelectItems() != null;
    }

    /** The query's ORDER BY elements followed by its DISTINCT ON expressions (ascending). */
    static List<OrderByElement> elements(PlainSelect ps) {
        List<OrderByElement> out = new ArrayList<>();
        if (ps.getOrderByElements() != null) {
            out.addAll(ps.getOrderByElements());
        }
        for (SelectItem<?> it : ps.getDistinct().getOnSelectItems()) {
            OrderByElement el = new OrderByElement();
            el.setExpression(it.getExpression());
            out.add(el);
        }
        return out;
    }

    /** The ORDER BY's own keys: the first {@code n} of {@code all}. */
    static OrderLimit.Keys orderOnly(OrderLimit.Keys all, int n) {
        return slice(all, java.util.stream.IntStream.range(0, n).boxed().toList());
    }

    /** Splits keys bound from {@link #elements}: {@code n} ORDER BY keys, then the DISTINCT ON ones. */
    static Plan plan(OrderLimit.Keys all, int n) {
        List<Integer> onPositions = all.positions().subList(n, all.positions().size());
        List<Integer> chosen = new ArrayList<>();
        List<Integer> chosenPositions = new ArrayList<>();
        boolean skipped = false;
        for (int i = 0; i < n; i++) {
            int p = all.positions().get(i);
            if (!onPositions.contains(p)) {
                skipped = true;
            } else if (skipped) {
                throw LaninException.of(QueryMsg.DISTINCT_ON_ORDER);
            } else if (!chosenPositions.contains(p)) {
                chosen.add(i);
                chosenPositions.add(p);
            }
        }
        for (int i = n; i < all.positions().size(); i++) {
            int p = all.positions().get(i);
            if (!chosenPositions.contains(p)) {
                if (skipped) {
                    throw LaninException.of(QueryMsg.DISTINCT_ON_ORDER);
                }
                chosen.add(i);
                chosenPositions.add(p);
            }
        }
        int[] keyColumns = chosenPositions.stream().mapToInt(Integer::intValue).toArray();
        List<Integer> sort = new ArrayList<>(chosen);
        for (int i = 0; i < n; i++) {
            if (!chosenPositions.contains(all.positions().get(i))) {
                sort.add(i);
            }
        }
        return new Plan(slice(all, sort), keyColumns);
    }

    private static OrderLimit.Keys slice(OrderLimit.Keys all, List<Integer> items) {
        List<Integer> positions = new ArrayList<>();
        List<Comparator<Object>> comparators = new ArrayList<>();
        List<Boolean> descending = new ArrayList<>();
        List<Boolean> nullsFirst = new ArrayList<>();
        for (int i : items) {
            positions.add(all.positions().get(i));
            comparators.add(all.comparators().get(i));
            descending.add(all.descending().get(i));
            nullsFirst.add(all.nullsFirst().get(i));
        }
        return new OrderLimit.Keys(positions, comparators, all.hidden(), descending, nullsFirst);
    }
}
