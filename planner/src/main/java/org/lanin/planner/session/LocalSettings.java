package org.lanin.planner.session;

import java.util.ArrayDeque;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * The transactional side of SET, as PostgreSQL's GUC stack keeps it (guc.c, AtEOXact_GUC). SET LOCAL
 * (and set_config(..., true)): the value from before it is put back when the transaction ends by
 * COMMIT or ROLLBACK ({@code GUC_ACTION_LOCAL}). A plain SET in a transaction: the value from before
 * the transaction is put back by ROLLBACK only; COMMIT keeps the SET's value, also over an earlier
 * SET LOCAL of the same setting, and a SET LOCAL after a SET ends with the SET's value back.
 * Departure: ROLLBACK TO SAVEPOINT does not undo the SETs made after the savepoint (PostgreSQL's
 * subtransactions are nest levels of this stack; Lanin keeps one level per transaction).
 *
 * <p>A call of a routine with SET clauses is a nest level of that stack ({@code GUC_ACTION_SAVE},
 * fmgr_security_definer): its settings go back to their values before the call when it exits
 * ({@link #exitRoutine}), also after a SET LOCAL of them in the body, which therefore saves nothing
 * for the transaction's end; a plain SET of one of them anywhere inside the call outlasts it (its
 * entry turns to {@code GUC_SET}). A SET LOCAL of any other setting lasts to the end of the
 * transaction, as at the top level.
 */
final class LocalSettings {
    /** SET LOCAL: the values to put back when the transaction ends either way. */
    private final Map<Setting, String> saved = new EnumMap<>(Setting.class);
    /** Plain SET in a transaction: the values from before it, put back by ROLLBACK only. */
    private final Map<Setting, String> savedForRollback = new EnumMap<>(Setting.class);
    /** Innermost first: each active call's SET-clause settings, true once a plain SET changed one. */
    private final ArrayDeque<EnumMap<Setting, Boolean>> calls = new ArrayDeque<>();

    /** Before a SET LOCAL of {@code s}: remembers {@code current}, unless saved already or a call will restore it. */
    void save(Setting s, String current) {
        for (EnumMap<Setting, Boolean> call : calls) {
            if (Boolean.FALSE.equals(call.get(s))) {
                return; // the call's exit puts back its value from before the call
            }
        }
        saved.putIfAbsent(s, current);
    }

    /**
     * Before a plain SET of {@code s} in a transaction ({@code current} its value now): ROLLBACK puts
     * back the value from before the transaction, COMMIT keeps the new one even after a SET LOCAL.
     */
    void saveForRollback(Setting s, String current) {
        String beforeLocal = saved.remove(s);
        savedForRollback.putIfAbsent(s, beforeLocal != null ? beforeLocal : current);
    }

    /** A plain SET of {@code s}: every active call that sets it leaves the new value in place at exit. */
    void plainSet(Setting s) {
        for (EnumMap<Setting, Boolean> call : calls) {
            call.replace(s, Boolean.TRUE);
        }
    }

    /** A call of a routine whose SET clauses name {@code config} starts. */
    void enterRoutine(Set<Setting> config) {
        EnumMap<Setting, Boolean> call = new EnumMap<>(Setting.class);
        config.forEach(s -> call.put(s, Boolean.FALSE));
        calls.push(call);
    }

    /** The innermost call ends: the settings it must put back (those no plain SET changed inside it). */
    Set<Setting> exitRoutine() {
        EnumMap<Setting, Boolean> call = calls.pop();
        call.values().removeIf(Boolean::booleanValue);
        return call.keySet();
    }

    /** The transaction ended: the saved values go back into {@code settings} (database-wide ones into {@code db} too). */
    void restore(SessionSettings settings, LaninDatabase db, boolean commit) {
        if (saved.isEmpty() && (commit || savedForRollback.isEmpty())) {
            savedForRollback.clear(); // nothing goes back: no copy of the map (about 1 kB) per transaction
            return;
        }
        Map<Setting, String> back = new EnumMap<>(saved);
        if (!commit) {
            back.putAll(savedForRollback); // the value from before the transaction, under any SET LOCAL's
        }
        saved.clear();
        savedForRollback.clear();
        back.forEach((s, v) -> {
            DatabaseWideSettings.apply(db, s, v);
            settings.set(s, v);
        });
    }
}
