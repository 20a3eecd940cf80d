package org.lanin.planner.ddl;

/**
 * The DEFAULT, identity and generation clauses of one column definition as they are read, for
 * PostgreSQL's checks on them (transformColumnDefinition): a clause given twice is an error at its
 * second appearance, and after the definition DEFAULT with identity, DEFAULT with a generation
 * expression, and identity with one are, in that order. Reported by {@link GeneratedColumnDdl}, which
 * knows the table's name.
 */
final class ColumnClauses {
    private boolean sawDefault;
    private boolean sawIdentity;
    private boolean sawGenerated;
    private GeneratedDdlMsg repeated;

    void sawDefault() {
        repeat(sawDefault, GeneratedDdlMsg.MULTIPLE_DEFAULTS);
        sawDefault = true;
    }

    void sawIdentity() {
        repeat(sawIdentity, GeneratedDdlMsg.MULTIPLE_IDENTITY);
        sawIdentity = true;
    }

    void sawGenerated() {
        repeat(sawGenerated, GeneratedDdlMsg.MULTIPLE_GENERATED);
        sawGenerated = true;
    }

    private void repeat(boolean seen, GeneratedDdlMsg msg) {
        if (seen && repeated == null) {
            repeated = msg;
        }
    }

    /** The first error the clauses make, or null. */
    GeneratedDdlMsg conflict() {
        if (repeated != null) {
            return repeated;
        }
        if (sawDefault && sawIdentity) {
            return GeneratedDdlMsg.DEFAULT_AND_IDENTITY;
        }
        if (sawDefault && sawGenerated) {
            return GeneratedDdlMsg.DEFAULT_AND_GENERATED;
        }
        return sawIdentity && sawGenerated ? GeneratedDdlMsg.IDENTITY_AND_GENERATED : null;
    }
}
