package org.lanin.planner.session;

import org.lanin.engine.txn.IsolationLevel;

/** Isolation levels as the settings spell them ({@code transaction_isolation}, {@code default_transaction_isolation}). */
public final class IsolationNames {
    private IsolationNames() {
    }

    public static IsolationLevel isolationOf(String v) {
        return switch (v) {
            case "repeatable read" -> IsolationLevel.REPEATABLE_READ;
            case "serializable" -> IsolationLevel.SERIALIZABLE;
            default -> IsolationLevel.READ_COMMITTED;
        };
    }

    public static String nameOf(IsolationLevel level) {
        return switch (level) {
            case READ_COMMITTED -> "read committed";
            case REPEATABLE_READ -> "repeatable read";
            case SERIALIZABLE -> "serializable";
        };
    }
}
