package org.lanin.planner.routine;

import org.lanin.planner.routine.catalog.RoutineDef;
import org.lanin.planner.routine.catalog.RoutineParam;
import org.lanin.planner.routine.catalog.Routines;
import org.lanin.planner.routine.catalog.TriggerDef;

import java.util.List;
import org.lanin.engine.catalog.CatalogSnapshot;
import org.lanin.engine.catalog.TableDef;
import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;
import org.lanin.planner.bind.SchemaNames;
import org.lanin.planner.plan.StatementRuntime;
import org.lanin.planner.routine.catalog.RoutineDef.RoutineKind;
import org.lanin.planner.routine.RoutineStatement.*;

/** CREATE / DROP TRIGGER and ALTER TABLE ... ENABLE / DISABLE TRIGGER. */
final class TriggerDdl {
    private TriggerDdl() {
    }

    static String tableKey(StatementRuntime rt, Name n) {
        CatalogSnapshot c = rt.database().catalog().current();
        String key = SchemaNames.existing(c, RoutineDdl.path(rt), n.schema(), n.name(), SchemaNames.tableOrView(c));
        if (key == null || c.table(key) == null) {
            throw LaninException.of(PlannerMsg.UNDEFINED_TABLE, n.toString());
        }
        return key;
    }

    static long oidOf(StatementRuntime rt, String table) {
        return rt.database().catalog().current().table(table).oid();
    }

    static void create(StatementRuntime rt, CreateTrigger t) {
        String table = tableKey(rt, t.table());
        TableDef def = rt.database().catalog().current().table(table);
        if (t.timing().equals("INSTEAD OF")) {
            throw LaninException.of(RoutineMsg.NOT_SUPPORTED, "INSTEAD OF triggers");
        }
        if (t.events().contains("TRUNCATE") && t.forEachRow()) {
            throw LaninException.of(RoutineMsg.TRUNCATE_ROW);
        }
        String function;
        if (TsVectorUpdateTrigger.named(t.function().schema() == null ? t.function().name()
                : t.function().schema() + "." + t.function().name())) {
            function = TsVectorUpdateTrigger.NAME; // built in: it checks its arguments when it fires, as PostgreSQL's
        } else {
            RoutineDef fn = RoutineDdl.find(rt, t.function(), List.of(), RoutineKind.FUNCTION, true);
            if (!fn.returnsTrigger()) {
                throw LaninException.of(RoutineMsg.NOT_TRIGGER_FUNCTION, fn.name());
            }
            function = fn.schema() + "." + fn.name();
        }
        for (String col : t.updateColumns()) {
            if (def.column(col) == null) {
                throw LaninException.of(PlannerMsg.UNDEFINED_COLUMN_OF, col, def.name());
            }
        }
        Routines reg = Routines.of(rt.database());
        TriggerDef old = find(reg, def.oid(), t.name());
        if (old != null && !t.orReplace()) {
            throw LaninException.of(RoutineMsg.TRIGGER_EXISTS, t.name(), t.table().name());
        }
        TriggerDef trig = new TriggerDef(old != null ? old.oid() : rt.database().catalog().newOid(), t.name(), table, def.oid(),
                t.timing().equals("BEFORE"), false, List.copyOf(t.events()), List.copyOf(t.updateColumns()),
                t.forEachRow(), t.when(), function, List.copyOf(t.args()), true);
        reg.putTrigger(old, trig);
        RoutineDdl.invalidatePlans(rt);
    }

    static TriggerDef find(Routines reg, long table, String name) {
        for (TriggerDef t : reg.on(table)) {
            if (t.name().equals(name)) {
                return t;
            }
        }
        return null;
    }

    static void drop(StatementRuntime rt, DropTrigger d) {
        String table;
        try {
            table = tableKey(rt, d.table());
        } catch (LaninException e) {
            if (d.ifExists()) {
                return;
            }
            throw e;
        }
        Routines reg = Routines.of(rt.database());
        TriggerDef t = find(reg, oidOf(rt, table), d.name());
        if (t == null) {
            if (d.ifExists()) {
                return;
            }
            throw LaninException.of(RoutineMsg.TRIGGER_MISSING, d.name(), d.table().name());
        }
        reg.putTrigger(t, null);
        RoutineDdl.invalidatePlans(rt);
    }

    static void enable(StatementRuntime rt, EnableTrigger e) {
        String table = tableKey(rt, e.table());
        Routines reg = Routines.of(rt.database());
        boolean all = e.trigger().equals("ALL") || e.trigger().equals("USER");
        long oid = oidOf(rt, table);
        TriggerDef one = all ? null : find(reg, oid, e.trigger());
        if (!all && one == null) {
            throw LaninException.of(RoutineMsg.TRIGGER_MISSING_SHORT, e.trigger(), e.table().name());
        }
        for (TriggerDef t : reg.on(oid)) {
            if (all || t == one) {
                reg.putTrigger(t, t.withEnabled(e.enable()));
            }
        }
        if (e.trigger().equals("ALL")) { // the internal FOREIGN KEY triggers too (USER leaves them)
            reg.setRiTriggersOff(oid, !e.enable());
        }
        RoutineDdl.invalidatePlans(rt);
    }
}
