package org.lanin.planner.catalogview;

import static org.lanin.engine.type.DataType.BIGINT;
import static org.lanin.engine.type.DataType.BOOLEAN;
import static org.lanin.engine.type.DataType.INTEGER;
import static org.lanin.engine.type.DataType.SMALLINT;
import static org.lanin.engine.type.DataType.TEXT;
import static org.lanin.engine.type.DataType.TIMESTAMPTZ;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.lock.LockStatus;

/**
 * {@code pg_locks} (PostgreSQL's columns: who holds or waits for which lock, fast path or not;
 * pg_locks.relation joins to pg_class.oid). oid and xid columns are bigint. pg_locks.database is {@link #DATABASE_OID} for every
 * relation lock (a Lanin database has no oid of its own; PostgreSQL's first user database gets
 * 16384 too), and so is that of advisory locks. Rows are read when the query opens the view, not as
 * one atomic picture.
 */
final class LockViews {
    /** pg_locks.database of relation locks. */
    static final long DATABASE_OID = 16384;

    private LockViews() {
    }

    static List<SystemView> views() {
        return List.of(
                new SystemView("pg_catalog", "pg_locks",
                        List.of("locktype", "database", "relation", "page", "tuple", "virtualxid", "transactionid",
                                "classid", "objid", "objsubid", "virtualtransaction", "pid", "mode", "granted",
                                "fastpath", "waitstart"),
                        SystemViews.types(TEXT, BIGINT, BIGINT, INTEGER, SMALLINT, TEXT, BIGINT, BIGINT, BIGINT,
                                SMALLINT, TEXT, INTEGER, TEXT, BOOLEAN, BOOLEAN, TIMESTAMPTZ),
                        LockViews::locks));
    }

    private static List<Object[]> locks(SystemView.Context c) {
        List<Object[]> out = new ArrayList<>();
        if (c.database() == null) {
            return out;
        }
        for (LockStatus s : c.database().locks().status()) {
            boolean inDatabase = s.relation() != null || s.classId() != null;
            out.add(new Object[] {s.lockType(), inDatabase ? DATABASE_OID : null, s.relation(), null, null,
                s.virtualXid(), s.transactionId(), s.classId(), s.objId(),
                s.objSubId() == null ? null : (short) (int) s.objSubId(), s.virtualTransaction(), s.pid(), s.mode(),
                s.granted(), s.fastPath(), s.waitStart() == null ? null : s.waitStart().atOffset(ZoneOffset.UTC)});
        }
        return out;
    }
}
