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
            List<RoutineDef> next = new ArrayList<>(routines);
            if (c.replaced() != null) {
                long oid = ((RoutineDef) c.replaced()).oid();
                next.removeIf(r -> r.oid() == oid);
            }
            if (c.now() != null) {
                next.add((RoutineDef) c.now());
            }
            return new RoutineState(List.copyOf(next), triggers, riOff, rules, roles);
        }
        if (any instanceof TriggerDef) {
            List<TriggerDef> next = new ArrayList<>(triggers);
            if (c.replaced() != null) {
                long oid = ((TriggerDef) c.replaced()).oid();
                next.removeIf(t -> t.oid() == oid);
            }
            if (c.now() != null) {
                next.add((TriggerDef) c.now());
            }
            return new RoutineState(routines, List.copyOf(next), riOff, rules, roles);
        }
        if (any instanceof RuleDef) {
            List<RuleDef> next = new ArrayList<>(rules);
            if (c.replaced() != null) {
                long oid = ((RuleDef) c.replaced()).oid();
                next.removeIf(r -> r.oid() == oid);
            }
            if (c.now() != null) {
                next.add((RuleDef) c.now());
            }
            return new RoutineState(routines, triggers, riOff, List.copyOf(next), roles);
        }
        if (any instanceof RoleDef) {
            List<RoleDef> next = new ArrayList<>(roles);
            if (c.replaced() != null) {
                long oid = ((RoleDef) c.replaced()).oid();
                next.removeIf(r -> r.oid() == oid);
            }
            if (c.now() != null) {
                next.add((RoleDef) c.now());
            }
            return new RoutineState(routines, triggers, riOff, rules, List.copyOf(next));
        }
        Set<Long> next = new HashSet<>(riOff);
        if (c.now() != null) {
            next.add(((RiTriggersOff) c.now()).tableOid());
        } else {
            next.remove(((RiTriggersOff) c.replaced()).tableOid());
        }
        return new RoutineState(routines, triggers, Set.copyOf(next), rules, roles);
    }
}
