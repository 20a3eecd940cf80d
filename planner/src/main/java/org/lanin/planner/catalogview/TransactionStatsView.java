package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.txn.TransactionManager;
import org.lanin.engine.txn.Xids;

/**
 * lanin_stat_transactions: one row, since the database opened (lanin_stat_reset leaves it): xids
 * handed out (transactions and subtransactions that wrote or locked, or ran in a block), MVCC
 * snapshots built (READ COMMITTED: one per statement that reads; REPEATABLE READ: one per
 * transaction), and the transactions running now. Each snapshot reads every running transaction,
 * so the ratio of the two counters is what the workload's statements share.
 */
final class TransactionStatsView {
    private TransactionStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_transactions", List.of("xids_assigned", "snapshots", "running"),
                SystemViews.types(BIGINT, BIGINT, BIGINT), TransactionStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        TransactionManager tm = c.database().transactions();
        out.add(new Object[] {tm.nextXid() - Xids.FIRST_NORMAL, tm.snapshotsTaken(), (long) tm.runningCount()});
        return out;
    }
}
