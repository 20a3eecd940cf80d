package org.lanin.planner.routine.catalog;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one transaction sees of the registry: routines, triggers, the tables whose foreign-key
 * triggers are off (ALTER TABLE ... DISABLE TRIGGER ALL), rewrite rules and roles. Immutable; a change makes a new one.
 */
record RoutineState(List<RoutineDef> routines, List<TriggerDef> triggers, Set<Long> riOff, List<RuleDef> rules,
                    List<RoleDef> roles) {
    static final RoutineState EMPTY = new RoutineState(List.of(), List.of(), Set.of(), List.of(), List.of());

    /** This state with {@code c} applied: the object {@code c} replaced (by oid) taken out, what it became put in. */
    RoutineState with(RoutineChange c) {
        Record any = c.now() != null ? c.now() : c.replaced();
        if (any instanceof RoutineDef) {
            return new RoutineState(applied(routines, c, RoutineDef.class), triggers, riOff, rules, roles);
        }
        if (any instanceof TriggerDef) {
            return new RoutineState(routines, applied(triggers, c, TriggerDef.class), riOff, rules, roles);
        }
        if (any instanceof RuleDef) {
            return new RoutineState(routines, triggers, riOff, applied(rules, c, RuleDef.class), roles);
        }
        if (any instanceof RoleDef) {
            return new RoutineState(routines, triggers, riOff, rules, applied(roles, c, RoleDef.class));
        }
        Set<Long> next = new HashSet<>(riOff);
        if (c.now() != null) {
            next.add(((RiTriggersOff) c.now()).tableOid());
        } else {
            next.remove(((RiTriggersOff) c.replaced()).tableOid());
        }
        return new RoutineState(routines, triggers, Set.copyOf(next), rules, roles);
    }

    /** {@code list} without the object {@code c} replaced (by oid) and with what it became. */
    private static <T extends Record> List<T> applied(List<T> list, RoutineChange c, Class<T> kind) {
        List<T> next = new ArrayList<>(list);
        if (c.replaced() != null) {
            long oid = RoutineChange.oidOf(c.replaced());
            next.removeIf(x -> RoutineChange.oidOf(x) == oid);
        }
        if (c.now() != null) {
            next.add(kind.cast(c.now()));
        }
        return List.copyOf(next);
    }
}
