package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.wal.WalStats;

/**
 * lanin_stat_wal: one row for a file database (none in memory) — commits that wrote a log
 * record, log flushes (commits / flushes above 1 is group commit at work), checkpoints, the log's
 * append, flush and redo positions, the records redone when the database was opened, and the
 * commits acknowledged before their flush (sessions with synchronous_commit = off).
 */
final class WalStatsView {
    private WalStatsView() {
    }

    static SystemView view() {
        return new SystemView("lanin", "lanin_stat_wal",
                List.of("commits", "flushes", "checkpoints", "append_lsn", "flush_lsn", "redo_lsn", "recovered_records",
                        "async_commits"),
                SystemViews.types(BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT, BIGINT), WalStatsView::rows);
    }

    private static List<Object[]> rows(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null || c.database().wal() == null) {
            return out;
        }
        WalStats s = c.database().wal().stats();
        out.add(new Object[] {s.commits(), s.flushes(), s.checkpoints(), s.appendLsn(), s.flushedLsn(), s.redoLsn(),
            s.recoveredRecords(), s.asyncCommits()});
        return out;
    }
}
