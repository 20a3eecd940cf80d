package org.lanin.planner.optimize;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.planner.cost.ClauseSelectivity;
import org.lanin.planner.cost.SelectivityColumn;
import org.lanin.planner.cost.SelectivityJoin;
import org.lanin.planner.expr.BoundExpr;
import org.lanin.planner.expr.CompareOp;

/**
 * A join's selectivity with the equality clauses between the same two base relations estimated
 * together ({@link SelectivityJoin#multiKey}) instead of multiplied as independent. Multiplying
 * divides by the product of the columns' distinct counts: TPC-H Q9's join of lineitem with
 * partsupp on both halves of partsupp's key came out at 121 rows for 32,160, and the next hash
 * join built its table on the wrong input and spilled. PostgreSQL makes the same estimate from a
 * declared foreign key; here a unique index on the clauses' columns is enough.
 */
final class MultiKeyJoins {
    private MultiKeyJoins() {
    }

    /** The pair of relations' clauses, oriented: {@code a} columns from the lower relation. */
    private static final class Group {
        final int relA;
        final int relB;
        final List<BoundExpr> clauses = new ArrayList<>();
        final List<Integer> aPositions = new ArrayList<>();
        final List<Integer> bPositions = new ArrayList<>();

        Group(int relA, int relB) {
            this.relA = relA;
            this.relB = relB;
        }
    }

    /** {@code sel}, the selectivity of {@code clauses} as independent conditions, adjusted. */
    static double adjust(JoinProblem p, double sel, List<BoundExpr> clauses) {
        Map<Long, Group> groups = new LinkedHashMap<>();
        for (BoundExpr c : clauses) {
            if (!(c instanceof BoundExpr.Compare cmp) || cmp.op() != CompareOp.EQ) {
                continue;
            }
            int l = ClauseSelectivity.columnPosition(cmp.left());
            int r = ClauseSelectivity.columnPosition(cmp.right());
            int lr = l < 0 ? -1 : p.from.relOf(l);
            int rr = r < 0 ? -1 : p.from.relOf(r);
            if (lr < 0 || rr < 0 || lr == rr || p.selectivity.column(cmp.left()) == null
                    || p.selectivity.column(cmp.right()) == null) {
                continue;
            }
            int a = Math.min(lr, rr);
            int b = Math.max(lr, rr);
            Group g = groups.computeIfAbsent((long) a << 32 | b, k -> new Group(a, b));
            g.clauses.add(c);
            g.aPositions.add(lr == a ? l : r);
            g.bPositions.add(lr == a ? r : l);
        }
        double out = sel;
        for (Group g : groups.values()) {
            if (g.clauses.size() < 2) {
                continue;
            }
            double independent = 1;
            for (BoundExpr c : g.clauses) {
                independent *= p.selectivity.of(c);
            }
            double together = SelectivityJoin.multiKey(columns(p, g.aPositions), columns(p, g.bPositions),
                    p.tableRows(g.relA), p.tableRows(g.relB), coversUniqueKey(p, g.relA, g.aPositions),
                    coversUniqueKey(p, g.relB, g.bPositions));
            if (independent > 0 && together > independent) {
                out = out / independent * together;
            }
        }
        return Math.min(1, out);
    }

    private static List<SelectivityColumn> columns(JoinProblem p, List<Integer> positions) {
        List<SelectivityColumn> out = new ArrayList<>(positions.size());
        for (int pos : positions) {
            out.add(p.factsAt(pos));
        }
        return out;
    }

    /** True when the columns at {@code positions} include every column of a valid unique index. */
    private static boolean coversUniqueKey(JoinProblem p, int rel, List<Integer> positions) {
        Rel r = p.rels.get(rel);
        if (!r.isTable()) {
            return false;
        }
        TableDef table = r.table();
        java.util.Set<Integer> attnums = new java.util.HashSet<>();
        for (int pos : positions) {
            attnums.add(table.columns().get(pos - r.offset()).attnum());
        }
        for (IndexDef i : table.indexes()) {
            if (i.unique() && i.valid() && i.plain() && i.attnums().length > 0) {
                boolean all = true;
                for (int a : i.attnums()) {
                    all &= attnums.contains(a);
                }
                if (all) {
                    return true;
                }
            }
        }
        return false;
    }
}
