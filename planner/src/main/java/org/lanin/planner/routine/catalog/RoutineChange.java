package org.lanin.planner.routine.catalog;

/**
 * One change of the registry: {@code replaced} (null for a new object) became {@code now} (null when
 * dropped). The objects are {@link RoutineDef}, {@link TriggerDef}, {@link RiTriggersOff}, {@link RuleDef} or {@link RoleDef}.
 */
record RoutineChange(Record replaced, Record now) {
    /** The object id the files keep it under. */
    static long oidOf(Record r) {
        if (r instanceof RoutineDef d) {
            return d.oid();
        }
        if (r instanceof TriggerDef t) {
            return t.oid();
        }
        if (r instanceof RuleDef u) {
            return u.oid();
        }
        if (r instanceof RoleDef g) {
            return g.oid();
        }
        return ((RiTriggersOff) r).tableOid(); // a table's oid: unique among the hosted objects too
    }

    long oid() {
        return oidOf(now != null ? now : replaced);
    }

    /**
     * Whether this change and {@code other} touch the same object, or would make two objects of
     * one identity (a routine's schema, name and input types; a trigger's or rule's table and name).
     */
    boolean collides(RoutineChange other) {
        if (oid() == other.oid() && (now != null ? now : replaced).getClass() == (other.now != null ? other.now : other.replaced).getClass()) {
            return true;
        }
        if (now instanceof RoutineDef a && other.now instanceof RoutineDef b) {
            return a.schema().equals(b.schema()) && a.name().equals(b.name()) && Routines.sameTypes(a.inputTypes(), b.inputTypes());
        }
        if (now instanceof TriggerDef a && other.now instanceof TriggerDef b) {
            return a.tableOid() == b.tableOid() && a.name().equals(b.name());
        }
        if (now instanceof RuleDef a && other.now instanceof RuleDef b) {
            return a.tableOid() == b.tableOid() && a.name().equals(b.name());
        }
        if (now instanceof RoleDef a && other.now instanceof RoleDef b) {
            return a.name().equals(b.name());
        }
        return false;
    }
}
