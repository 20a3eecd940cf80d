package org.lanin.planner.routine.catalog;

import java.util.List;

/**
 * One trigger on a table.
 *
 * @param events INSERT, UPDATE, DELETE, TRUNCATE (upper case)
 * @param updateColumns UPDATE OF columns; empty for any
 * @param whenText the WHEN condition's source, or null
 * @param table the table's catalog key when the trigger was made (for messages)
 * @param tableOid the table: triggers follow it through renames and die with it
 * @param enabled false after ALTER TABLE ... DISABLE TRIGGER
 */
public record TriggerDef(long oid, String name, String table, long tableOid, boolean before, boolean instead, List<String> events,
                         List<String> updateColumns, boolean forEachRow, String whenText, String function,
                         List<String> args, boolean enabled) {

    public boolean firesOn(String event) {
        return events.contains(event);
    }

    public TriggerDef withEnabled(boolean on) {
        return new TriggerDef(oid, name, table, tableOid, before, instead, events, updateColumns, forEachRow, whenText, function, args, on);
    }

    /** The tgtype bits of pg_trigger: ROW 1, BEFORE 2, INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32, INSTEAD 64. */
    public int tgtype() {
        int t = (forEachRow ? 1 : 0) | (before ? 2 : 0) | (instead ? 64 : 0);
        t |= events.contains("INSERT") ? 4 : 0;
        t |= events.contains("DELETE") ? 8 : 0;
        t |= events.contains("UPDATE") ? 16 : 0;
        t |= events.contains("TRUNCATE") ? 32 : 0;
        return t;
    }
}
