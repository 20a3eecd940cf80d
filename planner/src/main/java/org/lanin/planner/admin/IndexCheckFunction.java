package org.lanin.planner.admin;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.session.SessionControl;
import org.lanin.engine.exec.ExecContext;
import org.lanin.engine.index.btree.BTreeVerifier;
import org.lanin.engine.type.DataType;

/**
 * {@code bt_index_check(index [, heapallindexed])} and {@code bt_index_parent_check(index
 * [, heapallindexed])}: {@link BTreeVerifier#check} or {@link BTreeVerifier#parentCheck}, then,
 * when asked, {@link HeapAllIndexed}. Both hold only shared page latches, one at a time, so they
 * run beside writers (unlike PostgreSQL's parent check, which blocks them).
 */
final class IndexCheckFunction extends AdminFunction {
    private final boolean parent;

    IndexCheckFunction(String name, boolean parent, int argCount, CatalogSnapshot catalog) {
        super(name, argCount == 1 ? List.of(DataType.TEXT) : List.of(DataType.TEXT, DataType.BOOLEAN), catalog);
        this.parent = parent;
    }

    @Override
    Object run(ExecContext ctx, Object[] args) {
        IndexDef index = lockTable(ctx, IndexLookup.find(catalog, (String) args[0]));
        if (!index.valid()) {
            throw org.lanin.engine.error.LaninException.of(AdminMsg.INDEX_NOT_VALID, index.name());
        }
        if (index.gist() != null) { // amcheck 15 checks B-trees only; Lanin checks every index it builds
            org.lanin.engine.index.gist.GistVerifier.check(index.gist());
        } else if (parent) {
            BTreeVerifier.parentCheck(index.tree());
        } else {
            BTreeVerifier.check(index.tree());
        }
        if (args.length > 1 && Boolean.TRUE.equals(args[1])) {
            HeapAllIndexed.check(current(ctx).table(index.tableName()), index, ctx);
        }
        return null;
    }

    /**
     * ACCESS SHARE on the index's table, as amcheck takes (no DROP, TRUNCATE or index rebuild
     * meanwhile), then the index as the catalog has it now: a TRUNCATE that ran since the
     * statement was planned replaced its tree.
     */
    private IndexDef lockTable(ExecContext ctx, IndexDef found) {
        if (!(ctx.session() instanceof SessionControl session)) {
            return found;
        }
        CatalogSnapshot now = current(ctx);
        TableDef table = now.table(found.tableName());
        if (table != null) {
            session.lockRelation(table, LockMode.ACCESS_SHARE, false);
        }
        return IndexLookup.find(current(ctx), found.name());
    }

    private CatalogSnapshot current(ExecContext ctx) {
        return ctx.session() instanceof SessionControl s ? s.database().catalog().current() : catalog;
    }
}
