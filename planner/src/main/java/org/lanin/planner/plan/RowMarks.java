package org.lanin.planner.plan;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.select.PlainSelect;
import org.lanin.engine.access.JoinLockRowsOperator;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.Names;
import org.lanin.planner.bind.Scope;

/**
 * The tables a SELECT ... FOR UPDATE/SHARE over a join locks (PostgreSQL's row marks): every table
 * in FROM, or the one {@code OF} names. Their rows carry their heap version through the join in a
 * hidden column ({@link FromBinder#lockingTuples}); a locked item that is not a table (a subquery,
 * a view, a function, a partitioned table) is 0A000, and so is an {@code OF} name not in FROM (42P01).
 */
final class RowMarks {
    private RowMarks() {
    }

    /** Whether the query's FROM is bound with its tables' versions carried: a locking clause over more than one item. */
    static boolean wanted(PlainSelect ps) {
        return ps.getForMode() != null && ps.getJoins() != null && !ps.getJoins().isEmpty();
    }

    /** The marks; {@code nullable}: the tables an outer join may NULL-extend, which may not be locked (0A000). */
    static List<JoinLockRowsOperator.Mark> of(PlainSelect ps, BoundFrom from, java.util.Set<String> nullable) {
        String only = ps.getForUpdateTable() == null ? null : Names.fold(ps.getForUpdateTable().getName());
        List<JoinLockRowsOperator.Mark> out = new ArrayList<>();
        List<Scope.Column> cols = from.scope().columns();
        for (org.lanin.planner.optimize.Rel rel : from.rels()) {
            String alias = rel.width() == 0 ? null : cols.get(rel.offset()).relation();
            if (only != null && !only.equals(alias)) {
                continue;
            }
            if (nullable.contains(alias)) {
                throw LaninException.of(PlannerMsg.LOCK_NULLABLE_SIDE, "FOR " + ps.getForMode().getValue().toUpperCase(java.util.Locale.ROOT));
            }
            if (!rel.isTable() || !rel.tupleSlot()) {
                throw LaninException.of(PlannerMsg.NOT_SUPPORTED, "FOR UPDATE/SHARE of subqueries, views, functions or partitioned tables");
            }
            int slot = rel.offset() + rel.width() - 1;
            out.add(new JoinLockRowsOperator.Mark(rel.table(), slot, rel.offset()));
        }
        if (only != null && out.isEmpty()) {
            throw LaninException.of(PlannerMsg.LOCK_TABLE_NOT_IN_FROM, only);
        }
        return out;
    }
}
