package org.lanin.planner.session;

import org.lanin.engine.txn.IsolationLevel;
import org.lanin.engine.txn.Transaction;

/**
 * A session's transaction characteristics, isolation level and READ ONLY, at their three levels:
 * the session's defaults (default_transaction_isolation / default_transaction_read_only, JDBC
 * setTransactionIsolation / setReadOnly); the ones BEGIN or SET TRANSACTION chose for the
 * transaction a block will start ("pending": null where not chosen); and the running
 * transaction's READ ONLY, which SET TRANSACTION may still change.
 */
final class TransactionCharacteristics {
    private IsolationLevel isolation;
    private boolean readOnly;
    private IsolationLevel pendingIsolation;
    private Boolean pendingReadOnly;
    private boolean runningReadOnly;
    private boolean deferrable;
    private Boolean pendingDeferrable;
    private boolean runningDeferrable;

    TransactionCharacteristics(IsolationLevel isolation) {
        this.isolation = isolation;
    }

    IsolationLevel defaultIsolation() {
        return isolation;
    }

    void setDefaultIsolation(IsolationLevel level) {
        isolation = level;
    }

    boolean defaultReadOnly() {
        return readOnly;
    }

    void setDefaultReadOnly(boolean ro) {
        readOnly = ro;
    }

    /** The isolation of the next transaction: the one chosen for it, else the default. */
    IsolationLevel nextIsolation() {
        return pendingIsolation != null ? pendingIsolation : isolation;
    }

    boolean nextReadOnly() {
        return pendingReadOnly != null ? pendingReadOnly : readOnly;
    }

    /** BEGIN's characteristics (null: not given) for the transaction its block will start. */
    void choose(IsolationLevel level, Boolean ro) {
        pendingIsolation = level;
        pendingReadOnly = ro;
    }

    void chooseIsolation(IsolationLevel level) {
        pendingIsolation = level;
    }

    void chooseReadOnly(boolean ro) {
        pendingReadOnly = ro;
    }

    void chooseDeferrable(boolean on) {
        pendingDeferrable = on;
    }

    /** The chosen ones were used (the transaction starting now is DEFERRABLE as chosen), or their block ended. */
    void forgetChosen() {
        runningDeferrable = pendingDeferrable != null ? pendingDeferrable : deferrable;
        pendingIsolation = null;
        pendingReadOnly = null;
        pendingDeferrable = null;
    }

    boolean runningReadOnly() {
        return runningReadOnly;
    }

    void setRunningReadOnly(boolean ro) {
        runningReadOnly = ro;
    }

    /**
     * SHOW of a setting these characteristics answer (transaction_isolation: the running
     * transaction's, else the next one's; transaction_read_only likewise; default_transaction_read_only);
     * null for any other.
     */
    String show(Setting s, Transaction running) {
        if (s == Setting.TRANSACTION_ISOLATION) {
            return IsolationNames.nameOf(running != null ? running.isolation() : nextIsolation());
        }
        if (s == Setting.TRANSACTION_READ_ONLY) {
            return onOff(running != null ? runningReadOnly : nextReadOnly());
        }
        if (s == Setting.TRANSACTION_DEFERRABLE) {
            return onOff(running != null ? runningDeferrable : pendingDeferrable != null ? pendingDeferrable : deferrable);
        }
        if (s == Setting.DEFAULT_TRANSACTION_DEFERRABLE) {
            return onOff(deferrable);
        }
        return s == Setting.DEFAULT_TRANSACTION_READ_ONLY ? onOff(readOnly) : null;
    }

    /** A SET of default_transaction_isolation or default_transaction_read_only ({@code value} normalised). */
    void applyDefault(Setting s, String value) {
        if (s == Setting.DEFAULT_TRANSACTION_READ_ONLY) {
            readOnly = Setting.isOn(value);
        } else if (s == Setting.DEFAULT_TRANSACTION_DEFERRABLE) {
            deferrable = Setting.isOn(value);
        } else if (s == Setting.DEFAULT_TRANSACTION_ISOLATION) {
            isolation = IsolationNames.isolationOf(value);
        }
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }
}
