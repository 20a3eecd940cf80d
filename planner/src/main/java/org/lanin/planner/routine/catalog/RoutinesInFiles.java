package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.EngineBug;
import org.lanin.engine.wal.Wal;

/**
 * User routines, aggregates, triggers, rewrite rules and roles of a file database: the log keeps them as opaque records
 * by oid ({@link Wal#putObject}, engine {@code wal/README.md}); on open they are installed into the
 * registry, and from then on every committed change of the registry is logged and forced before it
 * is published (when its transaction commits, after the transaction's own commit record: a crash
 * between the two loses the routine change of a committed transaction; a rolled-back change never
 * reaches the files).
 */
public final class RoutinesInFiles {
    private RoutinesInFiles() {
    }

    /**
     * Installs what recovery found into the registry of {@code db} and logs its later changes. Runs
     * before anything binds SQL on the recovered database (an expression index may call a user
     * function). A trigger or rule whose table is gone (DROP TABLE ends them by leaving them without a
     * table) is dropped from the files here.
     */
    public static void attach(Object db, Wal wal, CatalogSnapshot catalog) {
        Set<Long> tables = new HashSet<>();
        for (TableDef t : catalog.tables()) {
            tables.add(t.oid());
        }
        List<RoutineDef> routines = new ArrayList<>();
        List<TriggerDef> triggers = new ArrayList<>();
        Set<Long> riOff = new HashSet<>();
        List<RuleDef> rules = new ArrayList<>();
        List<RoleDef> roles = new ArrayList<>();
        for (Record r : wal.objects()) {
            if (r instanceof RoleDef g) {
                roles.add(g);
            } else if (r instanceof RoutineDef d) {
                routines.add(d);
            } else if (r instanceof TriggerDef t && tables.contains(t.tableOid())) {
                triggers.add(t);
            } else if (r instanceof TriggerDef t) {
                wal.putObject(t.oid(), null);
            } else if (r instanceof RuleDef u && (tables.contains(u.tableOid()) || catalog.view(u.table()) != null)) {
                rules.add(u);
            } else if (r instanceof RuleDef u) {
                wal.putObject(u.oid(), null);
            } else if (r instanceof RiTriggersOff off && tables.contains(off.tableOid())) {
                riOff.add(off.tableOid());
            } else if (r instanceof RiTriggersOff off) {
                wal.putObject(off.tableOid(), null);
            } else {
                throw new EngineBug("unknown catalog object in the files: " + r.getClass().getName());
            }
        }
        Routines.of(db).restore(routines, triggers, riOff, rules, roles, (oid, now) -> wal.putObject(oid, stored(now)));
    }

    /** What the files keep: a routine without its parsed PL/pgSQL body (a cache, parsed again at first use). */
    private static Record stored(Record r) {
        return r instanceof RoutineDef d ? d.renamed(d.schema(), d.name()) : r; // renamed to itself: a new, empty cache
    }
}
