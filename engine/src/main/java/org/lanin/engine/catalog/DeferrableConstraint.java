package org.lanin.engine.catalog;

/**
 * A constraint whose checks SET CONSTRAINTS may hold until COMMIT: a FOREIGN KEY
 * ({@link ForeignKeyDef}) or a UNIQUE / PRIMARY KEY constraint's index ({@link IndexDef}), declared
 * DEFERRABLE. The transaction's modes are kept under {@link #constraintKey()}.
 */
public interface DeferrableConstraint {
    boolean deferrable();

    /** INITIALLY DEFERRED: its checks wait for the end of the transaction unless SET CONSTRAINTS says otherwise. */
    boolean initiallyDeferred();

    /** Its table and name, the key SET CONSTRAINTS keeps its mode under. */
    String constraintKey();
}
