package org.lanin.planner.ddl;

import java.util.ArrayList;
import java.util.List;
import org.lanin.engine.catalog.IndexDef;
import org.lanin.engine.catalog.IndexMethod;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineMsg;
import org.lanin.engine.error.LaninException;
import org.lanin.engine.lock.LockMode;
import org.lanin.planner.ddl.DdlStatement.AlterIndexStorage;
import org.lanin.planner.ddl.DdlStatement.SetStorage;
import org.lanin.planner.plan.StatementRuntime;

/**
 * ALTER TABLE / ALTER INDEX ... SET (storage parameters) and RESET (names): a new catalog version
 * of the relation with its pg_class.reloptions changed. Every parameter Lanin acts on applies to
 * later work only (the next insert's page, the next autovacuum pass), so SHARE UPDATE EXCLUSIVE
 * is enough, as PostgreSQL takes for them; nothing is rewritten.
 */
final class StorageChange {
    private StorageChange() {
    }

    /** The table with its parameters changed; a partitioned table has none (PostgreSQL 15 knows none for it). */
    static TableDef table(TableDef t, SetStorage change) {
        StorageParameters.Kind kind = t.isPartitioned() ? StorageParameters.Kind.PARTITIONED : StorageParameters.Kind.HEAP;
        return t.withReloptions(changed(kind, t.reloptions(), change));
    }

    static Object index(StatementRuntime rt, AlterIndexStorage a) {
        DdlLocks.take(rt, snap -> new DdlLocks.Needs(snap).indexTable(a.name(), LockMode.SHARE_UPDATE_EXCLUSIVE));
        rt.database().catalog().change(edit -> {
            IndexDef index = edit.base().index(a.name());
            if (index == null) {
                if (a.ifExists()) {
                    return edit;
                }
                throw LaninException.of(EngineMsg.UNDEFINED_TABLE, a.name());
            }
            TableDef t = edit.base().table(index.tableName());
            List<IndexDef> indexes = new ArrayList<>(t.indexes());
            indexes.replaceAll(i -> i.name().equals(index.name())
                    ? i.withReloptions(changed(kindOf(i.method()), i.reloptions(), a.change())) : i);
            return edit.putTable(t.withIndexes(indexes));
        });
        return null;
    }

    /**
     * ALTER VIEW SET / RESET (...): the options as one list with its CHECK OPTION (as pg_class keeps
     * them), changed, then split again; a check option a view cannot have is refused as CREATE refuses it.
     */
    static Object view(StatementRuntime rt, DdlStatement.AlterViewStorage a) {
        rt.database().catalog().change(edit -> {
            org.lanin.engine.catalog.ViewDef v = edit.base().view(a.name());
            if (v == null) {
                if (a.ifExists()) {
                    return edit;
                }
                throw LaninException.of(org.lanin.planner.PlannerMsg.UNDEFINED_VIEW, org.lanin.engine.catalog.Namespace.nameOf(a.name()));
            }
            List<String> all = new ArrayList<>(v.reloptions() == null ? List.of() : v.reloptions());
            if (v.checkOption() != null) {
                all.add("check_option=" + v.checkOption().toLowerCase(java.util.Locale.ROOT));
            }
            List<String> changed = changed(StorageParameters.Kind.VIEW, all, a.change());
            String check = org.lanin.engine.catalog.StorageOptions.get(changed, "check_option");
            List<String> rest = changed == null ? List.of() : changed.stream().filter(o -> !o.startsWith("check_option=")).toList();
            org.lanin.engine.catalog.ViewDef made = new org.lanin.engine.catalog.ViewDef(v.name(), v.sql(), v.columns(),
                    check == null ? null : check.toUpperCase(java.util.Locale.ROOT), v.defaults(), rest.isEmpty() ? null : rest);
            if (made.checkOption() != null) {
                String reason = org.lanin.planner.plan.UpdatableView.reason(made, edit.base());
                if (reason != null) {
                    throw LaninException.of(org.lanin.planner.plan.ViewMsg.CHECK_OPTION_NOT_UPDATABLE, reason);
                }
            }
            return edit.putView(made);
        });
        return null;
    }

    /** The parameter kind of an index of access method {@code m}. */
    static StorageParameters.Kind kindOf(IndexMethod m) {
        return switch (m.amName()) {
            case "hash" -> StorageParameters.Kind.HASH;
            case "gin" -> StorageParameters.Kind.GIN;
            case "gist" -> StorageParameters.Kind.GIST;
            default -> StorageParameters.Kind.BTREE;
        };
    }

    private static List<String> changed(StorageParameters.Kind kind, List<String> existing, SetStorage change) {
        return change.reset() ? StorageParameters.reset(existing, change.params())
                : StorageParameters.set(kind, existing, change.params());
    }
}
