package org.lanin.planner.session;

import org.lanin.engine.error.LaninException;
import org.lanin.planner.PlannerMsg;

/**
 * SHOW, SET and the setting changes of SET LOCAL, set_config and the URL as a session applies them:
 * the transaction's characteristics answer and take their own settings ({@link TransactionCharacteristics}),
 * a plain SET is undone by ROLLBACK, SET ROLE names an existing role, and autovacuum's settings reach
 * the whole database ({@link DatabaseWideSettings}).
 */
final class SettingCommands {
    private SettingCommands() {
    }

    /** SHOW: the running transaction's characteristic, else the session's value. */
    static String show(SessionImpl session, String name) {
        Setting s = Setting.of(name);
        String shown = session.characteristics().show(s, session.transaction());
        return shown != null ? shown : session.settings().get(s);
    }

    /** SET (not LOCAL): ROLLBACK of the transaction it ran in undoes it. */
    static void set(SessionImpl session, String name, String value) {
        Setting s = Setting.of(name);
        if (session.transaction() != null || session.inTransactionBlock()) {
            session.settings().saveForRollback(s);
        }
        apply(session, name, value);
        session.settings().notePlainSet(s);
    }

    /**
     * SET TRANSACTION [NOT] DEFERRABLE / transaction_deferrable: for the transaction a block (or
     * auto-commit off) will start; once its first statement ran, PostgreSQL's 25001. Lanin's
     * SERIALIZABLE is REPEATABLE READ, so the mode is kept and shown, and changes nothing else.
     */
    private static void transactionDeferrable(SessionImpl session, boolean on) {
        if (session.transactionRunning() && !session.loneStatementRunning()) {
            throw LaninException.of(PlannerMsg.DEFERRABLE_AFTER_QUERY);
        }
        if (session.inTransactionBlock() || !session.autoCommit()) {
            session.characteristics().chooseDeferrable(on);
        }
    }

    /** RESET name: the default again, default_transaction_* included (the next transaction's characteristics follow). */
    static void reset(SessionImpl session, String name) {
        Setting s = Setting.of(name);
        session.settings().reset(s);
        session.characteristics().applyDefault(s, s.defaultValue());
    }

    /** The new value, checked and normalised (22023, 42704), in force from now on. */
    static void apply(SessionImpl session, String name, String value) {
        Setting s = Setting.of(name);
        if (s.connectOnly()) {
            throw LaninException.of(PlannerMsg.BAD_SETTING_VALUE, name, value);
        }
        SessionSettings settings = session.settings();
        String v = s == Setting.DATESTYLE ? Setting.dateStyle(value.trim(), settings.get(s)) : s.normalise(value);
        if (s == Setting.ROLE && !v.equals("none") && !v.equals(Setting.SESSION_USER)
                && org.lanin.planner.routine.catalog.Routines.of(session.database()).role(v) == null) {
            throw LaninException.of(PlannerMsg.ROLE_DOES_NOT_EXIST, v);
        }
        DatabaseWideSettings.apply(session.database(), s, v); // autovacuum's: database-wide, like PostgreSQL's sighup ones
        if (s == Setting.TRANSACTION_ISOLATION) {
            session.setTransactionIsolation(IsolationNames.isolationOf(v));
            return;
        }
        if (s == Setting.TRANSACTION_READ_ONLY) {
            session.setTransactionReadOnly(Setting.isOn(v));
            return;
        }
        if (s == Setting.TRANSACTION_DEFERRABLE) {
            transactionDeferrable(session, Setting.isOn(v));
            return;
        }
        session.characteristics().applyDefault(s, v);
        settings.set(s, v);
    }
}
