package org.lanin.engine.access;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.lanin.engine.catalog.ForeignKeyDef;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.exec.IndexEntryVersions;
import org.lanin.engine.exec.Rows;
import org.lanin.engine.index.btree.BTreeCursor;
import org.lanin.engine.storage.heap.HeapTuple;

/**
 * The referenced side of a FOREIGN KEY: the referencing table's rows that hold a key, through
 * an index whose leading columns are the FK columns when there is one, else a sequential scan
 * (as PostgreSQL, which never creates that index itself). Counts versions by {@link RiVisibility};
 * a version another transaction is deleting is waited for, one it is inserting is left out (its
 * inserter locks the referenced row, which we are changing, and so fails or waits for us).
 */
final class ReferencingRows {
    private ReferencingRows() {
    }

    /** Live referencing versions holding {@code key} (in the FK's column order); at most {@code limit}. */
    static List<HeapTuple> find(ForeignKeyDef fk, TableDef table, Object[] key, int limit, ExecContext ctx) {
        Object[] own = RiKeys.asColumns(key, table, fk.attnums());
        List<HeapTuple> out = new ArrayList<>();
        IndexDef index = leadingIndex(fk, table);
        if (index != null) {
            Object[] prefix = new Object[fk.attnums().length];
            for (int i = 0; i < prefix.length; i++) {
                prefix[i] = own[ReferencedRowLock.position(fk.attnums(), index.attnums()[i])];
            }
            BTreeCursor c = index.tree().scan(prefix, true, prefix, true);
            IndexEntryVersions versions = new IndexEntryVersions(table, index, ctx);
            while (c.next() && out.size() < limit) {
                versions.load(c.tid(), c.key());
                for (int i = 0; i < versions.size() && out.size() < limit; i++) {
                    HeapTuple t = versions.get(i);
                    if (counts(t, fk, table, own, ctx)) {
                        out.add(t);
                    }
                }
            }
            return out;
        }
        Iterator<HeapTuple> it = table.heap().scan();
        while (it.hasNext() && out.size() < limit) {
            ctx.checkInterrupts();
            HeapTuple t = it.next();
            if (counts(t, fk, table, own, ctx)) {
                out.add(t);
            }
        }
        return out;
    }

    private static boolean counts(HeapTuple t, ForeignKeyDef fk, TableDef table, Object[] key, ExecContext ctx) {
        while (true) {
            RiVisibility.State s = RiVisibility.of(t, ctx);
            if (s == RiVisibility.State.DEAD || s == RiVisibility.State.INSERT_IN_PROGRESS) {
                return false;
            }
            if (!RiKeys.rowMatches(Rows.widen(t, table), fk.attnums(), key)) {
                return false;
            }
            if (s == RiVisibility.State.LIVE) {
                RiVisibility.crosscheck(t, ctx);
                return true;
            }
            ctx.transactionManager().waitFor(ctx.transaction(), t.xmax(), ctx.lockTimeoutMillis(), ctx::isCanceled);
        }
    }

    /** An index whose first columns are exactly the FK's columns (in any order), or null. */
    private static IndexDef leadingIndex(ForeignKeyDef fk, TableDef table) {
        int n = fk.attnums().length;
        for (IndexDef i : table.indexes()) {
            if (i.attnums().length < n || !i.valid() || !i.plain()) {
                continue;
            }
            boolean fits = true;
            for (int k = 0; k < n && fits; k++) {
                fits = ReferencedRowLock.position(fk.attnums(), i.attnums()[k]) >= 0;
            }
            if (fits) {
                return i;
            }
        }
        return null;
    }
}
